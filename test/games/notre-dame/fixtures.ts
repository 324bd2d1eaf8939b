import { expect } from "vitest";
import type { Played, Seat } from "../../../worker/games/contract.ts";
import type { Card } from "../../../worker/games/notre-dame/data.ts";
import { notreDame } from "../../../worker/games/notre-dame/index.ts";
import type { Move } from "../../../worker/games/notre-dame/moves.ts";
import { cloneState, type NotreDameState, type PlayerState } from "../../../worker/games/notre-dame/state.ts";

/** A new game with open scores (so tests can read prestige from views too). */
export function fresh(seats = 3, seed = "fixture", hiddenScores = false): NotreDameState {
  return notreDame.setup(seats, { hiddenScores }, seed);
}

/** Changes one player's position (a copy; the input is left alone). */
export function withPlayer(
  state: NotreDameState,
  seat: Seat,
  patch: Partial<Omit<PlayerState, "fields">> & { fields?: Partial<PlayerState["fields"]> },
): NotreDameState {
  const s = cloneState(state);
  const p = s.players[seat];
  if (!p) throw new Error(`no seat ${seat}`);
  s.players[seat] = { ...p, ...patch, fields: { ...p.fields, ...patch.fields } };
  return s;
}

/** Phase 3 with `seat` to play first, holding `hand`; every other seat holds three spare cards. */
export function atPlay(state: NotreDameState, seat: Seat, hand: Card[]): NotreDameState {
  const s = cloneState(state);
  delete s.draft;
  s.phase = "actions";
  s.bellRinger = seat;
  s.turns = 0;
  s.players.forEach((p, i) => (p.hand = i === seat ? hand.slice() : ["park", "school", "inn"]));
  return s;
}

/** Phase 4 with `seat` to bribe; `last` makes it the round's last decision (plague follows). */
export function atBribe(state: NotreDameState, seat: Seat, last = false): NotreDameState {
  const s = cloneState(state);
  delete s.draft;
  s.phase = "bribes";
  const seats = s.players.length;
  s.turns = last ? seats - 1 : 0;
  s.bellRinger = (seat - s.turns + seats) % seats;
  s.players.forEach((p) => (p.hand = []));
  return s;
}

/** The round's personalities, in place of the drawn ones (decks keep 15 cards in all). */
export function reveal(state: NotreDameState, persons: NotreDameState["revealed"]): NotreDameState {
  const s = cloneState(state);
  const all = [...s.revealed, ...s.brown, ...s.grey];
  const rest = all.filter((p) => !persons.includes(p));
  s.revealed = persons.slice();
  s.brown = rest.filter((p) => ["barmaid", "monk", "moneylender", "minstrel", "juggler", "physician"].includes(p));
  s.grey = rest.filter((p) => !s.brown.includes(p));
  return s;
}

export function mustPlay(state: NotreDameState, seat: Seat, move: Move): Played<NotreDameState> {
  const result = notreDame.play(state, seat, move);
  if (!result.ok) throw new Error(`${JSON.stringify(move)} refused: ${JSON.stringify(result.error)}`);
  return result.played;
}

export function mustRefuse(state: NotreDameState, seat: Seat, move: Move, code: string): void {
  const before = JSON.stringify(state);
  const result = notreDame.play(state, seat, move);
  expect(result.ok ? "accepted" : result.error.code).toBe(code);
  expect(JSON.stringify(state)).toBe(before);
}

export function player(state: NotreDameState, seat: Seat): PlayerState {
  const p = state.players[seat];
  if (!p) throw new Error(`no seat ${seat}`);
  return p;
}

/** Canonical JSON (sorted keys) so moves compare whatever their key order. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}
