import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { AT_TABLE } from "../../worker/db/notifications.ts";
import { drainOutbox } from "../../worker/jobs/drain.ts";
import { playBots } from "../../worker/match/bots.ts";
import { submitMove } from "../../worker/match/play.ts";
import { pollGame } from "../../worker/match/views.ts";
import { runCron } from "../../worker/scheduled.ts";
import { caseName, definitionOf, EVERY_GAME, type GameCase } from "./each-game.ts";
import { call, settleBackgroundWork, signIn, storedGame } from "./helpers.ts";
import { contextAt } from "./notifications-helpers.ts";
import { budget } from "../budget.ts";

type Player = Awaited<ReturnType<typeof signIn>>;

/** A person's game against bots: one person and `seats - 1` bots, every game. */
const CASES: readonly GameCase[] = [
  { type: "notre-dame", seats: 4, options: {} },
  { type: "carcassonne-ghosts", seats: 3, options: { level: 1 } },
  { type: "deal-with-the-devil", seats: 4, options: {} },
];

/** The person creates the game and gives every other seat to a bot in the lobby: the last bot starts it. */
async function gameAgainstBots(person: Player, c: GameCase): Promise<string> {
  const created = await call(person.cookie, "POST", "/api/games", { type: c.type, seats: c.seats, options: c.options });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  for (let i = 1; i < c.seats; i++) {
    const added = await call(person.cookie, "POST", `/api/games/${id}/bots`);
    expect(added.status, await added.clone().text()).toBe(200);
    const game = (await added.json()) as { status: string; players: { bot?: number }[] };
    expect(game.players.flatMap((p) => (p.bot === undefined ? [] : [p.bot])).sort()).toEqual(
      Array.from({ length: i }, (_, k) => k + 1),
    );
    expect(game.status).toBe(i === c.seats - 1 ? "active" : "open");
  }
  return id;
}

type LogRow = { seq: number; kind: string; seat: number; user_id: string | null };

async function logOf(id: string): Promise<LogRow[]> {
  const { results } = await env.DB.prepare("SELECT seq, kind, seat, user_id FROM moves WHERE game_id = ? ORDER BY seq")
    .bind(id)
    .all<LogRow>();
  return results;
}

/** Every notification of the game and every rating row of it. */
async function notesAndRatings(id: string) {
  const notes = await env.DB.prepare("SELECT user_id, kind FROM outbox WHERE game_id = ?")
    .bind(id)
    .all<{ user_id: string; kind: string }>();
  const rated = await env.DB.prepare("SELECT player FROM rating_history WHERE game_id = ?").bind(id).all();
  return { notes: notes.results, rated: rated.results };
}

/** The log numbers its rows 1, 2, 3… with nothing missing and nothing twice. */
function expectNoGap(log: readonly LogRow[]): void {
  expect(log.map((r) => r.seq)).toEqual(log.map((_, i) => i + 1));
}

/**
 * A four-seat Notre Dame game of a person and three bots, the person's move at `now` through the
 * use case alone (as if the Worker stopped right after its commit), then a chain that dies after
 * its first bot move. Answers the log up to there.
 */
async function droppedChain(now: number) {
  const person = await signIn();
  const created = await call(person.cookie, "POST", "/api/games", { type: "notre-dame", seats: 4 });
  const { id } = (await created.json()) as { id: string };
  // Seats given through the use case's table directly would skip the lobby: the lobby it is.
  for (let i = 0; i < 3; i++) await call(person.cookie, "POST", `/api/games/${id}/bots`);
  await settleBackgroundWork();
  const before = await storedGame(id);
  const mySeat = before.to_act[0] as number;
  const moved = await submitMove(contextAt(now), person.userId, id, {
    version: before.version,
    idempotencyKey: `dropped-chain-${now}`,
    move: definitionOf("notre-dame").botMove(before.state, mySeat),
  });
  expect(moved.ok && moved.value.botsDue).toBe(true);
  // A chain that dies after its first bot move.
  let left = 1;
  const dying = playBots(contextAt(now), id, async () => {
    if (left-- === 0) throw new Error("the Worker stopped");
    return now;
  });
  await expect(dying).rejects.toThrow("the Worker stopped");
  return { person, id, mySeat, half: await logOf(id) };
}

