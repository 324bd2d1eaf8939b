import { env } from "cloudflare:test";
import type { LogEvent } from "../../worker/games/contract.ts";
import type { CarcassonneState } from "../../worker/games/carcassonne-ghosts/index.ts";
import type { NotreDameState } from "../../worker/games/notre-dame/index.ts";
import { plantDevil } from "./devil-secrets.ts";
import { storedGame } from "./helpers.ts";

/** Finds, in a text one viewer got (undefined: a spectator), the secrets that viewer may not see. */
export type LeakFinder = (text: string, viewer: number | undefined) => string[];

/**
 * Per registered game: replaces the secrets of a stored game by markers naming their owner (the
 * seat to act keeps what its legal moves are computed from) and answers how to find them, and
 * anything else secret, in a text.
 */
export const PLANT_SECRETS: Readonly<Record<string, (id: string, actor: number) => Promise<LeakFinder>>> = {
  "notre-dame": plantNotreDame,
  "carcassonne-ghosts": plantCarcassonne,
  "deal-with-the-devil": plantDevil,
};

/**
 * Moves planned ahead for every seat (worker/match/plans.ts), its next turn and a later one of its
 * chain, written straight into D1 with a marker owned by that seat in each move and condition: only the owner may ever see either,
 * nor that a plan exists.
 */
export async function plantPlans(id: string, seats: number): Promise<void> {
  const { move_count: since } = await storedGame(id);
  for (let seat = 0; seat < seats; seat++) {
    const owner = await env.DB.prepare("SELECT user_id FROM seats WHERE game_id = ? AND seat = ?")
      .bind(id, seat)
      .first<{ user_id: string }>();
    // Its next turn's plan and one for a later turn of the chain, each marked.
    for (const [rank, part] of ["plan", "plan-later"].entries())
      await env.DB.prepare(
        "INSERT INTO planned_moves (id, game_id, user_id, seat, turn, rank, condition, move, since, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0)",
      )
        .bind(
          `${part}-${id}-${seat}`,
          id,
          owner?.user_id ?? "",
          seat,
          `SECRET-${part}-turn-${seat}`,
          rank + 1,
          JSON.stringify({ seat: (seat + 1) % seats, move: { secret: `SECRET-${part}-condition-${seat}` } }),
          JSON.stringify({ secret: `SECRET-${part}-${seat}` }),
          since,
        )
        .run();
  }
}

/** Markers `SECRET-…-<owners>` whose owners do not include the viewer (no owners: secret to all). */
function markers(text: string, viewer: number | undefined): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/SECRET-[a-z-]+?(?:-(\d+(?:\+\d+)*))?(?=["\\,.\s]|$)/g)) {
    const owners = m[1]?.split("+").map(Number) ?? [];
    if (viewer === undefined || !owners.includes(viewer)) found.push(m[0]);
  }
  return found;
}

/** Every move of the log gets a marker owned by its seat: a seat's own moves come back to it, nobody else's. */
async function markMoves(id: string, markEvents: (e: LogEvent) => LogEvent = (e) => e): Promise<void> {
  const { results } = await env.DB.prepare("SELECT seq, seat, move, events FROM moves WHERE game_id = ?")
    .bind(id)
    .all<{ seq: number; seat: number; move: string; events: string }>();
  for (const row of results) {
    const events = (JSON.parse(row.events) as LogEvent[]).map(markEvents);
    const move = { ...(JSON.parse(row.move) as object), secret: `SECRET-move-${row.seat}` };
    await env.DB.prepare("UPDATE moves SET events = ?, move = ? WHERE game_id = ? AND seq = ?")
      .bind(JSON.stringify(events), JSON.stringify(move), id, row.seq)
      .run();
  }
}

/** Hands, offers, passes, discards, decks, hidden prestige, the private log events, the moves themselves. */
async function plantNotreDame(id: string, actor: number): Promise<LeakFinder> {
  const game = await storedGame(id);
  const s = game.state as NotreDameState & { __raw?: string };
  s.__raw = "SECRET-raw-state";
  s.brown = s.brown.map(() => "SECRET-brown" as never);
  s.grey = s.grey.map(() => "SECRET-grey" as never);
  s.players.forEach((p, seat) => {
    if (s.options.hiddenScores) p.prestige = 7_770_000 + seat;
    if (seat === actor) return; // the seat to act keeps real cards: its legal moves are computed from them
    p.deck = p.deck.map(() => `SECRET-deck-${seat}` as never);
    p.hand = p.hand.map(() => `SECRET-hand-${seat}` as never);
    p.passed = p.passed.map(() => `SECRET-passed-${seat}` as never);
    if (p.discarded) p.discarded = `SECRET-discarded-${seat}` as never;
    if (s.draft) s.draft.offers[seat] = (s.draft.offers[seat] ?? []).map(() => `SECRET-offer-${seat}` as never);
  });
  await env.DB.prepare("UPDATE games SET state = ? WHERE id = ?").bind(JSON.stringify(s), id).run();
  // A private event's cards become markers too, so that words made of them (mails) would show a leak.
  await markMoves(id, (e) => {
    if (!e.to) return e;
    const marker = `SECRET-event-for-${e.to.join("+")}`;
    const cards = Array.isArray(e.event.cards) ? { cards: e.event.cards.map(() => marker) } : {};
    const card = typeof e.event.card === "string" ? { card: marker } : {};
    return { ...e, event: { ...e.event, ...cards, ...card, secret: marker } };
  });
  return (text, viewer) => {
    const found = markers(text, viewer);
    for (const m of text.matchAll(/777000(\d)/g)) if (Number(m[1]) !== viewer) found.push(m[0]);
    return found;
  };
}

/**
 * The tiles a Carcassonne ghosts state keeps from everybody, forever: those still in the piles
 * (their order, and which they are), the fronts of face-down tiles, the one drawn face down and
 * not yet placed. The drawn face-up tile is public.
 */
export function carcassonneSecretIds(s: CarcassonneState): string[] {
  const downs = s.tiles.flatMap((t) => ("down" in t ? [t.down] : []));
  return [...s.piles.flat(), ...downs, ...(s.turn.hidden === undefined ? [] : [s.turn.hidden])];
}

/** A tile id standing alone (quoted in JSON or a word in a sentence), not inside another token. */
export function tileIdsIn(text: string, ids: readonly string[]): string[] {
  return ids.filter((id) => new RegExp(`(?<![A-Za-z0-9_-])${id}(?![A-Za-z0-9_-])`).test(text));
}

/**
 * The secret tiles' ids are searched for as they are (the log's events were written from the real
 * state), then replaced in the stored state by markers: whatever an answer takes from the state's
 * piles or face-down fronts would show one.
 */
async function plantCarcassonne(id: string): Promise<LeakFinder> {
  const game = await storedGame(id);
  const s = game.state as CarcassonneState & { __raw?: string };
  const secret = carcassonneSecretIds(s);
  s.__raw = "SECRET-raw-state";
  s.piles = s.piles.map((pile) => pile.map(() => "SECRET-pile"));
  s.tiles = s.tiles.map((t) => ("down" in t ? { ...t, down: "SECRET-down" } : t));
  if (s.turn.hidden !== undefined) s.turn.hidden = "SECRET-hidden";
  await env.DB.prepare("UPDATE games SET state = ? WHERE id = ?").bind(JSON.stringify(s), id).run();
  await markMoves(id);
  return (text, viewer) => [...markers(text, viewer), ...tileIdsIn(text, secret)];
}
