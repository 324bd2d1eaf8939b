import type { GameRow, GameStore, MoveRow, Seating } from "../../worker/db/game-store/index.ts";

/** A game as the memory store holds it: its row, who sits where, its log. */
export type HeldGame = { row: GameRow; players: Seating; log: MoveRow[] };

/** What D1 would answer for a write that changed nothing the caller reads (the memory store runs no SQL). */
const NO_RESULT = { results: [], success: true, meta: { changes: 0 } } as unknown as D1Result;

/**
 * The game store in memory: the second implementation behind `GameStore`, with the D1 store's
 * semantics (an append at a stale version or onto a taken seq loses whole, a used idempotency key
 * says so, clocks are set only on the version read). `alongside` statements are kept, not run.
 */
export function memoryStore(held: Map<string, HeldGame>) {
  const alongside: D1PreparedStatement[] = [];
  const gameOf = (gameId: string) => {
    const game = held.get(gameId);
    if (!game) throw new Error(`no game ${gameId}`);
    return game;
  };
  const loaded = (gameId: string, userId: string | undefined) => {
    const game = held.get(gameId);
    if (!game) return undefined;
    const mine = game.players.find((p) => p.userId === userId);
    return {
      game: { ...game.row },
      players: game.players,
      member: mine !== undefined,
      seat: mine?.seat ?? undefined,
      seenSeq: 0,
      ratingChanges: [],
      finishedOne: false,
    };
  };
  const store: GameStore = {
    loadGame: async (gameId, userId) => loaded(gameId, userId),
    loadGameForPlay: async (gameId, userId) => {
      const game = loaded(gameId, userId);
      return game && { ...game, ratings: [], planned: [] };
    },
    loadGameMarkingOpened: async (gameId, userId, now) => {
      const game = held.get(gameId);
      if (game) game.players = game.players.map((p) => (p.userId === userId ? { ...p, openedAt: now } : p));
      return loaded(gameId, userId);
    },
    movesAfter: async (gameId, afterSeq = 0) => gameOf(gameId).log.filter((m) => m.seq > afterSeq),
    movesUpTo: async (gameId, seq) => gameOf(gameId).log.filter((m) => m.seq <= seq),
    moveByKey: async (gameId, key) => gameOf(gameId).log.find((m) => m.idempotencyKey === key),
    movesSinceOwnLastMove: async (gameId, userId, limit) => {
      const log = gameOf(gameId).log;
      const own = log.filter((m) => m.userId === userId && m.kind === "move").at(-1)?.seq ?? 0;
      return log.filter((m) => m.seq >= own).slice(-limit);
    },
    appendMove: async ({ move, expectedVersion, snapshot, now, alongside: statements = [] }) => {
      const game = gameOf(move.gameId);
      const key = move.idempotencyKey ?? null;
      if (key !== null && game.log.some((m) => m.idempotencyKey === key)) return { committed: false, keyTaken: true };
      if (game.row.version !== expectedVersion || game.log.some((m) => m.seq === move.seq))
        return { committed: false, keyTaken: false };
      game.log.push({ ...move, seat: move.seat ?? null, userId: move.userId ?? null, idempotencyKey: key });
      game.row = {
        ...game.row,
        ...snapshot,
        progress: snapshot.progress ?? null,
        undoClocks: snapshot.undoClocks ?? null,
        botDue: snapshot.botDue ?? null,
        version: expectedVersion + 1,
        moveCount: move.seq,
        updatedAt: now,
      };
      alongside.push(...statements);
      return { committed: true };
    },
    gamesDue: async (column, now, limit) => {
      const due = (row: GameRow) =>
        ({ deadline: row.nextDeadline, reminder: row.nextReminder, bot: row.botDue })[column];
      return [...held.values()]
        .map((g) => g.row)
        .filter((row) => row.status === "active" && (due(row) ?? Number.POSITIVE_INFINITY) <= now)
        .sort((a, b) => (due(a) ?? 0) - (due(b) ?? 0))
        .slice(0, limit)
        .map((row) => ({ id: row.id }));
    },
    setClocks: async (game, clocks, due, statements = []) => {
      const held = gameOf(game.id);
      if (held.row.version !== game.version) return { set: false, alongside: [] };
      held.row = { ...held.row, clocks, ...due, revision: held.row.revision + 1 };
      alongside.push(...statements);
      return { set: true, alongside: statements.map(() => NO_RESULT) };
    },
  };
  return { store, alongside };
}

/**
 * A D1 binding that holds nothing: reads answer no rows, and anything that would write throws, so
 * a test using it shows that a game's rows went through the store alone.
 */
export function emptyD1(): D1Database {
  const statement = {
    bind: () => statement,
    first: async () => null,
    all: async () => NO_RESULT,
    raw: async () => [],
    run: async () => {
      throw new Error("a write reached D1");
    },
  };
  return {
    prepare: () => statement,
    batch: async () => {
      throw new Error("a batch reached D1");
    },
  } as unknown as D1Database;
}
