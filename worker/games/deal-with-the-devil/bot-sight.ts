/**
 * What a role bot may look at: the state as its own seat sees it. Every value view.ts keeps from
 * that seat (another seat's role, mark, goods, soul pieces, indulgences, hand, events, drawn cards,
 * chest, plan, vote, defence, wings, ritual chest, answers, market acts not yet public, the
 * guesses' owners, the routing, the deck orders and the PRNG) is replaced by one fixed blank, so a
 * bot reading this copy decides the same whatever those values are (bot.test.ts checks it), and
 * may still run the engine's own rules on it for its own seat.
 */
import type { Seat } from "../contract.ts";
import { cloneState, emptyStock, type DevilState } from "./state.ts";
import { view, type DevilView } from "./view.ts";

export type Sight = {
  /** The state with every other seat's secrets blanked. */
  k: DevilState;
  /** The seat's own view: what it is shown (the chest in front of it, the guesses' marks…). */
  v: DevilView;
  seat: Seat;
};

export function sight(state: DevilState, seat: Seat): Sight {
  const v = view(state, seat);
  const k = cloneState(state);
  k.rng = [1, 2, 3, 4];
  k.buildings = k.buildings.map(() => []);
  k.eventDeck = [];
  k.routes = [];
  k.players.forEach((p, i) => {
    if (i === seat) return;
    p.role = "mortal";
    p.mark = "mortal1";
    p.goods = emptyStock();
    p.pure = 0;
    p.tainted = 0;
    p.indulgences = 0;
    p.hand = [];
    p.events = [];
    p.debt = k.debt0[i] ?? p.debt;
    if (k.step === "pass") p.wishes = [];
  });
  const blank = <T>(list: T[], empty: T): T[] => list.map((x, i) => (i === seat ? x : empty));
  k.drawn = blank(k.drawn, []);
  k.chests = k.chests.map((c, i) => (i === seat ? { offer: c.offer, price: c.price } : { offer: {}, price: null }));
  k.plans = blank(k.plans, null);
  k.votes = blank(k.votes, null);
  k.defences = blank(k.defences, null);
  k.ritual = blank(k.ritual, null);
  k.wings = blank(k.wings, 0);
  k.answers = blank(k.answers, null);
  k.answerChoices = blank(k.answerChoices, null);
  k.acts = blank(k.acts, []);
  k.guesses = k.guesses.filter((g) => g.by === seat);
  delete k.final;
  return { k, v, seat };
}

/** A number from what the seat sees, to break ties the same way every time (never Math.random). */
export function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
