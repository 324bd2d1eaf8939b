import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { LogEvent } from "../../worker/games/contract.ts";
import { notreDame, type NotreDameState } from "../../worker/games/notre-dame/index.ts";
import { randomInt, seedRng, type RngState } from "../../worker/games/rng.ts";
import { openDb } from "../../worker/db/index.ts";
import { sinceOwnLastMove } from "../../worker/match/since.ts";
import { call, seatsOf, signIn, startedGame, storedGame } from "./helpers.ts";

/**
 * Plays a random stretch of a game through HTTP, then replaces every secret in D1 by a marker
 * naming its owner (hands, offers, passes, discards, decks, hidden prestige, the private log
 * events, the moves themselves) and searches every answer every player gets for other seats' markers.
 */
async function plantSecrets(id: string, actor: number): Promise<void> {
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
  const { results } = await env.DB.prepare("SELECT seq, seat, move, events FROM moves WHERE game_id = ?").bind(id).all<{ seq: number; seat: number; move: string; events: string }>();
  for (const row of results) {
    // A private event's cards become markers too, so that words made of them (mails) would show a leak.
    const marked = (e: LogEvent) => {
      const marker = `SECRET-event-for-${e.to?.join("+")}`;
      const cards = Array.isArray(e.event.cards) ? { cards: e.event.cards.map(() => marker) } : {};
      const card = typeof e.event.card === "string" ? { card: marker } : {};
      return { ...e, event: { ...e.event, ...cards, ...card, secret: marker } };
    };
    const events = (JSON.parse(row.events) as LogEvent[]).map((e) => (e.to ? marked(e) : e));
    const move = { ...(JSON.parse(row.move) as object), secret: `SECRET-move-${row.seat}` };
    await env.DB.prepare("UPDATE moves SET events = ?, move = ? WHERE game_id = ? AND seq = ?").bind(JSON.stringify(events), JSON.stringify(move), id, row.seq).run();
  }
}

function leaks(text: string, viewer: number | undefined): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/SECRET-[a-z-]+?(?:-(\d+(?:\+\d+)*))?(?=["\\,.\s]|$)/g)) {
    const owners = m[1]?.split("+").map(Number) ?? [];
    if (viewer === undefined || !owners.includes(viewer)) found.push(m[0]);
  }
  for (const m of text.matchAll(/777000(\d)/g)) if (Number(m[1]) !== viewer) found.push(m[0]);
  return found;
}

describe("secrecy through HTTP", () => {
  for (const [seats, stretch] of [
    [2, 9],
    [3, 14],
    [4, 31],
    [4, 60],
    [5, 23],
  ] as const) {
    it(`no answer to any player holds another seat's secrets (${seats} players, ${stretch} moves in)`, async () => {
      const players: Awaited<ReturnType<typeof signIn>>[] = [];
      for (let i = 0; i < seats; i++) players.push(await signIn());
      const id = await startedGame(players);
      const seatOf = await seatsOf(id);
      const cookieOf = (seat: number) => players.find((p) => p.userId === seatOf.get(seat))?.cookie ?? "";
      let chooser: RngState = seedRng(`secrecy-${seats}-${stretch}`);
      for (let i = 0; i < stretch; i++) {
        const game = await storedGame(id);
        let pick: number;
        [pick, chooser] = randomInt(chooser, game.to_act.length);
        const seat = game.to_act[pick] as number;
        const legal = notreDame.legalMoves(game.state, seat);
        [pick, chooser] = randomInt(chooser, legal.length);
        const response = await call(cookieOf(seat), "POST", `/api/games/${id}/moves`, { version: game.version, idempotencyKey: `s-${id}-${i}`, move: legal[pick] });
        expect(response.status).toBe(200);
      }
      const { seed, to_act: toAct } = await storedGame(id);
      await plantSecrets(id, toAct[0] as number);
      const stranger = await signIn();
      const viewers: [number | undefined, string][] = [...Array.from({ length: seats }, (_, seat) => [seat, cookieOf(seat)] as [number, string]), [undefined, stranger.cookie]];
      for (const [seat, cookie] of viewers) {
        const paths = [`/api/games/${id}`, `/api/games/${id}/log`, `/api/games/${id}/chat`, "/api/games?list=mine", "/api/games?list=open", `/api/games/${id}/replay`];
        if (seat !== undefined) paths.push(`/api/games/${id}/since`);
        for (const path of paths) {
          const text = await (await call(cookie, "GET", path)).text();
          expect(text, path).not.toContain(seed);
          expect(leaks(text, seat), `${path} as seat ${seat}`).toEqual([]);
          if (path === `/api/games/${id}/log` && seat !== undefined) expect(text).toContain(`SECRET-move-${seat}`);
        }
      }
      // What a mail or a push says happened since a player's last move: in words, still only that seat's.
      const ctx = { db: openDb(env.DB), env, now: Date.now() };
      for (let seat = 0; seat < seats; seat++) {
        const since = await sinceOwnLastMove(ctx, { id, type: "notre-dame" }, seatOf.get(seat) ?? "", "en");
        expect(leaks(JSON.stringify(since), seat), `mail words for seat ${seat}`).toEqual([]);
      }
    }, 300_000);
  }
});
