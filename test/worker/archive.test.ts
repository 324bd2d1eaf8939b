import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { archiveGame, packArchive, readArchive } from "../../worker/db/game-store/index.ts";
import { archiveFinishedGames, replayArchived } from "../../worker/jobs/archive.ts";
import { verifyStoredGames } from "../../worker/jobs/verify-games.ts";
import { runCron } from "../../worker/scheduled.ts";
import { budget } from "../budget.ts";
import { answersOf, afterGrace, contextAt, d1BytesOf, playToEnd, readersOf } from "./archive-helpers.ts";
import { caseName, EVERY_GAME, type GameCase } from "./each-game.ts";
import { signIn, startedGameOf, storedGame } from "./helpers.ts";

const CASES: readonly GameCase[] = [
  { type: "notre-dame", seats: 2, options: {} },
  { type: "carcassonne-ghosts", seats: 1, options: { level: 1 } },
  { type: "deal-with-the-devil", seats: 4, options: {} },
];

async function finishedGame(c: GameCase) {
  const players: Awaited<ReturnType<typeof signIn>>[] = [];
  for (let i = 0; i < c.seats; i++) players.push(await signIn());
  const id = await startedGameOf(c.type, players, c.options);
  const moves = await playToEnd(c.type, id);
  return { id, players, moves };
}

const countOf = async (sql: string, id: string) =>
  (await env.DB.prepare(sql).bind(id).first<{ n: number }>())?.n ?? Number.NaN;
const logRows = (id: string) => countOf("SELECT count(*) AS n FROM moves WHERE game_id = ?", id);
const archiveKey = async (id: string) =>
  (await env.DB.prepare("SELECT archive_key FROM games WHERE id = ?").bind(id).first<{ archive_key: string | null }>())
    ?.archive_key;

describe("finished games archived to R2", () => {
  it("covers every registered game", () => {
    for (const [type] of EVERY_GAME) expect(CASES.some((c) => c.type === type)).toBe(true);
  });

  for (const c of CASES)
    it(
      `every read answers the same before and after the cron archives the game (${caseName(c)})`,
      async () => {
        const { id, players, moves } = await finishedGame(c);
        const readers = await readersOf(id, players);
        // A first round of reads settles what reading writes (who sat at the table when).
        await answersOf(id, readers);
        const before = await answersOf(id, readers);
        const live = await d1BytesOf(id);
        const stored = await storedGame(id);

        await runCron(env, afterGrace());

        expect(await archiveKey(id)).toBe(`games/${id}.json.gz`);
        const row = await env.DB.prepare("SELECT state, seed FROM games WHERE id = ?").bind(id).first();
        expect(row).toEqual({ state: null, seed: null });
        expect(await logRows(id)).toBe(0);
        const archived = await readArchive(env.ARCHIVE, `games/${id}.json.gz`);
        expect(archived.moves).toHaveLength(moves);
        expect(archived.seed).toBe(stored.seed);
        expect(await answersOf(id, readers)).toEqual(before);

        const kept = await d1BytesOf(id);
        expect(kept.moves).toBe(0);
        expect(kept.row).toBeLessThan(1024);
        const object = await env.ARCHIVE.head(`games/${id}.json.gz`);
        console.log(
          `${caseName(c)}: ${moves} moves; D1 ${JSON.stringify(live)} bytes live, ${JSON.stringify(kept)} archived; R2 ${object?.size} bytes`,
        );
      },
      budget(20_000),
    );

  it(
    "waits out the grace, any mail still due and a guest's sign-in, survives a crash between R2 and D1, a second run and two at once, and keeps a game that replays otherwise",
    async () => {
      const { id } = await finishedGame({ type: "notre-dame", seats: 2, options: {} });
      expect(await archiveFinishedGames(contextAt())).toBe(0);
      const mail = await env.DB.prepare(
        "UPDATE outbox SET status = 'pending' WHERE id = (SELECT max(id) FROM outbox WHERE game_id = ?)",
      )
        .bind(id)
        .run();
      expect(mail.meta.changes).toBe(1);
      expect(await archiveFinishedGames(contextAt(afterGrace()), 100)).toBe(0);
      expect(await archiveKey(id)).toBeNull();
      await env.DB.prepare("UPDATE outbox SET status = 'sent' WHERE game_id = ?").bind(id).run();
      // A guest at the table: the game waits for the guest to sign in (or to go with it).
      const guest = (guest: 0 | 1) =>
        env.DB.prepare("UPDATE users SET guest = ? WHERE id = (SELECT min(user_id) FROM seats WHERE game_id = ?)")
          .bind(guest, id)
          .run();
      await guest(1);
      expect(await archiveFinishedGames(contextAt(afterGrace()), 100)).toBe(0);
      await guest(0);

      const ctx = contextAt(afterGrace());
      // Read back, the archive does not replay to the stored state: D1 keeps the game.
      expect(await archiveGame(ctx.db, env.ARCHIVE, id, () => ({ another: "state" }))).toBe("differs");
      // A crash after the R2 write, before D1 let go: the game is whole in D1, and the next run archives it.
      const crash = archiveGame(ctx.db, env.ARCHIVE, id, () => {
        throw new Error("the Worker died");
      });
      await expect(crash).rejects.toThrow("the Worker died");
      expect(await env.ARCHIVE.head(`games/${id}.json.gz`)).not.toBeNull();
      expect(await archiveKey(id)).toBeNull();
      expect(await logRows(id)).toBeGreaterThan(0);

      const [first, second] = await Promise.all([
        archiveGame(ctx.db, env.ARCHIVE, id, replayArchived),
        archiveGame(ctx.db, env.ARCHIVE, id, replayArchived),
      ]);
      expect([first, second].filter((r) => typeof r === "object")).toHaveLength(1);
      expect([first, second].filter((r) => r === "skipped")).toHaveLength(1);
      expect(await archiveGame(ctx.db, env.ARCHIVE, id, replayArchived)).toBe("skipped");
      expect(await archiveKey(id)).toBe(`games/${id}.json.gz`);
      expect(await logRows(id)).toBe(0);
    },
    budget(15_000),
  );

  it(
    "verify:games lists a game whose log no longer rebuilds its stored state, live or archived",
    async () => {
      const { id } = await finishedGame({ type: "notre-dame", seats: 2, options: {} });
      const ctx = contextAt(afterGrace());
      const differing = async () => (await verifyStoredGames(ctx.db, env.ARCHIVE)).differ.map((d) => [d.id, d.why]);
      expect(await differing()).toEqual([]);
      const stateOf = async () =>
        (await env.DB.prepare("SELECT state FROM games WHERE id = ?").bind(id).first<{ state: string }>())?.state;
      const state = await stateOf();
      await env.DB.prepare("UPDATE games SET state = json_set(state, '$.tampered', 1) WHERE id = ?").bind(id).run();
      expect(await differing()).toEqual([[id, "replays to another state"]]);
      await env.DB.prepare("UPDATE games SET state = ? WHERE id = ?").bind(state, id).run();

      expect(await archiveGame(ctx.db, env.ARCHIVE, id, replayArchived)).toMatchObject({
        archived: expect.any(Number),
      });
      expect(await differing()).toEqual([]);
      const archived = await readArchive(env.ARCHIVE, `games/${id}.json.gz`);
      await env.ARCHIVE.put(
        `games/${id}.json.gz`,
        await packArchive({ ...archived, moves: archived.moves.slice(0, -1) }),
      );
      expect(await differing()).toEqual([[id, "replays to another state"]]);
    },
    budget(10_000),
  );
});
