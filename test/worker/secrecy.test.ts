import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { randomInt, seedRng, type RngState } from "../../worker/games/rng.ts";
import { openDb } from "../../worker/db/index.ts";
import { sinceOwnLastMove } from "../../worker/match/since.ts";
import { caseName, definitionOf, EVERY_GAME, type GameCase } from "./each-game.ts";
import { call, seatsOf, settleBackgroundWork, signIn, startedGameOf, storedGame } from "./helpers.ts";
import { PLANT_SECRETS, plantPlans } from "./secrets.ts";

/**
 * Plays a random stretch of a game through HTTP, then replaces every secret in D1 by a marker
 * naming its owner (test/worker/secrets.ts, per game) and searches every answer every player gets
 * for other seats' markers and for the secrets themselves.
 */
const CASES: readonly (GameCase & { stretch: number })[] = [
  { type: "notre-dame", seats: 2, options: {}, stretch: 9 },
  { type: "notre-dame", seats: 3, options: {}, stretch: 14 },
  { type: "notre-dame", seats: 4, options: {}, stretch: 31 },
  { type: "notre-dame", seats: 4, options: {}, stretch: 60 },
  { type: "notre-dame", seats: 5, options: {}, stretch: 23 },
  { type: "carcassonne-ghosts", seats: 1, options: { level: 5 }, stretch: 30 },
  { type: "carcassonne-ghosts", seats: 3, options: { level: 5 }, stretch: 45 },
  { type: "carcassonne-ghosts", seats: 2, options: { level: 6 }, stretch: 30 },
  { type: "carcassonne-ghosts", seats: 4, options: { level: 1 }, stretch: 25 },
  { type: "carcassonne-ghosts", seats: 5, options: { level: 3 }, stretch: 20 },
  { type: "deal-with-the-devil", seats: 4, options: {}, stretch: 14 },
  { type: "deal-with-the-devil", seats: 4, options: {}, stretch: 63 },
];

describe("secrecy through HTTP", () => {
  it("covers every registered game", () => {
    for (const [type] of EVERY_GAME) {
      expect(
        CASES.some((c) => c.type === type),
        type,
      ).toBe(true);
      expect(PLANT_SECRETS[type], type).toBeDefined();
    }
  });

  for (const c of CASES) {
    const { type, seats, stretch } = c;
    it(`no answer to any player holds another seat's secrets (${caseName(c)}, ${stretch} moves in)`, async () => {
      const game = definitionOf(type);
      const players: Awaited<ReturnType<typeof signIn>>[] = [];
      for (let i = 0; i < seats; i++) players.push(await signIn());
      const id = await startedGameOf(type, players, c.options);
      const seatOf = await seatsOf(id);
      const cookieOf = (seat: number) => players.find((p) => p.userId === seatOf.get(seat))?.cookie ?? "";
      const moved = new Set<number>();
      let chooser: RngState = seedRng(`secrecy-${seats}-${stretch}`);
      for (let i = 0; i < stretch; i++) {
        const stored = await storedGame(id);
        let pick: number;
        [pick, chooser] = randomInt(chooser, stored.to_act.length);
        const seat = stored.to_act[pick] as number;
        // The game stays under way: its secrets are searched for while they are secrets.
        const legal = game.legalMoves(stored.state, seat).filter((move) => {
          const result = game.play(stored.state, seat, move);
          return result.ok && game.outcome(result.played.state) === undefined;
        });
        if (legal.length === 0) break;
        [pick, chooser] = randomInt(chooser, legal.length);
        const response = await call(cookieOf(seat), "POST", `/api/games/${id}/moves`, {
          version: stored.version,
          idempotencyKey: `s-${id}-${i}`,
          move: legal[pick],
        });
        expect(response.status).toBe(200);
        moved.add(seat);
      }
      const { seed, to_act: toAct, status } = await storedGame(id);
      expect(status).toBe("active");
      const leaks = await PLANT_SECRETS[type]!(id, toAct[0] as number);
      // The search can fail: the stored state, markers planted, is full of secrets to a spectator.
      expect(leaks(JSON.stringify((await storedGame(id)).state), undefined)).not.toEqual([]);
      await plantPlans(id, seats);
      const stranger = await signIn();
      const viewers: [number | undefined, string][] = [
        ...Array.from({ length: seats }, (_, seat) => [seat, cookieOf(seat)] as [number, string]),
        [undefined, stranger.cookie],
      ];
      for (const [seat, cookie] of viewers) {
        const paths = [
          `/api/games/${id}`,
          `/api/games/${id}/log`,
          `/api/games/${id}/chat`,
          "/api/games?list=mine",
          "/api/games?list=open",
          `/api/games/${id}/replay`,
          // What a program reads (issue 31): the event stream and the page of legal moves.
          "/api/me/events?wait=0&cursor=0.0",
          `/api/games/${id}/legal?limit=2000`,
        ];
        if (seat !== undefined) paths.push(`/api/games/${id}/since`, `/api/games/${id}/plans`);
        for (const path of paths) {
          const text = await (await call(cookie, "GET", path)).text();
          expect(text, path).not.toContain(seed);
          expect(leaks(text, seat), `${path} as seat ${seat}`).toEqual([]);
          if (path === `/api/games/${id}/log` && seat !== undefined && moved.has(seat))
            expect(text).toContain(`SECRET-move-${seat}`);
          // A seat's own plans come back to it (so the search would find another's).
          if (path.endsWith("/plans")) {
            expect(text).toContain(`SECRET-plan-${seat}`);
            expect(text).toContain(`SECRET-plan-later-${seat}`);
          }
        }
      }
      // What a mail or a push says happened since a player's last move: in words, still only that seat's.
      const ctx = { db: openDb(env.DB), env, now: Date.now() };
      for (let seat = 0; seat < seats; seat++) {
        const since = await sinceOwnLastMove(ctx, { id, type }, seatOf.get(seat) ?? "", "en");
        expect(leaks(JSON.stringify(since), seat), `mail words for seat ${seat}`).toEqual([]);
      }
    });
  }
});

