import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { CarcassonneState } from "../../worker/games/carcassonne-ghosts/index.ts";
import type { Level } from "../../worker/games/carcassonne-ghosts/state.ts";
import { openDb } from "../../worker/db/index.ts";
import { sinceOwnLastMove } from "../../worker/match/since.ts";
import { definitionOf, reseed } from "./each-game.ts";
import { call, seatsOf, signIn, startedGameOf, storedGame } from "./helpers.ts";
import { carcassonneSecretIds, tileIdsIn } from "./secrets.ts";
import { playGame } from "../games/carcassonne-ghosts/play-through.ts";
import { archiveFinishedGames } from "../../worker/jobs/archive.ts";
import { budget } from "../budget.ts";
import { afterGrace, contextAt, mailsSent } from "./archive-helpers.ts";

const game = definitionOf("carcassonne-ghosts");

/** The bot's whole game from a seed, played here: its final state. */
function botGame(seats: number, level: Level, seed: string): CarcassonneState {
  return playGame({ seats, level, seed, policies: Array.from({ length: seats }, () => "bot"), choices: [] }).final;
}

/** A seed whose bot game starts with `first` to act and ends with tiles face down and tiles left in the piles. */
function seedWithFaceDownTiles(seats: number, level: Level, first: number): string {
  for (let i = 0; i < 200; i++) {
    const seed = `after-end-${seats}-${level}-${i}`;
    if (game.toAct(game.setup(seats, { level }, seed))[0] !== first) continue;
    const final = botGame(seats, level, seed);
    if (final.tiles.filter((t) => "down" in t).length >= 2 && final.piles.some((p) => p.length > 0)) return seed;
  }
  throw new Error("no seed gives face-down tiles");
}

type Replay = {
  seed?: string;
  views?: unknown[];
  moves: { kind: string; move?: unknown; events: unknown[] }[];
  outcome?: { kind: string };
};

