/**
 * Phase 2, cards (L430–454): round 1 deals one building of each letter and an event; later rounds
 * keep one building (chosen before drawing, L439), draw 4 and an event, and pass 2 of the new ones
 * to the neighbour (left in even rounds, right in odd ones), simultaneously and hidden.
 */
import type { Seat } from "../contract.ts";
import { BUILDING_BY_ID } from "./cards/index.ts";
import { emit, emitTo, type Ctx } from "./ctx.ts";
import { ruleError, type DevilError } from "./errors.ts";
import type { KeepMove, PassMove } from "./moves.ts";
import { player, type DevilState } from "./state.ts";

/** Events kept at most: 2 (the newer kept at the action phase's start, L450). */
const MAX_EVENTS = 2;

function drawEvent(s: DevilState, seat: Seat): void {
  const p = player(s, seat);
  const id = s.eventDeck.shift();
  if (id === undefined) return;
  p.events.push(id);
  while (p.events.length > MAX_EVENTS) p.events.shift();
}

/** Round 1: the letter decks were dealt at setup; everyone draws an event. */
export function dealRoundOne(ctx: Ctx): void {
  const s = ctx.s;
  s.players.forEach((p, seat) => {
    drawEvent(s, seat);
    emitTo(ctx, [seat], { type: "dealt", buildings: p.hand.slice(), event: p.events.at(-1) ?? null });
  });
  emit(ctx, { type: "cardsDealt" });
}

export function keep(ctx: Ctx, seat: Seat, move: KeepMove): DevilError | undefined {
  const p = player(ctx.s, seat);
  if (!p.hand.includes(move.card)) return ruleError("CARD_NOT_IN_HAND", { card: move.card });
  p.hand = [move.card];
  return undefined;
}

/** When every seat has kept: 4 buildings of this round and an event each, in seat order. */
export function drawCards(ctx: Ctx): void {
  const s = ctx.s;
  const deck = s.buildings[s.round - 1] ?? [];
  s.players.forEach((p, seat) => {
    const drawn = deck.splice(0, 4);
    s.drawn[seat] = drawn;
    p.hand.push(...drawn);
    drawEvent(s, seat);
    emitTo(ctx, [seat], { type: "drawn", buildings: drawn, event: p.events.at(-1) ?? null });
  });
  emit(ctx, { type: "cardsDrawn" });
}

export function pass(ctx: Ctx, seat: Seat, move: PassMove): DevilError | undefined {
  const s = ctx.s;
  const drawn = s.drawn[seat] ?? [];
  const [a, b] = move.cards;
  const first = drawn.indexOf(a);
  const second = drawn.findIndex((id, i) => id === b && i !== first);
  if (first < 0 || second < 0) return ruleError("CARD_NOT_IN_HAND", { card: first < 0 ? a : b });
  s.drawn[seat] = [a, b];
  // Shown to everybody when the step resolves (the wish is public, its timing must not be).
  player(s, seat).wishes = [...new Set(move.wishes ?? [])];
  return undefined;
}

/** Left in even rounds, right in odd rounds (L443); seats are numbered clockwise, left = +1. */
export function neighbour(s: DevilState, seat: Seat): Seat {
  return s.round % 2 === 0 ? (seat + 1) % 4 : (seat + 3) % 4;
}

export function passCards(ctx: Ctx): void {
  const s = ctx.s;
  const received: string[][] = s.players.map(() => []);
  s.players.forEach((p, seat) => {
    const given = s.drawn[seat] ?? [];
    for (const id of given) p.hand.splice(p.hand.lastIndexOf(id), 1);
    received[neighbour(s, seat)] = given;
  });
  received.forEach((cards, seat) => {
    player(s, seat).hand.push(...cards);
    emitTo(ctx, [seat], { type: "received", buildings: cards });
  });
  s.drawn = s.players.map(() => []);
  emit(ctx, { type: "cardsPassed" });
  s.players.forEach((p, seat) => {
    if (p.wishes.length > 0) emit(ctx, { type: "wishes", seat, wishes: p.wishes.slice() });
  });
}

/** Default keep: the building worth most points (ties: first in hand). */
export function defaultKeep(s: DevilState, seat: Seat): string {
  const hand = player(s, seat).hand;
  return hand.reduce(
    (best, id) => ((BUILDING_BY_ID.get(id)?.points ?? 0) > (BUILDING_BY_ID.get(best)?.points ?? 0) ? id : best),
    hand[0] as string,
  );
}

/** Default pass: the 2 new ones worth fewest (ties: last drawn). */
export function defaultPass(s: DevilState, seat: Seat): [string, string] {
  const drawn = (s.drawn[seat] ?? []).map((id, i) => ({ id, i, pts: BUILDING_BY_ID.get(id)?.points ?? 0 }));
  const sorted = drawn.sort((x, y) => x.pts - y.pts || y.i - x.i);
  return [sorted[0]?.id as string, sorted[1]?.id as string];
}