/** One person and bots: the bots' moves and secrets reach the person no more than another person's would. */
const WITH_BOTS: readonly (GameCase & { mine: number })[] = [
  { type: "notre-dame", seats: 4, options: {}, mine: 6 },
  { type: "carcassonne-ghosts", seats: 3, options: { level: 5 }, mine: 6 },
  { type: "deal-with-the-devil", seats: 4, options: {}, mine: 8 },
];

describe("secrecy through HTTP, with bot seats", () => {
  it("covers every registered game", () => {
    for (const [type] of EVERY_GAME)
      expect(
        WITH_BOTS.some((c) => c.type === type),
        type,
      ).toBe(true);
  });

  for (const c of WITH_BOTS) {
    it(`no answer to the person or a stranger holds a bot seat's secrets (${caseName(c)}, ${c.mine} moves of the person)`, async () => {
      const game = definitionOf(c.type);
      const person = await signIn();
      const created = await call(person.cookie, "POST", "/api/games", {
        type: c.type,
        seats: c.seats,
        options: c.options,
        bots: c.seats - 1,
      });
      const { id } = (await created.json()) as { id: string };
      const seatOf = await seatsOf(id);
      const mySeat = [...seatOf].find(([, userId]) => userId === person.userId)?.[0] ?? -1;
      for (let i = 0; i < c.mine; i++) {
        await settleBackgroundWork();
        const stored = await storedGame(id);
        const legal = game.legalMoves(stored.state, mySeat).filter((move) => {
          const result = game.play(stored.state, mySeat, move);
          return result.ok && game.outcome(result.played.state) === undefined;
        });
        if (!stored.to_act.includes(mySeat) || legal.length === 0) break;
        const response = await call(person.cookie, "POST", `/api/games/${id}/moves`, {
          version: stored.version,
          idempotencyKey: `bots-${id}-${i}`,
          move: legal[i % legal.length],
        });
        expect(response.status).toBe(200);
      }
      await settleBackgroundWork();
      const { seed, to_act: toAct, status } = await storedGame(id);
      expect(status).toBe("active");
      const leaks = await PLANT_SECRETS[c.type]!(id, toAct[0] as number);
      expect(leaks(JSON.stringify((await storedGame(id)).state), undefined)).not.toEqual([]);
      const stranger = await signIn();
      for (const [seat, cookie] of [
        [mySeat, person.cookie],
        [undefined, stranger.cookie],
      ] as const) {
        for (const path of [
          `/api/games/${id}`,
          `/api/games/${id}/log`,
          "/api/games?list=mine",
          `/api/games/${id}/replay`,
        ]) {
          const text = await (await call(cookie, "GET", path)).text();
          expect(text, path).not.toContain(seed);
          expect(leaks(text, seat), `${path} as seat ${seat}`).toEqual([]);
        }
      }
    });
  }
});
