import type { RuleError, Seat } from "../contract.ts";
import { ruleError } from "./errors.ts";
import { emit, player, type Ctx } from "./gains.ts";
import type { KeepMove } from "./moves.ts";
import { leftOf } from "./state.ts";

/**
 * Phase 2, one simultaneous step at a time: keep one card of those in front of you; the rest go
 * face down to the left once everybody has chosen (so nobody sees what arrives before passing).
 */
export function keepCard(ctx: Ctx, seat: Seat, move: KeepMove): RuleError | undefined {
  const draft = ctx.s.draft;
  if (!draft) return ruleError("WRONG_PHASE", { phase: ctx.s.phase });
  const offer = draft.offers[seat] ?? [];
  const index = offer.indexOf(move.card);
  if (index < 0) return ruleError("CARD_NOT_OFFERED", { card: move.card });
  offer.splice(index, 1);
  player(ctx, seat).hand.push(move.card);
  draft.done[seat] = true;
  emit(ctx, { type: "kept", seat });
  emit(ctx, { type: "kept", seat, card: move.card }, [seat]);
  if (draft.done.every(Boolean)) passCards(ctx);
  return undefined;
}

function passCards(ctx: Ctx): void {
  const s = ctx.s;
  const draft = s.draft;
  if (!draft) return;
  const received: (typeof draft.offers)[number][] = s.players.map(() => []);
  draft.offers.forEach((cards, seat) => {
    player(ctx, seat).passed.push(...cards);
    received[leftOf(s, seat)] = cards;
  });
  ctx.reveals = true;
  emit(ctx, { type: "cardsPassed", step: draft.step });
  received.forEach((cards, seat) => emit(ctx, { type: "received", seat, cards }, [seat]));
  if (draft.step === 1) {
    s.draft = { step: 2, offers: received, done: s.players.map(() => false) };
    return;
  }
  received.forEach((cards, seat) => player(ctx, seat).hand.push(...cards));
  delete s.draft;
  s.phase = "actions";
  s.turns = 0;
}
