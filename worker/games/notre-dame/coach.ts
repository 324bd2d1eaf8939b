import type { RuleError, Seat } from "../contract.ts";
import { parseMarket, reachable, type Market } from "./board.ts";
import { TOKEN_PRESTIGE } from "./data.ts";
import { ruleError } from "./errors.ts";
import type { FieldChoice } from "./moves.ts";
import { emit, gainCoins, gainCubes, gainPrestige, player, ratBack, report, type Ctx } from "./gains.ts";
import type { NotreDameState, PlayerState } from "./state.ts";

/** Token colours (quarters) that still have tokens on the board. */
function coloursOnBoard(state: NotreDameState): Set<number> {
  const colours = new Set<number>();
  for (const m of Object.keys(state.tokens)) {
    const parsed = parseMarket(m);
    if (parsed) colours.add(parsed.quarter);
  }
  return colours;
}

/**
 * The set rule (FAQ 1): a player may take colour c only while holding no more tokens of c than
 * of every other colour that still has tokens on the board.
 */
export function mayTakeColour(state: NotreDameState, p: PlayerState, colour: number): boolean {
  const held = (c: number): number => p.tokens.filter((t) => t.colour === c).length;
  const mine = held(colour);
  for (const other of coloursOnBoard(state)) {
    if (other !== colour && mine > held(other)) return false;
  }
  return true;
}

/** Whether the seat may take the token lying on `m` (there is one and the set rule allows it). */
export function mayTakeToken(state: NotreDameState, p: PlayerState, m: Market): boolean {
  const parsed = parseMarket(m);
  return state.tokens[m] !== undefined && parsed !== undefined && mayTakeColour(state, p, parsed.quarter);
}

/** The coach house's action: the carriage moves up to `steps` markets and may take the token where it stops. */
export function driveCarriage(ctx: Ctx, seat: Seat, steps: number, choice: FieldChoice): RuleError | undefined {
  const p = player(ctx, seat);
  const to = choice.market;
  if (to === undefined) return choice.take ? ruleError("MISSING_PARAMETER", { param: "market" }) : undefined;
  const parsed = parseMarket(to);
  if (!parsed || parsed.quarter >= ctx.s.quarters) return ruleError("UNKNOWN_MARKET", { market: to });
  if (to === p.carriage) return ruleError("SAME_PLACE", { place: to });
  if (!reachable(ctx.s.quarters, p.carriage, steps).includes(to)) {
    return ruleError("MARKET_OUT_OF_REACH", { market: to, steps });
  }
  p.carriage = to;
  emit(ctx, { type: "carriageMoved", seat, market: to });
  if (!choice.take) return undefined;
  const kind = ctx.s.tokens[to];
  if (kind === undefined) return ruleError("NO_TOKEN_THERE", { market: to });
  if (!mayTakeColour(ctx.s, p, parsed.quarter)) return ruleError("TOKEN_COLOUR_BLOCKED", { colour: parsed.quarter });
  delete ctx.s.tokens[to];
  p.tokens = [...p.tokens, { colour: parsed.quarter, kind }];
  emit(ctx, { type: "tokenTaken", seat, market: to, colour: parsed.quarter, kind });
  const gained = {
    coins: kind === "coin" ? gainCoins(ctx, seat, 1) : 0,
    cubes: kind === "cube" ? gainCubes(ctx, seat, 1) : 0,
    ratBack: kind === "rat" ? ratBack(ctx, seat, 1) : 0,
    prestige: gainPrestige(ctx, seat, TOKEN_PRESTIGE[kind]),
  };
  report(ctx, seat, gained, "token");
  return undefined;
}
