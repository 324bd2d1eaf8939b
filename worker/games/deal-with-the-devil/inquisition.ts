/**
 * Phase 8, the inquisition (rounds 3 and 5, L945–1140; rules file "Inquisition"): angel wings
 * bought, the dark ritual's chests (bribes, guesses, the devil's soul pieces), then every player
 * answers the inquisitors with soul pieces, indulgences or penalties, simultaneously and secretly.
 */
import type { Seat } from "../contract.ts";
import { INQUISITOR_BY_ID, INQUISITORS } from "./cards/index.ts";
import { emit, type Ctx } from "./ctx.ts";
import { gain, run, type Choices, type Situation } from "./effects.ts";
import { ruleError, type DevilError } from "./errors.ts";
import type { AnswerMove, RitualMove } from "./moves.ts";
import { inOrder, player, seatOf, type DevilState } from "./state.ts";
import { gainAngel, moveReputation } from "./track.ts";

export const WING_PRICE = 5;
const BRIBE_STEP = 5;

export function buyWings(ctx: Ctx, seat: Seat, count: number): DevilError | undefined {
  const p = player(ctx.s, seat);
  if (p.goods.ducats < count * WING_PRICE) return ruleError("NOT_ENOUGH_GOODS", { good: "ducats" });
  p.goods.ducats -= count * WING_PRICE;
  ctx.s.wings[seat] = count;
  return undefined;
}

export function resolveWings(ctx: Ctx): void {
  const s = ctx.s;
  s.wings.forEach((wings, seat) => {
    if (wings > 0) {
      emit(ctx, { type: "wingsBought", seat, count: wings });
      gainAngel(ctx, seat, wings);
    }
  });
  s.wings = s.players.map(() => 0);
}

/** Roles a seat may still name, and whom (rules file "Guesses"; a ring per player, so a mortal names two different players, L983). */
export function guessAllowed(s: DevilState, seat: Seat, role: "devil" | "cultist", target: Seat): boolean {
  const p = player(s, seat);
  if (target === seat || target < 0 || target > 3) return false;
  if (role === "cultist" && p.role !== "mortal") return false;
  if (role === "devil" && p.role === "devil") return false;
  if (role === "devil" && s.devilExposed) return false;
  const retired = s.guesses.filter((g) => g.by === seat);
  return !retired.some((g) => g.role === role || g.target === target);
}

export function ritual(ctx: Ctx, seat: Seat, move: RitualMove): DevilError | undefined {
  const s = ctx.s;
  const p = player(s, seat);
  if (p.goods.ducats < move.bribe) return ruleError("NOT_ENOUGH_GOODS", { good: "ducats" });
  if (move.devil !== undefined && !guessAllowed(s, seat, "devil", move.devil))
    return ruleError("GUESS_NOT_ALLOWED", { role: "devil" });
  if (move.cultist !== undefined && !guessAllowed(s, seat, "cultist", move.cultist))
    return ruleError("GUESS_NOT_ALLOWED", { role: "cultist" });
  if (move.devil !== undefined && move.devil === move.cultist)
    return ruleError("GUESS_NOT_ALLOWED", { target: move.devil });
  if (p.role !== "devil" && move.pure + move.tainted > 0) return ruleError("NOT_ENOUGH_SOULS");
  if (move.pure > p.pure || move.tainted > p.tainted) return ruleError("NOT_ENOUGH_SOULS");
  // Round 3: every tainted piece the devil holds goes in (L971).
  if (p.role === "devil" && s.round === 3 && move.tainted !== p.tainted)
    return ruleError("NOT_ENOUGH_SOULS", { tainted: p.tainted });
  p.goods.ducats -= move.bribe;
  s.ritual[seat] = {
    bribe: move.bribe,
    devilGuess: move.devil,
    cultistGuess: move.cultist,
    pure: move.pure,
    tainted: move.tainted,
  };
  return undefined;
}

/** The chests as opened: round 3 by role mark only (in mark order, never seat order), round 5 with roles. */
function opened(s: DevilState) {
  const chests = s.ritual.map((c, seat) => {
    const p = player(s, seat);
    const souls = (c?.pure ?? 0) + (c?.tainted ?? 0);
    return {
      seat,
      mark: p.mark,
      role: p.role,
      bribe: c?.bribe ?? 0,
      devil: c?.devilGuess ?? null,
      cultist: c?.cultistGuess ?? null,
      souls,
    };
  });
  if (s.round === 5) return chests;
  const order = ["mortal1", "mortal2", "cultist", "devil"];
  return chests
    .sort((a, b) => order.indexOf(a.mark) - order.indexOf(b.mark))
    .map(({ mark, bribe, devil, cultist, souls }) => ({ mark, bribe, devil, cultist, souls }));
}

