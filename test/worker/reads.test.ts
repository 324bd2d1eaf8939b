import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { caseName, definitionOf, EVERY_GAME, type GameCase } from "./each-game.ts";
import { call, seatsOf, signIn, startedGameOf, storedGame } from "./helpers.ts";

/** What a request cost D1, from the development header `X-D1-Usage` (worker/db/metered.ts). */
function usage(response: Response): { statements: number; read: number; written: number } {
  const header = response.headers.get("X-D1-Usage") ?? "";
  const field = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(header)?.[1] ?? Number.NaN);
  return { statements: field("statements"), read: field("read"), written: field("written") };
}

/**
 * Rows a move may read on average, and at most: counted rows, not time (issue 29: 15 on average).
 * A move reads the game and its players by key (a row each, and a seat's and a player's row per
 * seat), the game row it updates and the version it reads back; its notifications are inserted
 * for the drain, which loads what they tell, so a move that notifies four reads ~6 rows more.
 */
const MEAN_ROWS = 15;
const MAX_ROWS = 25;
/**
 * Other players' history, so a read that scans instead of reading by key shows: ratings of every
 * game type and finished games for each player of the test, as a site that has run for a while has.
 */
async function crowd(players: readonly { userId: string }[]): Promise<void> {
  const statements: D1PreparedStatement[] = [];
  for (const [type] of EVERY_GAME)
    for (let i = 0; i < 150; i++)
      statements.push(
        env.DB.prepare(
          "INSERT INTO ratings (player, game_type, mu, sigma, games, updated_at) VALUES (?, ?, 25, 8, 1, 0)",
        ).bind(`crowd-${i}`, type),
      );
  for (const { userId } of players)
    for (let i = 0; i < 20; i++) {
      const id = `old-${userId}-${i}`;
      statements.push(
        env.DB.prepare(
          `INSERT INTO games (id, type, rules_version, options, seat_count, visibility, invite_code, status, created_by, time_control, timeout_policy, created_at, updated_at)
           VALUES (?1, 'other-title', 1, '{}', 2, 'public', ?1, 'finished', ?2, '{}', 'bot', 0, 0)`,
        ).bind(id, userId),
        env.DB.prepare("INSERT INTO seats (game_id, user_id, joined_at, seat) VALUES (?, ?, 0, 0)").bind(id, userId),
      );
    }
  await env.DB.batch(statements);
}

/** Plays `count` moves (or to the end) through HTTP, the bot choosing; answers each move's cost. */
async function playMoves(
  type: string,
  id: string,
  players: readonly { userId: string; cookie: string }[],
  count: number,
) {
  const game = definitionOf(type);
  const seats = await seatsOf(id);
  const cookieOf = new Map(players.map((p) => [p.userId, p.cookie]));
  const costs: ReturnType<typeof usage>[] = [];
  for (let n = 0; n < count; n++) {
    const stored = await storedGame(id);
    if (stored.status !== "active") break;
    const seat = stored.to_act[0] as number;
    const move = game.botMove(stored.state, seat);
    const response = await call(cookieOf.get(seats.get(seat) ?? ""), "POST", `/api/games/${id}/moves`, {
      version: stored.version,
      idempotencyKey: `reads-${n}-${seat}`,
      move,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    costs.push(usage(response));
  }
  return costs;
}

const CASES: readonly (GameCase & { moves: number })[] = [
  { type: "notre-dame", seats: 4, options: {}, moves: 24 },
  { type: "carcassonne-ghosts", seats: 3, options: { level: 1 }, moves: 24 },
  { type: "deal-with-the-devil", seats: 4, options: {}, moves: 24 },
  // To the end: the finishing move reads the ratings it writes.
  { type: "carcassonne-ghosts", seats: 1, options: { level: 1 }, moves: 200 },
];

describe("a move reads what it needs by key", () => {
  const crowded: Awaited<ReturnType<typeof signIn>>[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 4; i++) crowded.push(await signIn());
    await crowd(crowded);
  });

  it("covers every registered game", () => {
    for (const [type] of EVERY_GAME) expect(CASES.some((c) => c.type === type)).toBe(true);
  });

  for (const c of CASES)
    it(`${caseName(c)}: at most ${MEAN_ROWS} rows read a move on average, ${MAX_ROWS} at most, however large the tables`, async () => {
      const players = crowded.slice(0, c.seats);
      const id = await startedGameOf(c.type, players, c.options);
      const costs = await playMoves(c.type, id, players, c.moves);
      const reads = costs.map((cost) => cost.read);
      const mean = reads.reduce((a, b) => a + b, 0) / reads.length;
      expect(mean, `rows read a move: ${reads.join(" ")}`).toBeLessThanOrEqual(MEAN_ROWS);
      expect(Math.max(...reads), `rows read a move: ${reads.join(" ")}`).toBeLessThanOrEqual(MAX_ROWS);
      console.log(`${caseName(c)}: ${mean.toFixed(1)} rows read a move on average, ${Math.max(...reads)} at most`);
    });
});

