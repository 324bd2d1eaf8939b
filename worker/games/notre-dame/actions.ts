import type { RuleError, Seat } from "../contract.ts";
import { DONATION_PRESTIGE, FIELDS, type Field } from "./data.ts";
import { choiceParams, fieldAction, onlyParams } from "./effects.ts";
import { ruleError } from "./errors.ts";
import type { PlayMove } from "./moves.ts";
import { emit, gainPrestige, player, report, type Ctx } from "./gains.ts";
import { resolveDiscards } from "./rounds.ts";
import type { PlayerState } from "./state.ts";

export type Place = Field | "cathedral";

export function cubesAt(p: PlayerState, place: Place): number {
  return place === "cathedral" ? p.cathedral : p.fields[place];
}

function addCube(p: PlayerState, place: Place, delta: number): void {
  if (place === "cathedral") p.cathedral += delta;
  else p.fields[place] += delta;
}

/** Places whose own ordinary cube may be moved to `target` when the personal supply is empty. */
export function cubeSources(p: PlayerState, target: Place): Place[] {
  const places: Place[] = [...FIELDS, "cathedral"];
  return places.filter((place) => place !== target && cubesAt(p, place) > 0);
}

/**
 * Puts a cube on `target`: from the personal supply, or, only when that is empty, an own cube
 * moved from another field or the cathedral (FAQ 3–5).
 */
function placeCube(ctx: Ctx, seat: Seat, target: Place, from: Place | undefined): RuleError | undefined {
  const p = player(ctx, seat);
  if (p.supply > 0) {
    if (from !== undefined) return ruleError("SUPPLY_NOT_EMPTY", { supply: p.supply });
    p.supply -= 1;
  } else {
    if (from === undefined) {
      return cubeSources(p, target).length > 0
        ? ruleError("MISSING_PARAMETER", { param: "from" })
        : ruleError("NO_CUBE_AVAILABLE");
    }
    if (from === target) return ruleError("SAME_PLACE", { place: from });
    if (cubesAt(p, from) === 0) return ruleError("NO_CUBE_THERE", { place: from });
    addCube(p, from, -1);
  }
  addCube(p, target, 1);
  emit(
    ctx,
    from === undefined
      ? { type: "cubePlaced", seat, place: target }
      : { type: "cubePlaced", seat, place: target, from },
  );
  return undefined;
}

function carryOut(ctx: Ctx, seat: Seat, move: PlayMove): RuleError | undefined {
  const p = player(ctx, seat);
  const card = move.card;
  if (card === "advisor") {
    const field = move.field;
    const unexpected = onlyParams(move, ["card", "field", ...(field ? choiceParams(field) : [])]);
    if (unexpected) return unexpected;
    if (!field) return ruleError("MISSING_PARAMETER", { param: "field" });
    if (p.advisor === field) return ruleError("ADVISOR_ALREADY_THERE", { field });
    p.advisor = field;
    emit(ctx, { type: "advisorPlaced", seat, field });
    return fieldAction(ctx, seat, field, move, "advisor");
  }
  if (card === "notreDame") {
    const unexpected = onlyParams(move, ["card", "from", "donate"]);
    if (unexpected) return unexpected;
    const donate = move.donate;
    if (donate === undefined) return ruleError("MISSING_PARAMETER", { param: "donate" });
    if (p.coins < donate) return ruleError("NOT_ENOUGH_COINS", { need: donate, have: p.coins });
    const placed = placeCube(ctx, seat, "cathedral", move.from);
    if (placed) return placed;
    p.coins -= donate;
    ctx.s.coins += donate;
    emit(ctx, { type: "donated", seat, coins: donate });
    report(ctx, seat, { prestige: gainPrestige(ctx, seat, DONATION_PRESTIGE[donate]) }, "notreDame");
    return undefined;
  }
  const unexpected = onlyParams(move, ["card", "from", ...choiceParams(card)]);
  if (unexpected) return unexpected;
  const placed = placeCube(ctx, seat, card, move.from);
  if (placed) return placed;
  return fieldAction(ctx, seat, card, move, card);
}

/** Phase 3: play a card from the hand, with or without its action. */
export function playCard(ctx: Ctx, seat: Seat, move: PlayMove): RuleError | undefined {
  const p = player(ctx, seat);
  const index = p.hand.indexOf(move.card);
  if (index < 0) return ruleError("CARD_NOT_IN_HAND", { card: move.card });
  p.hand.splice(index, 1);
  p.played.push(move.card);
  if (move.skip) {
    const unexpected = onlyParams(move, ["card", "skip"]);
    if (unexpected) return unexpected;
    emit(ctx, { type: "played", seat, card: move.card, skip: true });
  } else {
    emit(ctx, { type: "played", seat, card: move.card });
    const failed = carryOut(ctx, seat, move);
    if (failed) return failed;
  }
  ctx.s.turns += 1;
  if (ctx.s.turns === 2 * ctx.s.players.length) resolveDiscards(ctx);
  return undefined;
}