describe("bots at the table", () => {
  it("covers every registered game", () => {
    for (const [type] of EVERY_GAME)
      expect(
        CASES.some((c) => c.type === type),
        type,
      ).toBe(true);
  });

  for (const c of CASES) {
    it(
      `a person plays a whole game against bots through HTTP; the bots move after each of the person's moves, get no notification, no clock, and the game is not rated (${caseName(c)})`,
      async () => {
        const game = definitionOf(c.type);
        const person = await signIn();
        const id = await gameAgainstBots(person, c);
        const mySeat = Number(
          (
            await env.DB.prepare("SELECT seat FROM seats WHERE game_id = ? AND user_id = ?")
              .bind(id, person.userId)
              .first<{ seat: number }>()
          )?.seat,
        );
        let mine = 0;
        for (;;) {
          await settleBackgroundWork();
          const stored = await storedGame(id);
          if (stored.status === "finished") break;
          // The bots have played up to the person's turn, and only the person has a clock.
          expect(stored.to_act).toContain(mySeat);
          expect(Object.keys(stored.clocks)).toEqual([String(mySeat)]);
          const response = await call(person.cookie, "POST", `/api/games/${id}/moves`, {
            version: stored.version,
            idempotencyKey: `my-move-${mine}`,
            move: game.botMove(stored.state, mySeat),
          });
          expect(response.status, await response.clone().text()).toBe(200);
          mine++;
        }
        const log = await logOf(id);
        expectNoGap(log);
        const bots = log.filter((r) => r.seat !== mySeat);
        expect(bots.length).toBeGreaterThan(0);
        for (const row of bots) expect(row.user_id).toMatch(/^bot-[1-9]$/);
        expect(log.filter((r) => r.seat === mySeat)).toHaveLength(mine);
        const { notes, rated } = await notesAndRatings(id);
        expect(notes.every((n) => n.user_id === person.userId)).toBe(true);
        expect(notes.some((n) => n.kind === "gameOver")).toBe(true);
        expect(rated).toEqual([]);
        const page = (await (await call(person.cookie, "GET", `/api/games/${id}`)).json()) as {
          players: { bot?: number; name: string }[];
          ratings: unknown[];
        };
        expect(page.players.filter((p) => p.bot !== undefined)).toHaveLength(c.seats - 1);
        expect(page.ratings).toEqual([]);
        // Notre Dame, the longest: ~3 s alone, ~10 s beside the other engineers' runs.
      },
      budget(15_000),
    );
  }

  it("creates a game with its bots at once, which starts at once, and the bots take their first turns", async () => {
    const person = await signIn();
    const created = await call(person.cookie, "POST", "/api/games", { type: "deal-with-the-devil", seats: 4, bots: 3 });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await settleBackgroundWork();
    const stored = await storedGame(id);
    expect(stored.status).toBe("active");
    expect((await logOf(id)).length).toBeGreaterThan(0);
    const tooMany = await call(person.cookie, "POST", "/api/games", { type: "notre-dame", seats: 2, bots: 2 });
    expect(tooMany.status).toBe(400);
  });

  it("only the creator gives or takes back a bot seat, while the game is open, and never past its seats", async () => {
    const [host, guest] = [await signIn(), await signIn()];
    const created = await call(host.cookie, "POST", "/api/games", { type: "notre-dame", seats: 3 });
    const { id } = (await created.json()) as { id: string };
    expect((await call(guest.cookie, "POST", `/api/games/${id}/join`, {})).status).toBe(200);
    expect((await call(guest.cookie, "POST", `/api/games/${id}/bots`)).status).toBe(403);
    const added = await call(host.cookie, "POST", `/api/games/${id}/bots`);
    // Two people and a bot: full, but not a person alone with bots, so it waits for the host's start.
    expect(((await added.json()) as { status: string }).status).toBe("open");
    expect((await call(host.cookie, "POST", `/api/games/${id}/bots`)).status).toBe(409);
    expect((await call(guest.cookie, "DELETE", `/api/games/${id}/bots/1`)).status).toBe(403);
    const removed = await call(host.cookie, "DELETE", `/api/games/${id}/bots/1`);
    expect(((await removed.json()) as { players: unknown[] }).players).toHaveLength(2);
    expect((await call(host.cookie, "DELETE", `/api/games/${id}/bots/1`)).status).toBe(404);
  });

  it("the person's turn after the bots' moves waits while the person sits at the table, and is dropped once the table is opened", async () => {
    const person = await signIn();
    const created = await call(person.cookie, "POST", "/api/games", { type: "notre-dame", seats: 3, bots: 2 });
    const { id } = (await created.json()) as { id: string };
    for (let i = 0; i < 4; i++) {
      await settleBackgroundWork();
      const stored = await storedGame(id);
      const seat = stored.to_act[0] as number;
      const moved = await call(person.cookie, "POST", `/api/games/${id}/moves`, {
        version: stored.version,
        idempotencyKey: `at-table-${i}`,
        move: definitionOf("notre-dame").botMove(stored.state, seat),
      });
      expect(moved.status).toBe(200);
    }
    await settleBackgroundWork();
    const turns = await env.DB.prepare(
      "SELECT id, status, grace_until FROM outbox WHERE game_id = ? AND kind = 'yourTurn' AND payload ->> 'seq' > 0",
    )
      .bind(id)
      .all<{ id: number; status: string; grace_until: number | null }>();
    // Written by the bots' moves, each waits its grace: the person, who just moved, is at the table.
    expect(turns.results.length).toBeGreaterThan(0);
    for (const row of turns.results) expect(row.status).not.toBe("sent");
    await call(person.cookie, "GET", `/api/games/${id}`);
    await drainOutbox(contextAt(Date.now() + 60 * 60_000));
    const after = await env.DB.prepare(
      "SELECT status FROM outbox WHERE game_id = ? AND kind = 'yourTurn' AND payload ->> 'seq' > 0",
    )
      .bind(id)
      .all<{ status: string }>();
    expect(after.results.map((r) => r.status)).not.toContain("sent");
  });

  it("with no grace of their own, the person watching the table gets no turn from a bot's move; having left, gets it once the table could have shown it", async () => {
    const person = await signIn();
    expect((await call(person.cookie, "PUT", "/api/me/notifications", { turnMailGrace: 0 })).status).toBe(200);
    const created = await call(person.cookie, "POST", "/api/games", { type: "notre-dame", seats: 3, bots: 2 });
    const { id } = (await created.json()) as { id: string };
    const turnRows = async () =>
      (
        await env.DB.prepare(
          "SELECT status, created_at, grace_until FROM outbox WHERE game_id = ? AND kind = 'yourTurn' AND payload ->> 'seq' > 0 ORDER BY id",
        )
          .bind(id)
          .all<{ status: string; created_at: number; grace_until: number | null }>()
      ).results;
    const move = async (key: string) => {
      await settleBackgroundWork();
      const stored = await storedGame(id);
      const moved = await call(person.cookie, "POST", `/api/games/${id}/moves`, {
        version: stored.version,
        idempotencyKey: key,
        move: definitionOf("notre-dame").botMove(stored.state, stored.to_act[0] as number),
      });
      expect(moved.status).toBe(200);
      await settleBackgroundWork();
    };
    for (let i = 0; i < 3; i++) await move(`watching-${i}`);
    const watched = await turnRows();
    expect(watched.length).toBeGreaterThan(0);
    for (const row of watched) {
      expect(row.status).not.toBe("sent");
      expect(row.grace_until).toBe(row.created_at + AT_TABLE);
    }
    // The table loads the bots' moves: the turns they wrote are dropped.
    await call(person.cookie, "GET", `/api/games/${id}`);
    await move("then-leaves");
    const left = (await turnRows()).slice(watched.length);
    expect(left.length).toBeGreaterThan(0);
    // The person did not look again: once the table could have shown it, the turn goes out.
    await drainOutbox(contextAt(Math.max(...left.map((r) => r.created_at)) + AT_TABLE + 1));
    const after = await turnRows();
    expect(after.slice(0, watched.length).map((r) => r.status)).not.toContain("sent");
    expect(after.slice(watched.length).map((r) => r.status)).toContain("sent");
  });

  it("a chain of bot moves the Worker dropped midway is finished by the cron: no gap, no move twice", async () => {
    const now = Date.now();
    const { id, mySeat, half } = await droppedChain(now);
    const overdue = await storedGame(id);
    expect((overdue as unknown as { bot_due: number }).bot_due).toBeLessThanOrEqual(now);
    await Promise.all([runCron(env, now + 60_000), playBots(contextAt(now + 60_000), id, async () => now + 60_000)]);
    const after = await storedGame(id);
    expect(after.to_act).toContain(mySeat);
    const log = await logOf(id);
    expectNoGap(log);
    expect(log.length).toBeGreaterThan(half.length);
    expect(log.slice(0, half.length)).toEqual(half);
  });

  it("a chain of bot moves the Worker dropped is taken over by the next poll of the game, once, before the cron: no gap, no move twice", async () => {
    // A minute ago: the person moved, and the chain died after its first bot move.
    const past = Date.now() - 60_000;
    const { person, id, mySeat, half } = await droppedChain(past);
    // A live chain's next move is not taken over; a stalled one by one of two polls at once.
    const live = await pollGame(contextAt(past + 1_000), id, person.userId, {});
    expect(live.ok && live.value.botsResumed).toBe(false);
    const polls = await Promise.all([0, 1].map(() => pollGame(contextAt(past + 10_000), id, person.userId, {})));
    expect(polls.map((p) => p.ok && p.value.botsResumed).sort()).toEqual([false, true]);
    expect(await logOf(id)).toEqual(half);
    // That poll's Worker stopped too; the table's next poll (an unchanged game: a 304) plays the chain on after its answer.
    const tag = polls[0]?.ok ? polls[0].value.tag : "";
    const poll = await call(person.cookie, "GET", `/api/games/${id}?tab=visible`, undefined, { "If-None-Match": tag });
    expect(poll.status).toBe(304);
    await settleBackgroundWork();
    const after = await storedGame(id);
    expect(after.to_act).toContain(mySeat);
    expect((after as unknown as { bot_due: number | null }).bot_due).toBeNull();
    const log = await logOf(id);
    expectNoGap(log);
    expect(log.length).toBeGreaterThan(half.length);
    expect(log.slice(0, half.length)).toEqual(half);
  });
});
