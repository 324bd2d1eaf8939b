/**
 * The timed-out seat's default move (rules file, "Hidden information and correspondence play"):
 * it gives nothing away, reveals nothing and costs no reputation by itself. The role bots that
 * play to each role's goals are bot-roles.ts; the answers to the inquisitors are the same for both.
 */
import type { Seat } from "../contract.ts";
import type { Ctx } from "./ctx.ts";
import { defaultKeep, defaultPass } from "./cards.ts";
import { answerCode, answerSeat, obligations } from "./inquisition.ts";
import { legalMoves } from "./legal.ts";
import type { AnswerMove, Move } from "./moves.ts";
import { finalTerms } from "./scoring.ts";
import { cloneState, player, type DevilState } from "./state.ts";
import { canProve } from "./witch.ts";

export function timeoutMove(state: DevilState, seat: Seat): Move {
  const s = state;
  const p = player(s, seat);
  switch (s.step) {
    case "keep":
      return { type: "keep", card: defaultKeep(s, seat) };
    case "pass":
      return { type: "pass", cards: defaultPass(s, seat) };
    case "offer":
      return { type: "offer", goods: {}, price: null };
    case "view1":
    case "view2":
      return { type: "view", accept: false };
    case "plan":
      // Nothing planned; with two events the newer is kept.
      return {
        type: "plan",
        ...(p.events.length > 1 ? { discard: p.events[0] as string } : {}),
        use: [],
        builds: [],
        repay: 0,
      };
    case "vote":
      return { type: "vote", target: null };
    case "defend":
      return { type: "defend", prove: canProve(s, seat) };
    case "wings":
      return { type: "wings", count: 0 };
    case "ritual":
      return p.role === "devil"
        ? { type: "ritual", bribe: 0, pure: p.pure, tainted: p.tainted }
        : { type: "ritual", bribe: 0, pure: 0, tainted: 0 };
    case "answer":
      return bestAnswer(s, seat);
    case "over":
      throw new Error("the game is over");
  }
}

/**
 * The answer giving the highest final score if scored right after it resolves as inquisition.ts
 * `answerSeat` resolves it (a house guest a penalty brings included); ties: more pieces, then
 * fewer indulgences, then the latest penalties. Penalties run with no declared choices, as the
 * move carries none: the Ascetic gets commons first, the Libertine the rare held
 * most (a rare scores 1 at the end, he takes 3), the Vandal the latest built of a tie.
 */
export function bestAnswer(s: DevilState, seat: Seat): AnswerMove {
  const due = obligations(s, seat);
  let best: { move: AnswerMove; key: number[] } | undefined;
  for (const move of legalMoves(s, seat) as AnswerMove[]) {
    const ctx: Ctx = { s: cloneState(s), events: [], reveals: false };
    answerSeat(
      ctx,
      seat,
      move.answers.map(answerCode),
      { startReputation: ctx.s.players.map((x) => x.reputation) },
      {},
    );
    const { total } = finalTerms(ctx.s, seat);
    const latest = move.answers.map((a, i) => (a === "penalty" ? i : 0)).reduce((a, b) => a + b, 0);
    const key = [
      total,
      move.answers.filter((a) => a === "piece").length,
      -move.answers.filter((a) => a === "indulgence").length,
      latest,
    ];
    if (!best || greater(key, best.key)) best = { move, key };
  }
  return best?.move ?? { type: "answer", answers: due.map(() => "penalty" as const) };
}

/** Lexicographic order of two keys of equal length. */
function greater(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] ?? 0) > (b[i] ?? 0);
  return false;
}