function bribe(ctx: Ctx, total: number): void {
  const q = ctx.s.inquisitors;
  // Beyond 15 the ducats are spent (CHOSEN): only A, B and C can be bribed (L993).
  q.bribes = Math.min(3 * BRIBE_STEP, q.bribes + total);
  const gone = Math.floor(q.bribes / BRIBE_STEP);
  for (let i = 0; i < gone; i++) {
    if (!q.gone[i]) {
      q.gone[i] = true;
      emit(ctx, { type: "bribedAway", letter: ["A", "B", "C"][i] });
    }
  }
}

function flip(ctx: Ctx, place: 0 | 1 | 2): void {
  const q = ctx.s.inquisitors;
  if (q.up[place]) return;
  q.up[place] = true;
  emit(ctx, { type: "inquisitorUp", place: place + 1, inquisitor: q.red[place] });
}

export function resolveRitual(ctx: Ctx): void {
  const s = ctx.s;
  emit(ctx, { type: "ritualOpened", round: s.round, chests: opened(s) });
  bribe(
    ctx,
    s.ritual.reduce((n, c) => n + (c?.bribe ?? 0), 0),
  );
  const [devil] = seatOf(s, "devil") as [Seat];
  const [cultist] = seatOf(s, "cultist") as [Seat];
  const dc = s.ritual[devil];
  const souls = (dc?.pure ?? 0) + (dc?.tainted ?? 0);
  if (s.round === 3) {
    // Souls (L1004–1009) and the cultist's reward for tainted pieces in the devil's chest (L1020).
    gain(ctx, devil, { goods: { glass: 1, marble: 1 } });
    if (souls >= 1) gain(ctx, devil, { goods: { wood: 1, stone: 1 } });
    if (souls >= 2) {
      gain(ctx, devil, { goods: { ducats: 2 } });
      flip(ctx, 0);
    }
    if (souls >= 3) flip(ctx, 1);
    const tainted = dc?.tainted ?? 0;
    if (tainted >= 1) gain(ctx, cultist, { goods: { grain: 1, ducats: 1 } });
    if (tainted >= 2) gain(ctx, cultist, { goods: { ducats: 3 } });
    roundThreeGuesses(ctx, devil, cultist);
  } else {
    // Round 5 (L1070–1078): flips, then 2 + 4 points, then 6 per piece beyond 4 (CHOSEN split).
    if (souls >= 1) flip(ctx, 0);
    if (souls >= 2) {
      if (s.inquisitors.up[1]) flip(ctx, 2);
      else flip(ctx, 1);
    }
    const points = (souls >= 3 ? 2 : 0) + (souls >= 4 ? 4 : 0) + Math.max(0, souls - 4) * 6;
    if (points > 0) gain(ctx, devil, { points });
    roundFiveGuesses(ctx, devil, cultist);
  }
  // The pieces were only shown: they stay the devil's (L1012, L1100).
  s.ritual = s.players.map(() => null);
}

function roundThreeGuesses(ctx: Ctx, devil: Seat, cultist: Seat): void {
  const s = ctx.s;
  const made = s.ritual.flatMap((c, by) => [
    ...(c?.devilGuess !== undefined ? [{ by, role: "devil" as const, target: c.devilGuess }] : []),
    ...(c?.cultistGuess !== undefined ? [{ by, role: "cultist" as const, target: c.cultistGuess }] : []),
  ]);
  const agreeing = (role: "devil" | "cultist") => {
    const targets = made.filter((g) => g.role === role).map((g) => g.target);
    return [...new Set(targets.filter((t, i) => targets.indexOf(t) !== i))];
  };
  const devilNamed = agreeing("devil");
  const cultistNamed = agreeing("cultist");
  if (devilNamed.length === 0 && cultistNamed.length === 0) {
    emit(ctx, { type: "guessesBack" });
    return;
  }
  for (const target of devilNamed) {
    if (target === devil) {
      emit(ctx, { type: "devilFound", seat: target });
      moveReputation(ctx, target, -4);
      flip(ctx, 2);
      s.devilExposed = true;
      for (const g of made) if (g.role === "devil" && g.target === devil) gain(ctx, g.by, { goods: { ducats: 2 } });
    } else emit(ctx, { type: "notDevil", seat: target });
  }
  for (const target of cultistNamed) {
    if (target === cultist) {
      emit(ctx, { type: "cultistFound", seat: target });
      moveReputation(ctx, target, -3);
      for (const m of seatOf(s, "mortal")) gain(ctx, m, { goods: { ducats: 2 } });
    } else emit(ctx, { type: "notCultist", seat: target });
  }
  s.guesses.push(...made);
  emit(ctx, { type: "guessesRetired" });
}