describe("a 304 poll reads no D1 row", () => {
  const poll = (cookie: string, id: string, etag: string, tab?: "visible") =>
    call(cookie, "GET", `/api/games/${id}${tab ? `?tab=${tab}` : ""}`, undefined, { "If-None-Match": etag });
  const tagOf = async (cookie: string, id: string) =>
    (await call(cookie, "GET", `/api/games/${id}?tab=hidden`)).headers.get("ETag") ?? "";

  /** Two 304 polls, neither touching D1: the write before them refilled the game's object. */
  async function quietPoll(cookie: string, id: string, etag: string) {
    for (let i = 0; i < 2; i++) {
      const answer = await poll(cookie, id, etag);
      expect(answer.status).toBe(304);
      expect(usage(answer)).toEqual({ statements: 0, read: 0, written: 0 });
    }
  }

  it("while nothing changes; every move, chat message, vacation and lobby change still moves the ETag at once", async () => {
    const [a, b] = [await signIn(), await signIn()];
    const id = await startedGameOf("notre-dame", [a, b]);
    const change = async (what: string, act: () => Promise<Response>) => {
      const before = await tagOf(a.cookie, id);
      await quietPoll(a.cookie, id, before);
      expect((await act()).status, what).toBeLessThan(300);
      const after = await poll(a.cookie, id, before);
      expect(after.status, what).toBe(200);
      expect(after.headers.get("ETag"), what).not.toBe(before);
    };
    const game = definitionOf("notre-dame");
    await change("a move", async () => {
      const stored = await storedGame(id);
      const seat = stored.to_act[0] as number;
      const mover = (await seatsOf(id)).get(seat) === a.userId ? a : b;
      return call(mover.cookie, "POST", `/api/games/${id}/moves`, {
        version: stored.version,
        idempotencyKey: "reads-poll-move",
        move: game.botMove(stored.state, seat),
      });
    });
    await change("a chat message", () => call(b.cookie, "POST", `/api/games/${id}/chat`, { text: "hello" }));
    await change("a vacation", () => call(b.cookie, "POST", "/api/me/vacation", { days: 1 }));

    const lobby = await call(a.cookie, "POST", "/api/games", { type: "notre-dame", seats: 3, options: {} });
    const { id: open } = (await lobby.json()) as { id: string };
    const before = await tagOf(a.cookie, open);
    await quietPoll(a.cookie, open, before);
    expect((await call(b.cookie, "POST", `/api/games/${open}/join`, {})).status).toBe(200);
    expect((await poll(a.cookie, open, before)).status).toBe(200);
  });

  it("a visible tab's 304 still hears who else sits at the table", async () => {
    const [a, b] = [await signIn(), await signIn()];
    const id = await startedGameOf("notre-dame", [a, b]);
    const etag = await tagOf(a.cookie, id);
    await call(b.cookie, "GET", `/api/games/${id}`);
    const visible = await poll(a.cookie, id, etag, "visible");
    expect(visible.status).toBe(304);
    expect(Number(visible.headers.get("X-Others-Present"))).toBeGreaterThan(0);
  });
});

describe("D1 sessions: the client's bookmark", () => {
  it("comes with a move's answer, and a game's page and the lists read at it and answer one again", async () => {
    const [a, b] = [await signIn(), await signIn()];
    const id = await startedGameOf("notre-dame", [a, b]);
    const stored = await storedGame(id);
    const seat = stored.to_act[0] as number;
    const mover = (await seatsOf(id)).get(seat) === a.userId ? a : b;
    const moved = await call(mover.cookie, "POST", `/api/games/${id}/moves`, {
      version: stored.version,
      idempotencyKey: "reads-bookmark",
      move: definitionOf("notre-dame").botMove(stored.state, seat),
    });
    expect(moved.status).toBe(200);
    const bookmark = moved.headers.get("x-d1-bookmark") ?? "";
    expect(bookmark).not.toBe("");
    const page = await call(mover.cookie, "GET", `/api/games/${id}`, undefined, { "x-d1-bookmark": bookmark });
    expect(page.status).toBe(200);
    expect(((await page.json()) as { version: number }).version).toBe(stored.version + 1);
    expect(page.headers.get("x-d1-bookmark") ?? "").not.toBe("");
    const lists = await call(mover.cookie, "GET", "/api/games", undefined, { "x-d1-bookmark": bookmark });
    expect(lists.status).toBe(200);
    expect(lists.headers.get("x-d1-bookmark") ?? "").not.toBe("");
    // A malformed bookmark is not handed to D1: the read starts anywhere, as without one.
    const odd = await call(mover.cookie, "GET", `/api/games/${id}`, undefined, { "x-d1-bookmark": "not a bookmark" });
    expect(odd.status).toBe(200);
  });
});