describe("Carcassonne ghosts: what stays secret after the end", () => {
  for (const seats of [1, 3]) {
    it(
      `a finished level-5 game (${seats} seat${seats === 1 ? "" : "s"}) never shows a face-down tile's front or the tiles left, nor its seed, to anybody`,
      async () => {
        const players: Awaited<ReturnType<typeof signIn>>[] = [];
        for (let i = 0; i < seats; i++) players.push(await signIn());
        const id = await startedGameOf("carcassonne-ghosts", players, { level: 5 });
        await reseed(id, "carcassonne-ghosts", seedWithFaceDownTiles(seats, 5, (await storedGame(id)).to_act[0] ?? 0));
        const seatOf = await seatsOf(id);
        const cookieOf = (seat: number) => players.find((p) => p.userId === seatOf.get(seat))?.cookie ?? "";
        let undone = false;
        const refusedIn = new Set<string>();
        for (let i = 0; ; i++) {
          const stored = await storedGame(id);
          if (stored.status !== "active") break;
          const seat = stored.to_act[0] as number;
          const phase = (stored.state as CarcassonneState).phase;
          if ((phase === "place" || phase === "faceDown") && !refusedIn.has(phase)) {
            // A refused move's answer (the rule error, the game as it stands) shows no secret tile either, the one drawn face down included.
            const refused = await call(cookieOf(seat), "POST", `/api/games/${id}/moves`, {
              version: stored.version,
              idempotencyKey: `refused-${id}-${i}`,
              move: { type: phase, x: 100, y: 100, ...(phase === "place" ? { r: 0 } : {}) },
            });
            const text = await refused.text();
            expect(refused.status, text).toBe(422);
            expect(tileIdsIn(text, carcassonneSecretIds(stored.state as CarcassonneState))).toEqual([]);
            refusedIn.add(phase);
          }
          const response = await call(cookieOf(seat), "POST", `/api/games/${id}/moves`, {
            version: stored.version,
            idempotencyKey: `end-${id}-${i}`,
            move: game.botMove(stored.state, seat),
          });
          const text = await response.text();
          expect(response.status, text).toBe(200);
          // Every answer along the way: no tile still secret after this move.
          expect(tileIdsIn(text, carcassonneSecretIds((await storedGame(id)).state as CarcassonneState))).toEqual([]);
          if (!undone && (JSON.parse(text) as { game: { canUndo: boolean } }).game.canUndo) {
            const back = await call(cookieOf(seat), "POST", `/api/games/${id}/undo`, {
              version: (await storedGame(id)).version,
            });
            expect(back.status, await back.clone().text()).toBe(200);
            undone = true;
          }
        }
        expect(undone).toBe(true);
        expect([...refusedIn].sort()).toEqual(["faceDown", "place"]);
        const final = await storedGame(id);
        expect(final.status).toBe("finished");
        const state = final.state as CarcassonneState;
        const secret = carcassonneSecretIds(state);
        expect(state.tiles.filter((t) => "down" in t).length).toBeGreaterThanOrEqual(2);
        // The search can fail: the stored state holds them.
        expect(tileIdsIn(JSON.stringify(state), secret).length).toBe(secret.length);

        const stranger = await signIn();
        const viewers: [number | undefined, string | undefined][] = [
          ...Array.from({ length: seats }, (_, seat) => [seat, cookieOf(seat)] as [number, string]),
          [undefined, stranger.cookie],
          [undefined, undefined],
        ];
        const searchEveryAnswer = async () => {
          for (const [seat, cookie] of viewers) {
            const paths = [
              `/api/games/${id}`,
              `/api/games/${id}/log`,
              `/api/games/${id}/chat`,
              `/api/games/${id}/replay`,
              "/api/games?list=mine",
            ];
            if (seat !== undefined) paths.push(`/api/games/${id}/since`);
            for (const path of paths) {
              const response = await call(cookie, "GET", path);
              const text = await response.text();
              expect(response.status, `${path}: ${text}`).toBe(200);
              expect(text, path).not.toContain(final.seed);
              expect(tileIdsIn(text, secret), `${path} as seat ${seat}`).toEqual([]);
            }
          }
          const ctx = { db: openDb(env.DB), env, now: Date.now() };
          for (let seat = 0; seat < seats; seat++) {
            const since = await sinceOwnLastMove(ctx, { id, type: "carcassonne-ghosts" }, seatOf.get(seat) ?? "", "en");
            expect(tileIdsIn(JSON.stringify(since), secret), `mail words for seat ${seat}`).toEqual([]);
          }
        };
        await searchEveryAnswer();
        // Archived to R2 (which keeps the seed and the whole state), the game keeps its secrets all the same.
        await mailsSent(id);
        await archiveFinishedGames(contextAt(afterGrace()));
        expect((await env.DB.prepare("SELECT archive_key FROM games WHERE id = ?").bind(id).first())?.archive_key).toBe(
          `games/${id}.json.gz`,
        );
        await searchEveryAnswer();

        // The replay: no seed, the spectators' view at the start and after each move in force.
        const replay = (await (await call(players[0]?.cookie, "GET", `/api/games/${id}/replay`)).json()) as Replay;
        expect(replay).not.toHaveProperty("seed");
        const undos = replay.moves.filter((m) => m.kind === "undo").length;
        expect(undos).toBe(1);
        expect(replay.views).toHaveLength(replay.moves.length - 2 * undos + 1);
        expect(replay.views?.[0]).toEqual(
          JSON.parse(JSON.stringify(game.view(game.setup(seats, { level: 5 }, final.seed), undefined))),
        );
        expect(replay.views?.at(-1)).toEqual(JSON.parse(JSON.stringify(game.view(state, undefined))));
        expect(replay.moves.filter((m) => m.kind !== "undo" && m.move !== undefined)).toEqual([]);
        expect(replay.moves.every((m) => m.kind === "undo" || m.events.length > 0)).toBe(true);
        expect(replay.outcome?.kind).toBe("shared");
        // A whole game through HTTP, its answers searched before and after archiving: ~5 s on an idle machine.
      },
      budget(15_000),
    );
  }
});