function roundFiveGuesses(ctx: Ctx, devil: Seat, cultist: Seat): void {
  const s = ctx.s;
  s.ritual.forEach((c, by) => {
    if (c?.devilGuess !== undefined) s.guesses.push({ by, role: "devil", target: c.devilGuess });
    if (c?.cultistGuess !== undefined) s.guesses.push({ by, role: "cultist", target: c.cultistGuess });
  });
  for (const g of s.guesses) {
    const right = g.target === (g.role === "devil" ? devil : cultist);
    if (right) gain(ctx, g.by, { points: 2 });
    else gain(ctx, g.role === "devil" ? devil : cultist, { points: 1 });
    emit(ctx, { type: "guessScored", by: g.by, role: g.role, target: g.target, right });
  }
}

/** The inquisitors a seat answers now, in the order A, B, C, 1, 2, 3, house guests (CHOSEN). */
export function obligations(s: DevilState, seat: Seat): string[] {
  const q = s.inquisitors;
  const out: string[] = [];
  const yellow = INQUISITORS.filter((i) => i.colour === "yellow");
  yellow.forEach((inq, i) => {
    if (q.gone[i]) return;
    if (i > 0 && s.round < 5) return;
    out.push(inq.id);
  });
  q.red.forEach((id, i) => {
    if (q.up[i]) out.push(id);
  });
  for (let g = 0; g < player(s, seat).guests; g++) out.push(`houseGuest${g + 1}`);
  return out;
}

export function answer(ctx: Ctx, seat: Seat, move: AnswerMove): DevilError | undefined {
  const s = ctx.s;
  const p = player(s, seat);
  const due = obligations(s, seat);
  if (move.answers.length !== due.length) return ruleError("BAD_ANSWER", { count: due.length });
  const pieces = move.answers.filter((a) => a === "piece").length;
  const indulgences = move.answers.filter((a) => a === "indulgence").length;
  if (pieces > p.pure + p.tainted) return ruleError("NOT_ENOUGH_SOULS");
  if (indulgences > p.indulgences) return ruleError("BAD_ANSWER", { indulgences: p.indulgences });
  if (move.rare && p.goods[move.rare] < 1) return ruleError("NOT_ENOUGH_GOODS", { good: move.rare });
  s.answers[seat] = move.answers.map(answerCode);
  s.answerChoices[seat] = { handIn: move.handIn, rare: move.rare, destroy: move.destroy };
  return undefined;
}

/** How an answer is stored: 0 a soul piece, 1 an indulgence, 2 a penalty. */
export function answerCode(a: AnswerMove["answers"][number]): number {
  return a === "piece" ? 0 : a === "indulgence" ? 1 : 2;
}

/**
 * One seat's answers as they resolve (missing: every one a penalty); the bot judges answers with
 * this same code.
 */
export function answerSeat(
  ctx: Ctx,
  seat: Seat,
  given: readonly number[] | null,
  at: Situation,
  choices: Choices,
): void {
  const p = player(ctx.s, seat);
  const due = obligations(ctx.s, seat);
  const answers = given ?? due.map(() => 2);
  const pieces = answers.filter((a) => a === 0).length;
  const indulgences = answers.filter((a) => a === 1).length;
  p.indulgences -= indulgences;
  emit(ctx, { type: "answered", seat, pieces, indulgences, penalties: answers.filter((a) => a === 2).length });
  const guestsBefore = p.guests;
  due.forEach((id, i) => {
    if (answers[i] !== 2) return;
    const inq = INQUISITOR_BY_ID.get(id);
    if (!inq) return;
    emit(ctx, { type: "penalty", seat, inquisitor: inq.name });
    run(ctx, seat, inq.penalty, at, choices);
  });
  // A house guest gained meanwhile (Debt collector, L1370) is answered at once (CHOSEN).
  let shown = pieces;
  for (let g = guestsBefore; g < p.guests; g++) {
    if (p.pure + p.tainted > shown) {
      shown++;
      emit(ctx, { type: "answered", seat, pieces: 1, indulgences: 0, penalties: 0 });
    } else if (p.indulgences > 0) {
      p.indulgences--;
      emit(ctx, { type: "answered", seat, pieces: 0, indulgences: 1, penalties: 0 });
    } else {
      p.score -= 4;
      emit(ctx, { type: "penalty", seat, inquisitor: "houseGuest" });
    }
  }
}

/** All answers in: shown as counts, then penalties seat by seat from the first seat (A…house guests). */
export function resolveAnswers(ctx: Ctx): void {
  const s = ctx.s;
  const at: Situation = { startReputation: s.players.map((p) => p.reputation) };
  for (const seat of inOrder(s)) answerSeat(ctx, seat, s.answers[seat] ?? null, at, s.answerChoices[seat] ?? {});
  s.answers = s.players.map(() => null);
  s.answerChoices = s.players.map(() => null);
  if (s.round === 3) {
    // After round 3 the house guests go home.
    for (const p of s.players) p.guests = 0;
    emit(ctx, { type: "guestsLeave" });
  }
}
