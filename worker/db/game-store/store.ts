import { oncePer, type Db } from "../index.ts";
import { archiveKeyOfGame, archiveReader, type Archived } from "./archive.ts";
import { gamesDue, setClocks } from "./clocks.ts";
import { loadGame, loadGameForPlay, loadGameMarkingOpened, type GameRow, type MoveRow } from "./load.ts";
import { appendMove, moveByKey, movesAfter, movesSinceOwnLastMove, movesUpTo } from "./moves.ts";

type WithoutDb<F> = F extends (db: Db, ...args: infer A) => infer R ? (...args: A) => R : never;

const D1_FUNCTIONS = {
  loadGame,
  loadGameForPlay,
  loadGameMarkingOpened,
  movesAfter,
  movesUpTo,
  moveByKey,
  movesSinceOwnLastMove,
  appendMove,
  gamesDue,
  setClocks,
};

/**
 * What the use cases do with a game's rows, whatever holds them: the functions of this folder
 * without their `db`. The D1 store (with finished games archived to R2) is the service's; a
 * second implementation (an in-memory one in the tests, a Durable Object per game) plugs in
 * through the use-case context's `store`.
 */
export type GameStore = { readonly [K in keyof typeof D1_FUNCTIONS]: WithoutDb<(typeof D1_FUNCTIONS)[K]> };

/** What a store is chosen from: the context's own, else D1's with the archive bucket. */
export type StoreContext = {
  readonly db: Db;
  readonly env: { readonly ARCHIVE: R2Bucket };
  readonly store?: GameStore;
};

/** The game store of a use case's context. */
export function storeOf(ctx: StoreContext): GameStore {
  return ctx.store ?? d1Store(ctx.env.ARCHIVE)(ctx.db);
}

/** The player's own last move on (or the start), at most the last `limit` rows: `movesSinceOwnLastMove` over an archived log. */
function sinceOwnLastMove(log: readonly MoveRow[], userId: string, limit: number): MoveRow[] {
  const own = log.filter((m) => m.userId === userId && m.kind === "move").at(-1)?.seq ?? 0;
  return log.filter((m) => m.seq >= own).slice(-limit);
}

/**
 * The D1 store, made once per bucket and database: a game archived to R2 (its row names the key,
 * its state and log are gone from D1) is read from there, so that no use case tells it apart. A
 * log read that comes back empty asks the row for the key, unless this store loaded the game
 * already (a database handle is a request's or a cron run's): a request that read the row knows,
 * and a stale move or a new game's log costs no extra round trip. The archiving batch clears the
 * log and names the key at once, and archives only games finished a week ago, so a row read
 * earlier in the same request does not go out of date where it matters.
 */
const d1Store = oncePer((bucket: R2Bucket) =>
  oncePer((db: Db): GameStore => {
    const read = archiveReader(bucket);
    // The archive key (null: live) of each game this store loaded.
    const loadedKeys = new Map<string, string | null>();
    const archivedLog = async (gameId: string): Promise<MoveRow[] | undefined> => {
      const key = loadedKeys.has(gameId) ? (loadedKeys.get(gameId) ?? undefined) : await archiveKeyOfGame(db, gameId);
      return key === undefined ? undefined : (await read(key)).moves.map((m) => ({ ...m, gameId }));
    };
    const fromArchive = async <L extends { game: GameRow }>(loaded: L | undefined): Promise<L | undefined> => {
      if (loaded) loadedKeys.set(loaded.game.id, loaded.game.archiveKey);
      const key = loaded?.game.archiveKey;
      if (!loaded || !key || loaded.game.state !== null) return loaded;
      const { state, seed }: Archived = await read(key);
      return { ...loaded, game: { ...loaded.game, state, seed } };
    };
    const orArchived = async <T>(live: T[], gameId: string, pick: (log: MoveRow[]) => T[]): Promise<T[]> => {
      if (live.length) return live;
      const log = await archivedLog(gameId);
      return log ? pick(log) : live;
    };
    return {
      loadGame: async (gameId, userId) => fromArchive(await loadGame(db, gameId, userId)),
      loadGameForPlay: async (gameId, userId) => fromArchive(await loadGameForPlay(db, gameId, userId)),
      loadGameMarkingOpened: async (...args) => fromArchive(await loadGameMarkingOpened(db, ...args)),
      movesAfter: async (gameId, afterSeq = 0) =>
        orArchived(await movesAfter(db, gameId, afterSeq), gameId, (log) => log.filter((m) => m.seq > afterSeq)),
      movesUpTo: async (gameId, seq) =>
        orArchived(await movesUpTo(db, gameId, seq), gameId, (log) => log.filter((m) => m.seq <= seq)),
      moveByKey: async (gameId, key) => {
        const live = await moveByKey(db, gameId, key);
        if (live) return live;
        const found = (await archivedLog(gameId))?.find((m) => m.idempotencyKey === key);
        return found && { seq: found.seq, userId: found.userId, move: found.move };
      },
      movesSinceOwnLastMove: async (gameId, userId, limit) =>
        orArchived(await movesSinceOwnLastMove(db, gameId, userId, limit), gameId, (log) =>
          sinceOwnLastMove(log, userId, limit),
        ),
      appendMove: (append) => appendMove(db, append),
      gamesDue: (...args) => gamesDue(db, ...args),
      setClocks: (...args) => setClocks(db, ...args),
    };
  }),
);
