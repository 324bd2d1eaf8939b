import type { RuleError, Seat } from "../contract.ts";
import { cubesAt } from "./actions.ts";
import { choiceParams, fieldAction, onlyParams, takeGains } from "./effects.ts";
import { ruleError } from "./errors.ts";
import { emit, gainCoins, gainCubes, gainPrestige, player, report, type Ctx } from "./gains.ts";
import type { BribeMove } from "./moves.ts";
import { hasEffect, PRESTIGE_BY_PERSON } from "./persons.ts";
import { resolvePlague } from "./plague.ts";
import { fieldCount } from "./state.ts";

/** Minstrel: 1–3 pieces (the advisor may be one) from one field to another; no action follows. */
function minstrel(ctx: Ctx, seat: Seat, move: BribeMove): RuleError | undefined {
  const p = player(ctx, seat);
  const { from, to, cubes } = move;
  if (from === undefined) return ruleError("MISSING_PARAMETER", { param: "from" });
  if (to === undefined) return ruleError("MISSING_PARAMETER", { param: "to" });
  if (cubes === undefined) return ruleError("MISSING_PARAMETER", { param: "cubes" });
  if (from === "cathedral") return ruleError("UNEXPECTED_PARAMETER", { param: "from", value: from });
  if (from === to) return ruleError("SAME_PLACE", { place: from });
  const pieces = cubes + (move.advisor ? 1 : 0);
  if (pieces < 1 || pieces > 3) return ruleError("WRONG_NUMBER_OF_PIECES", { min: 1, max: 3, given: pieces });
  if (p.fields[from] < cubes) return ruleError("NO_CUBE_THERE", { place: from });
  if (move.advisor && p.advisor !== from) return ruleError("NO_CUBE_THERE", { place: from, piece: "advisor" });
  p.fields[from] -= cubes;
  p.fields[to] += cubes;
  if (move.advisor) p.advisor = to;
  emit(ctx, { type: "piecesMoved", seat, from, to, cubes, advisor: move.advisor ?? false });
  return undefined;
}

/** Juggler: one cube or the advisor from a field or the cathedral to another field, then its action. */
function juggler(ctx: Ctx, seat: Seat, move: BribeMove): RuleError | undefined {
  const p = player(ctx, seat);
  const { from, to } = move;
  if (from === undefined) return ruleError("MISSING_PARAMETER", { param: "from" });
  if (to === undefined) return ruleError("MISSING_PARAMETER", { param: "to" });
  if (from === to) return ruleError("SAME_PLACE", { place: from });
  if (move.advisor) {
    if (p.advisor !== from) return ruleError("NO_CUBE_THERE", { place: from, piece: "advisor" });
    p.advisor = to;
  } else {
    if (cubesAt(p, from) === 0) return ruleError("NO_CUBE_THERE", { place: from });
    if (from === "cathedral") p.cathedral -= 1;
    else p.fields[from] -= 1;
    p.fields[to] += 1;
  }
  emit(ctx, { type: "piecesMoved", seat, from, to, cubes: move.advisor ? 0 : 1, advisor: move.advisor ?? false });
  return fieldAction(ctx, seat, to, move, "juggler");
}

/** Bishop: a cube from the reserve onto an empty field, then its action. */
function bishop(ctx: Ctx, seat: Seat, move: BribeMove): RuleError | undefined {
  const p = player(ctx, seat);
  const field = move.field;
  if (field === undefined) return ruleError("MISSING_PARAMETER", { param: "field" });
  if (p.reserve === 0) return ruleError("RESERVE_EMPTY");
  if (fieldCount(p, field) > 0) return ruleError("FIELD_NOT_EMPTY", { field });
  p.reserve -= 1;
  p.fields[field] += 1;
  emit(ctx, { type: "cubePlaced", seat, place: field, from: "reserve" });
  return fieldAction(ctx, seat, field, move, "bishop");
}

function paramsOf(move: BribeMove, possible: boolean): readonly string[] {
  if (!possible) return ["person"];
  switch (move.person) {
    case "barmaid":
      return ["person", "gains"];
    case "minstrel":
      return ["person", "from", "to", "cubes", "advisor"];
    case "juggler":
      return ["person", "from", "to", "advisor", ...(move.to ? choiceParams(move.to) : [])];
    case "bishop":
      return ["person", "field", ...(move.field ? choiceParams(move.field) : [])];
    default:
      return ["person"];
  }
}

function bribeEffect(ctx: Ctx, seat: Seat, move: BribeMove): RuleError | undefined {
  const p = player(ctx, seat);
  const person = move.person;
  if (!hasEffect(person, p)) return undefined;
  switch (person) {
    case "barmaid": {
      const gains = move.gains;
      if (!gains) return ruleError("MISSING_PARAMETER", { param: "gains" });
      if (gains.length !== 1) return ruleError("WRONG_NUMBER_OF_GAINS", { max: 1, given: gains.length });
      report(ctx, seat, { prestige: gainPrestige(ctx, seat, 3) }, person);
      return takeGains(ctx, seat, gains, person);
    }
    case "monk":
      report(ctx, seat, { prestige: gainPrestige(ctx, seat, 1), cubes: gainCubes(ctx, seat, 2) }, person);
      return undefined;
    case "moneylender":
      report(ctx, seat, { coins: gainCoins(ctx, seat, 2), prestige: gainPrestige(ctx, seat, 1) }, person);
      return undefined;
    case "physician":
      p.physician = true;
      return undefined;
    case "minstrel":
      return minstrel(ctx, seat, move);
    case "juggler":
      return juggler(ctx, seat, move);
    case "bishop":
      return bishop(ctx, seat, move);
    default: {
      const prestige = PRESTIGE_BY_PERSON[person]?.(p) ?? 0;
      report(ctx, seat, { prestige: gainPrestige(ctx, seat, prestige) }, person);
      return undefined;
    }
  }
}

/** Phase 4: pay one coin to the supply and use a revealed personality once. */
export function bribe(ctx: Ctx, seat: Seat, move: BribeMove): RuleError | undefined {
  const p = player(ctx, seat);
  if (!ctx.s.revealed.includes(move.person)) return ruleError("PERSON_NOT_REVEALED", { person: move.person });
  const unexpected = onlyParams(move, paramsOf(move, hasEffect(move.person, p)));
  if (unexpected) return unexpected;
  if (p.coins < 1) return ruleError("NOT_ENOUGH_COINS", { need: 1, have: p.coins });
  p.coins -= 1;
  ctx.s.coins += 1;
  emit(ctx, { type: "bribed", seat, person: move.person });
  const failed = bribeEffect(ctx, seat, move);
  if (failed) return failed;
  endBribe(ctx);
  return undefined;
}

/** Phase 4 without a bribe. */
export function passBribe(ctx: Ctx, seat: Seat): void {
  emit(ctx, { type: "passed", seat });
  endBribe(ctx);
}

function endBribe(ctx: Ctx): void {
  ctx.s.turns += 1;
  if (ctx.s.turns === ctx.s.players.length) resolvePlague(ctx);
}
