/**
 * The round's order (rules file "A round"): automatic phases run through here, and every
 * simultaneous step begins and ends here. A step's submissions stay hidden until the last is in;
 * then they apply together and its market acts are logged (the trading phase's once the chests
 * are back).
 */
import type { Seat } from "../contract.ts";
import { BUILDINGS } from "./cards/index.ts";
import { ROUNDS } from "./cards/types.ts";
import { dealRoundOne, drawCards, passCards } from "./cards.ts";
import { emit, type Ctx } from "./ctx.ts";
import { logActs } from "./market.ts";
import { holds, ongoing } from "./effects.ts";
import { resolveAnswers, resolveRitual, resolveWings } from "./inquisition.ts";
import { resolvePlans } from "./actions.ts";
import { produce } from "./production.ts";
import { scoreFinal } from "./scoring.ts";
import type { Step } from "./state.ts";
import { drift, gainAngel, gainDemon, payInterest } from "./track.ts";
import { handOut, returnChests } from "./trading.ts";
import { countVotes, resolveDefences } from "./witch.ts";

/** Starts a simultaneous step; within trading the step-start debts and the acts carry on until the chests return. */
export function begin(ctx: Ctx, step: Step, carryOn = false): void {
  const s = ctx.s;
  s.step = step;
  s.done = s.players.map(() => false);
  if (!carryOn) {
    s.debt0 = s.players.map((p) => p.debt);
    s.acts = s.players.map(() => []);
  }
}

/** Logs the market acts made since the step began, seat by seat; others now see the debts as they are. */
export function flushActs(ctx: Ctx): void {
  const s = ctx.s;
  s.players.forEach((_, seat) => logActs(ctx, seat));
  s.debt0 = s.players.map((p) => p.debt);
}

export function startRound(ctx: Ctx): void {
  produce(ctx);
  if (ctx.s.round === 1) {
    dealRoundOne(ctx);
    begin(ctx, "offer");
  } else begin(ctx, "keep");
}

/** Called when every seat due has submitted in the current step. */
export function stepDone(ctx: Ctx): void {
  const s = ctx.s;
  ctx.reveals = true;
  switch (s.step) {
    case "keep":
      flushActs(ctx);
      drawCards(ctx);
      return begin(ctx, "pass");
    case "pass":
      flushActs(ctx);
      passCards(ctx);
      return begin(ctx, "offer");
    case "offer":
      handOut(ctx, 1);
      return begin(ctx, "view1", true);
    case "view1":
      handOut(ctx, 2);
      return begin(ctx, "view2", true);
    case "view2":
      returnChests(ctx);
      flushActs(ctx);
      return begin(ctx, "plan");
    case "plan":
      flushActs(ctx);
      resolvePlans(ctx);
      flushActs(ctx);
      interest(ctx);
      reputationPhase(ctx);
      return afterReputation(ctx);
    case "vote":
      if (countVotes(ctx)) return begin(ctx, "defend");
      return afterWitchHunt(ctx);
    case "defend":
      resolveDefences(ctx);
      return afterWitchHunt(ctx);
    case "wings":
      flushActs(ctx);
      resolveWings(ctx);
      return begin(ctx, "ritual");
    case "ritual":
      flushActs(ctx);
      resolveRitual(ctx);
      return begin(ctx, "answer");
    case "answer":
      flushActs(ctx);
      resolveAnswers(ctx);
      return endRound(ctx);
    case "over":
      return;
  }
}

/** Phase 5 (L794–826): Bank skips the move while debt ≤ 6 (L1302). */
function interest(ctx: Ctx): void {
  const s = ctx.s;
  const start = s.players.map((p) => p.reputation);
  s.players.forEach((p, seat) => {
    const skip = BUILDINGS.some(
      (b) =>
        p.built.includes(b.id) &&
        b.effect?.timing === "ongoing" &&
        b.effect.phase === "interest" &&
        b.effect.effects.some((e) => e.kind === "skipInterest" && holds(s, seat, e.if, { startReputation: start })),
    );
    if (!skip) payInterest(ctx, seat);
  });
}

/** Phase 6 (L830–898): buildings read start positions, then highest and lowest get wings, then drift. */
export function reputationPhase(ctx: Ctx): void {
  const s = ctx.s;
  const start = s.players.map((p) => p.reputation);
  s.players.forEach((_, seat) => ongoing(ctx, seat, "reputation", { startReputation: start }));
  const reps = s.players.map((p) => p.reputation);
  const top = Math.max(...reps);
  const bottom = Math.min(...reps);
  if (top !== bottom) {
    reps.forEach((r, seat) => {
      if (r === top) gainAngel(ctx, seat, 1);
      if (r === bottom) gainDemon(ctx, seat, 1);
    });
  }
  s.players.forEach((_, seat: Seat) => drift(ctx, seat));
}

function afterReputation(ctx: Ctx): void {
  const round = ctx.s.round;
  if (round === 2 || round === 3) return begin(ctx, "vote");
  if (round === 5) return begin(ctx, "wings");
  endRound(ctx);
}

function afterWitchHunt(ctx: Ctx): void {
  if (ctx.s.round === 3) return begin(ctx, "wings");
  endRound(ctx);
}

function endRound(ctx: Ctx): void {
  const s = ctx.s;
  // A game stored before the history was kept has none: its chart starts where it was picked up.
  s.history = [...(s.history ?? []), s.players.map((p) => ({ reputation: p.reputation, score: p.score }))];
  if (s.round >= ROUNDS.length) {
    scoreFinal(ctx);
    s.step = "over";
    s.done = s.players.map(() => true);
    emit(ctx, { type: "gameOver" });
    return;
  }
  s.round += 1;
  startRound(ctx);
}
