/**
 * The game store: the one owner of a game's rows. The `games` row (the snapshot: state, seed,
 * version, and the summary the lists and the cron index), the `moves` log, the chat, and the
 * seats where the lobby changes them with the game. Use cases load, read the log, append a move
 * and set clocks through `storeOf(ctx)` (`store.ts`), and start or cancel a game through the
 * functions below; nothing else writes these rows, and
 * nothing else reads a game's `state` or `seed` or its log (the outbox claim reads the log
 * through `log-sql.ts`).
 *
 * Concurrency lives here. D1 has no interactive transactions, so each write is one batch guarded
 * by the version its writer read, and the log's primary key (game, seq) makes the second of two
 * racing appends fail and roll its whole batch back. `appendMove` answers committed or lost, and
 * `retryLost` runs a writer again (read, decide, append) after a loss; SQLite's constraint
 * messages and the number of tries never leave this folder. Writes that must land with a game's
 * (a move's notifications and ratings, a start's notifications, a reminder's mails, a vacation
 * day's balance) come in as statements (`alongside`), guarded where the store hands a condition.
 *
 * What a game's 304 poll reads (its version, chat count, revision and bots' due time) lives
 * outside D1 too, in one Durable Object per game (`version-object.ts`): every write here reads
 * those parts back at the end of its own batch and hands them to the object (`versionAfter`,
 * `versions.ts`), so a poll asks D1 nothing.
 *
 * Reads across games stay in D1 as an index: the lists (my games, open games, a player's active
 * games on vacation), the cron's due sweeps (`gamesDue`), the leagues' tables and season checks,
 * the ratings' read and recomputation, the outbox claim's game type. They read the game row's
 * summary only (type, options, status, seats, to_act, clocks, deadlines, outcome, times), never
 * the state or the log, so D1 keeps that summary whichever backend holds the rest.
 *
 * Finished games are archived to R2 by this folder only (`archive.ts`, run by the cron's
 * `worker/jobs/archive.ts`): a week after the end, with no mail about the game still due, the seed,
 * the state and the `moves` rows go into one gzipped object per game, read back and replayed
 * before D1 clears them; the row stays as the game's summary and names the key. The use cases
 * reach a game through `storeOf(ctx)` (`store.ts`), whose D1 store takes the state from R2 when
 * the row says archived, and the log when D1's comes back empty; nothing appends to a finished
 * game (the use cases refuse before), and the outbox's log fragments concern games still played.
 * A second store (`GameStore`: in memory in the tests) plugs in as the context's `store`.
 *
 * One SQLite Durable Object per game, when a single D1 is not enough, also changes this folder
 * only: `appendMove` becomes a call to the game's object, which writes the log row and the
 * snapshot in its own SQLite (its input gate serializes writers, so an append never loses and
 * `retryLost` runs once), then writes the summary to D1 with the `alongside` statements, kept in
 * the object's own outbox until D1 took them (at least once: the notes and ratings carry the
 * game and move, so a repeat writes nothing twice). Loads ask the object for the game and D1 for
 * the seating and ratings, in parallel; the lobby's and clocks' writes become calls likewise, the
 * object's answer standing for the guards (`won`, `unchanged`) the D1 statements read now. The
 * log fragments of `log-sql.ts` would then be answered by the object, and the outbox claim would
 * load its mails' logs in a second step.
 */
export {
  loadGame,
  loadGameForPlay,
  loadGameMarkingOpened,
  loadGameVersionMarkingOpened,
  loadSeatRatings,
  setSeenSeq,
  type GameRow,
  type MoveRow,
  type RatingChange,
  type Seating,
} from "./load.ts";
export {
  appendMove,
  LOST,
  retryLost,
  type Append,
  type Appended,
  type Lost,
  type Snapshot,
} from "./moves.ts";
export { actedSinceSql, logFromJson, logSinceOwnLastMoveSql, movedAfterSql } from "./log-sql.ts";
export {
  cancelOpenGame,
  deleteSeat,
  gameStillOpen,
  insertGame,
  insertLeagueLobby,
  insertSeatIfRoom,
  openGameChanged,
  startOpenGame,
  type Start,
} from "./lobby.ts";
export { insertChat, listChat } from "./chat.ts";
export { storeOf, type GameStore, type StoreContext } from "./store.ts";
export {
  archiveGame,
  gamesToArchive,
  storedGamesAfter,
  packArchive,
  readArchive,
  type Archived,
  type Archiving,
} from "./archive.ts";
export {
  changedIds,
  keepVersions,
  loadGameVersion,
  versionAfter,
  versionsChanged,
  versionsHanded,
  asWriter,
  type VersionParts,
} from "./versions.ts";
export { convertGuest, deleteGuest, idleGuests, mergeGuest } from "./guests.ts";
export {
  claimStalledBots,
  dropEverySeat,
  recordReminders,
  reviseGamesOf,
  setClocks,
  type Due,
} from "./clocks.ts";
