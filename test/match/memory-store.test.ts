import { describe, expect, it } from "vitest";
import type { GameRow, Seating } from "../../worker/db/game-store/index.ts";
import { openDb } from "../../worker/db/index.ts";
import type { UseCaseContext } from "../../worker/context.ts";
import { notreDame } from "../../worker/games/notre-dame/index.ts";
import { submitMove } from "../../worker/match/play.ts";
import { runTimeouts } from "../../worker/match/timeouts.ts";
import { moveLog } from "../../worker/match/views.ts";
import { emptyD1, memoryStore, type HeldGame } from "./memory-store.ts";

const DAY = 24 * 3_600_000;
const START = Date.parse("2026-11-02T10:00:00Z");
const PLAYERS = ["ann", "ben"] as const;

/** A started two-player Notre Dame game, both seats to draft (a simultaneous step), their deadlines a day away. */
function heldGame(id: string): HeldGame {
  const state = notreDame.setup(2, notreDame.options.parse({}), `memory-${id}`);
  const toAct = [...notreDame.toAct(state)];
  const clocks = Object.fromEntries(toAct.map((seat) => [seat, { since: START, deadline: START + DAY }]));
  const row: GameRow = {
    id,
    type: "notre-dame",
    rulesVersion: notreDame.version,
    options: notreDame.options.parse({}),
    seatCount: 2,
    visibility: "public",
    inviteCode: "invite",
    status: "active",
    createdBy: "ann",
    timeControl: { kind: "perMove", days: 1 },
    seed: `memory-${id}`,
    state,
    version: 0,
    moveCount: 0,
    chatCount: 0,
    revision: 0,
    toAct,
    undoSeat: null,
    undoClocks: null,
    timeoutPolicy: "bot",
    clocks,
    nextDeadline: START + DAY,
    nextReminder: null,
    botDue: null,
    outcome: null,
    progress: null,
    archiveKey: null,
    createdAt: START,
    updatedAt: START,
  };
  const players: Seating = PLAYERS.map((userId, seat) => ({
    userId,
    name: userId,
    seat,
    timeZone: "UTC",
    vacationUntil: null,
    openedAt: null,
    bot: null,
    ownedBy: null,
  }));
  return { row, players, log: [] };
}

/** The use cases' context with the store in memory and a D1 that holds nothing. */
function contextWith(held: Map<string, HeldGame>, now: number) {
  const { store, alongside } = memoryStore(held);
  const env = { SESSION_KEY: "memory-store-test", BOT_PAUSE_MS: "0" } as unknown as Env;
  const ctx: UseCaseContext = { db: openDb(emptyD1()), env, now, store };
  return { ctx, alongside };
}

const draft = (game: HeldGame, seat: number) => notreDame.botMove(game.row.state as never, seat);

describe("the use cases on a second game store, in memory, with no D1", () => {
  it("plays a move: one log row, the snapshot at the next version, its notifications handed to the store", async () => {
    const game = heldGame("g1");
    const held = new Map([["g1", game]]);
    const { ctx, alongside } = contextWith(held, START + 1000);
    const answer = await submitMove(ctx, "ann", "g1", {
      version: 0,
      idempotencyKey: "move-ann-1",
      move: draft(game, 0),
    });
    expect(answer.ok, JSON.stringify(answer)).toBe(true);
    expect(game.log.map((m) => [m.seq, m.seat, m.userId, m.kind])).toEqual([[1, 0, "ann", "move"]]);
    expect(game.row.version).toBe(1);
    expect(game.row.toAct).toEqual([1]);
    // Ben was to act already: nobody is told anything, so the store is handed no statement.
    expect(alongside).toHaveLength(0);
    // The same request again answers the first result and writes nothing.
    const again = await submitMove(ctx, "ann", "g1", {
      version: 0,
      idempotencyKey: "move-ann-1",
      move: draft(heldGame("g1"), 0),
    });
    expect(again.ok && again.value.replayed).toBe(true);
    expect(game.log).toHaveLength(1);
    // Load: the log as ben may see it, from the store.
    const log = await moveLog(ctx, "g1", "ben", 0);
    expect(log.ok && log.value.map((e) => e.seq)).toEqual([1]);
    // Ben's draft gives ann the turn again: her "your turn" rides in the append.
    const bens = await submitMove(ctx, "ben", "g1", { version: 1, idempotencyKey: "move-ben-1", move: draft(game, 1) });
    expect(bens.ok, JSON.stringify(bens)).toBe(true);
    expect(game.row.toAct).toContain(0);
    expect(alongside).toHaveLength(1);
  });

  it("loses a race to another seat's move in the same step, and plays again on the fresh game", async () => {
    const game = heldGame("g2");
    const held = new Map([["g2", game]]);
    const { ctx } = contextWith(held, START + 1000);
    const store = ctx.store;
    if (!store) throw new Error("no store");
    let raced = false;
    const racing: UseCaseContext = {
      ...ctx,
      store: {
        ...store,
        // Ben's move lands between Ann's read and her append.
        appendMove: async (append) => {
          if (!raced) {
            raced = true;
            const other = await submitMove(ctx, "ben", "g2", {
              version: 0,
              idempotencyKey: "move-ben-1",
              move: draft(game, 1),
            });
            expect(other.ok).toBe(true);
          }
          return store.appendMove(append);
        },
      },
    };
    const answer = await submitMove(racing, "ann", "g2", {
      version: 0,
      idempotencyKey: "move-ann-1",
      move: draft(game, 0),
    });
    expect(answer.ok, JSON.stringify(answer)).toBe(true);
    expect(game.log.map((m) => [m.seq, m.userId])).toEqual([
      [1, "ben"],
      [2, "ann"],
    ]);
    expect(game.row.version).toBe(2);
    // A move on a version long gone, whose seat's choices changed, is refused with the game as it is.
    const stale = await submitMove(ctx, "ben", "g2", {
      version: 0,
      idempotencyKey: "move-ben-2",
      move: draft(game, 1),
    });
    expect(!stale.ok && stale.code).toBe("STALE_VERSION");
  });

  it("times out a seat whose deadline passed: the cron's sweep and the bot's move go through the store", async () => {
    const game = heldGame("g3");
    const later = heldGame("g4");
    later.row.nextDeadline = START + 3 * DAY;
    const held = new Map([
      ["g3", game],
      ["g4", later],
    ]);
    const { ctx } = contextWith(held, START + DAY + 1);
    const moves = await runTimeouts(ctx);
    expect(moves).toBe(2);
    expect(game.log.map((m) => [m.kind, m.seat])).toEqual([
      ["timeout", 0],
      ["timeout", 1],
    ]);
    const clocks = game.row.clocks as Record<string, { late?: number; deadline?: number }>;
    expect([clocks["0"]?.late, clocks["1"]?.late]).toEqual([1, 1]);
    expect(game.row.nextDeadline).toBeGreaterThan(ctx.now);
    expect(later.log).toEqual([]);
  });
});
