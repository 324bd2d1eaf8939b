import type { Seat } from "../contract.ts";
import { faceUp, indexAt } from "./board.ts";
import { emit, xy, type Ctx } from "./ctx.ts";
import { ruleError, type CarcassonneError } from "./errors.ts";
import { COLOURS, type ColourName } from "./levels.ts";
import type { BuryMove } from "./moves.ts";
import type { CarcassonneState } from "./state.ts";

/** Colours with a meeple in the supply, the burying player's first, then clockwise (the bot's order). */
export function suppliedColours(s: CarcassonneState, from: Seat): number[] {
  const order = s.colours.map((_, c) => c);
  const distance = (c: number): number => ((s.colours[c]?.seat ?? 0) - from + s.seats) % s.seats;
  return order.filter((c) => (s.colours[c]?.supply ?? 0) > 0).sort((a, b) => distance(a) - distance(b) || a - b);
}

/** A dog beside a buried guard strays: it leaves the game without points. */
function strayDog(ctx: Ctx, guard: number): void {
  ctx.s.dogs.forEach((dog, d) => {
    if (dog.status !== "placed" || dog.guard !== guard) return;
    dog.status = "gone";
    delete dog.guard;
    emit(ctx, { type: "dogLost", dog: d + 1, reason: "buried" });
  });
}

/** The closed cemetery's ghosts return to the bank once its guard is buried (or nobody could be). */
function returnCemeteryGhosts(ctx: Ctx, cemetery: number): void {
  const tile = faceUp(ctx.s, cemetery);
  const ghosts = tile.cg ?? 0;
  if (ghosts === 0) return;
  delete tile.cg;
  ctx.s.bank += ghosts;
  emit(ctx, { type: "cemeteryCleared", ...xy(ctx.s, cemetery), ghosts });
}

/** True when nobody can be buried: no guard stands and every supply is empty (CHOSEN: nobody is). */
export function nobodyToBury(s: CarcassonneState): boolean {
  return s.meeples.length === 0 && s.colours.every((c) => c.supply === 0);
}

export function buryNobody(ctx: Ctx): void {
  const cemetery = ctx.s.turn.burials.shift();
  if (cemetery === undefined) return;
  emit(ctx, { type: "nobodyBuried", ...xy(ctx.s, cemetery) });
  returnCemeteryGhosts(ctx, cemetery);
}

/**
 * A closed cemetery takes a guard: a standing one named by its tile, or, when none stands, one
 * from a colour's supply. It lies there for the rest of the game; its feature is free again.
 */
export function bury(ctx: Ctx, seat: Seat, move: BuryMove): CarcassonneError | undefined {
  const s = ctx.s;
  const cemetery = s.turn.burials[0];
  if (cemetery === undefined) return ruleError("WRONG_PHASE", { phase: s.phase, move: move.type });
  if (move.colour !== undefined) {
    if (s.meeples.length > 0) return ruleError("GUARD_STANDING");
    const c = COLOURS.indexOf(move.colour);
    const colour = s.colours[c];
    if (!colour || colour.supply === 0) return ruleError("NO_MEEPLE_LEFT", { colour: move.colour });
    colour.supply -= 1;
    colour.buried += 1;
    s.graves.push({ t: cemetery, c });
    emit(ctx, { type: "buried", seat, colour: move.colour, fromSupply: true, cemetery: xy(s, cemetery) });
  } else {
    const { x, y } = move;
    const index = x === undefined || y === undefined ? undefined : indexAt(s, x, y);
    const at = s.meeples.findIndex((m) => m.t === index);
    const meeple = s.meeples[at];
    if (index === undefined || !meeple) return ruleError("NO_GUARD_THERE", { x, y });
    s.meeples.splice(at, 1);
    const colour = s.colours[meeple.c];
    if (colour) colour.buried += 1;
    s.graves.push({ t: cemetery, c: meeple.c });
    emit(ctx, { type: "buried", seat, colour: COLOURS[meeple.c] as ColourName, x, y, cemetery: xy(s, cemetery) });
    strayDog(ctx, index);
  }
  s.turn.burials.shift();
  returnCemeteryGhosts(ctx, cemetery);
  return undefined;
}
