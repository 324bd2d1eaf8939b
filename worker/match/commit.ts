import {
  loadSeatRatings,
  LOST,
  type GameRow,
  type Lost,
  type RatingChange,
  type Seating,
  type Snapshot,
  storeOf,
} from "../db/game-store/index.ts";
import { AT_TABLE, insertNotes, type OutboxInsert } from "../db/notifications.ts";
import { ratingStatements, type RatingRow, type RatingWrite } from "../db/ratings.ts";
import type { AnyGame, LogEvent, Outcome, Seat } from "../games/contract.ts";
import type { UseCaseContext } from "../context.ts";
import type { GameResult } from "../mail/notification.ts";
import { advanceClocks, nextDeadline, nextReminder, restoredClocks, timeControl, type Clocks } from "./clock.ts";
import { botDueAt, botPause, hasBots, people, peopleSeats } from "./bot-seats.ts";
import { gameDefinition } from "./definitions.ts";
import { droppedSeats, rateGame } from "./ratings.ts";
import { fail, ok, type Failure, type Result } from "./result.ts";
import { describeGame, gameTag, type GameDescription } from "./views.ts";

/**
 * `notified`: the move wrote notifications for the caller's drain after answering (`drainSoon`:
 * it loads and sends them, so the move reads none of what they tell); `botsDue`: a bot seat must act now, for the caller to start the bots after answering;
 * `plansDue`: a seat with moves planned ahead must act now (or the game ended with plans left), for
 * the caller to judge them after answering (the same background chain; never told to the client).
 */
export type Answer = Result<{
  tag: string;
  body: GameDescription;
  seq: number;
  replayed: boolean;
  notified: boolean;
  botsDue: boolean;
  plansDue: boolean;
}>;

/** `planned`: the seats with moves planned ahead, when the load read them. */
export type Loaded = {
  row: GameRow;
  seat: Seat;
  game: AnyGame;
  players: Seating;
  seenSeq: number;
  planned?: readonly Seat[];
};

/** A log row to write: a player's move or undo, or the bot's move for a seat that timed out. */
export type Entry = {
  kind: "move" | "undo" | "timeout";
  move: unknown;
  events: readonly LogEvent[];
  undoable: boolean;
  idempotencyKey?: string;
};

/** A clock's change for the seat timed out. */
type Tweak = (clock: Clocks[string]) => Clocks[string];

/**
 * A log row to write on the game as loaded, and the state it leads to; `userId` null for the
 * bot's move; `extraNotes` besides those the move causes; `tweak` for the seat timed out; `also`,
 * writes that land with the move or not at all (the plans it judged); `background`: written by
 * background work (a planned move), so its notes wait for the drain that follows it.
 */
export type Commit = {
  loaded: Loaded;
  userId: string | null;
  entry: Entry;
  state: unknown;
  extraNotes?: readonly OutboxInsert[];
  tweak?: Tweak;
  also?: readonly D1PreparedStatement[];
  background?: boolean;
};

async function describeFor(
  ctx: UseCaseContext,
  gameId: string,
  userId: string,
): Promise<{ tag: string; body: GameDescription } | undefined> {
  const loaded = await storeOf(ctx).loadGame(gameId, userId);
  if (!loaded) return undefined;
  return {
    tag: await gameTag(ctx.env.SESSION_KEY, loaded.game, userId),
    body: describeGame(loaded.game, loaded.players, userId, loaded.seat, loaded.seenSeq, loaded.ratingChanges),
  };
}

/** STALE_VERSION with the game as it is now for the user. */
export async function stale(ctx: UseCaseContext, gameId: string, userId: string): Promise<Failure> {
  return fail("STALE_VERSION", { current: (await describeFor(ctx, gameId, userId))?.body });
}

/** Whether a request carries the move stored under its key: both read by the game's schema, so key order cannot tell them apart. */
function sameMove(game: AnyGame | undefined, stored: unknown, sent: unknown): boolean {
  const read = (move: unknown) => {
    const parsed = game?.move.safeParse(move);
    return JSON.stringify(parsed?.success ? parsed.data : move);
  };
  return read(stored) === read(sent);
}

/** The answer to a request whose idempotency key was already used: the first result for the same move, else a clear refusal. */
export async function earlierAnswer(
  ctx: UseCaseContext,
  gameId: string,
  userId: string,
  request: { idempotencyKey: string; move: unknown },
): Promise<Answer | undefined> {
  const earlier = await storeOf(ctx).moveByKey(gameId, request.idempotencyKey);
  if (!earlier) return undefined;
  if (earlier.userId !== userId) return fail("IDEMPOTENCY_KEY_REUSED");
  const loaded = await storeOf(ctx).loadGame(gameId, userId);
  if (!loaded) return fail("NOT_FOUND");
  if (!sameMove(gameDefinition(loaded.game.type), earlier.move, request.move)) return fail("IDEMPOTENCY_KEY_REUSED");
  const tag = await gameTag(ctx.env.SESSION_KEY, loaded.game, userId);
  return ok({
    tag,
    body: describeGame(loaded.game, loaded.players, userId, loaded.seat, loaded.seenSeq, loaded.ratingChanges),
    seq: earlier.seq,
    replayed: true,
    notified: false,
    botsDue: false,
    plansDue: false,
  });
}

/** Who won, for the game-over mail: the first-ranked players by name with their score, or the team's result. */
function resultOf(outcome: Outcome, players: Seating): GameResult {
  if (outcome.kind === "shared") return { kind: "shared", won: outcome.won };
  const first = players.filter((p) => p.seat !== null && outcome.ranks[p.seat] === 1);
  const seat = first[0]?.seat;
  return {
    kind: "ranked",
    winners: first.map((p) => p.name),
    score: seat === undefined || seat === null ? 0 : (outcome.scores[seat] ?? 0),
  };
}

/**
 * Notifications a move causes: whoever must act now and did not before, and everybody at the end
 * (told who won). A bot's move (`byBot`) gives the turn back to a person who may be watching it
 * land: its "your turn" waits at least `AT_TABLE`, whatever the person's own grace (none
 * included), and is dropped if the person's table loads it meanwhile; a person who left gets it then.
 */
function notesFor(
  row: GameRow,
  after: readonly Seat[],
  outcome: Outcome | undefined,
  seq: number,
  players: Seating,
  now: number,
  byBot: boolean,
): OutboxInsert[] {
  const note = (kind: string, userId: string, extra?: { result: GameResult }): OutboxInsert => ({
    kind,
    userId,
    gameId: row.id,
    payload: { seq, ...extra },
    dueAt: now,
    createdAt: now,
  });
  if (outcome) {
    const result = resultOf(outcome, players);
    return people(players).map((p) => note("gameOver", p.userId, { result }));
  }
  return people(players)
    .filter((p) => p.seat !== null && after.includes(p.seat) && !row.toAct.includes(p.seat))
    .map((p) => ({ ...note("yourTurn", p.userId), ...(byBot ? { graceUntil: now + AT_TABLE } : {}) }));
}

/** Whether a seat with plans must act after the move, or the game ended with plans left to clear. */
function plansDue(planned: readonly Seat[] | undefined, snapshot: Snapshot): boolean {
  if (!planned?.length) return false;
  return snapshot.status !== "active" || planned.some((seat) => snapshot.toAct.includes(seat));
}

/** The clocks with the game's next deadline and reminder, for the cron's sweeps (none once nobody must act). */
function withDue(clocks: Clocks, toAct: readonly Seat[], now: number) {
  return {
    clocks,
    nextDeadline: toAct.length ? nextDeadline(clocks, now) : null,
    nextReminder: toAct.length ? nextReminder(clocks) : null,
  };
}

/**
 * The clocks after a move by `seat` (or a timeout for it), with a tweak for the seat timed out.
 * An undo puts back the clocks its move replaced (`restoredClocks`), when the game row kept them
 * (a move made before they were kept is undone as a move: the mover's turn starts afresh).
 */
function clocksAfter({ row, seat, players }: Loaded, entry: Entry, toAct: readonly Seat[], now: number, tweak?: Tweak) {
  const before = row.clocks as Clocks;
  // Bots have no clock: only people's seats are timed.
  const timed = (seats: readonly Seat[]) => peopleSeats(players, seats);
  if (entry.kind === "undo" && row.undoClocks)
    return withDue(
      restoredClocks(row.undoClocks as Clocks, before, timed(toAct), timed(row.toAct), seat),
      timed(toAct),
      now,
    );
  const bySeat = new Map(players.map((p) => [p.seat, { zone: p.timeZone, awayUntil: p.vacationUntil }]));
  const clocks = advanceClocks(
    timeControl.parse(row.timeControl),
    tweak ? { ...before, [seat]: tweak(before[seat] ?? {}) } : before,
    timed(row.toAct),
    timed(toAct),
    seat,
    now,
    (s) => bySeat.get(s) ?? { zone: "UTC" },
  );
  return withDue(clocks, timed(toAct), now);
}

/**
 * What the move makes of the game row: the new state, who acts, the outcome, the clocks; and for
 * a move its player may take back, the clocks it replaces, which the undo restores.
 */
function snapshotAfter(
  loaded: Loaded,
  entry: Entry,
  state: unknown,
  now: number,
  pause: number,
  tweak?: Tweak,
): { snapshot: Snapshot; toAct: Seat[]; outcome: Outcome | undefined } {
  const { row, seat, game, players } = loaded;
  const toAct = [...game.toAct(state)];
  const outcome = game.outcome(state);
  const snapshot = {
    botDue: outcome ? null : botDueAt(players, toAct, now + pause),
    state,
    toAct,
    status: outcome ? ("finished" as const) : ("active" as const),
    outcome: outcome ?? null,
    progress: game.progress?.(state) ?? null,
    undoSeat: entry.undoable ? seat : null,
    undoClocks: entry.undoable ? row.clocks : null,
    ...clocksAfter(loaded, entry, outcome ? [] : toAct, now, tweak),
  };
  return { snapshot, toAct, outcome };
}

/**
 * The finishing move rates the game in its own batch, from the current ratings of its players,
 * read by key then (a round trip only the finishing move pays). A game that finished meanwhile
 * for one of them fails the batch (`rating_history_turn`), which reads them again.
 */
async function ratingsAfter(
  ctx: UseCaseContext,
  { row, players }: Loaded,
  snapshot: Snapshot,
  outcome: Outcome,
): Promise<RatingWrite[]> {
  const ratings: readonly RatingRow[] = await loadSeatRatings(ctx.db, row.id);
  return rateGame(
    {
      id: row.id,
      type: row.type,
      options: row.options,
      outcome,
      seats: players,
      dropped: droppedSeats(snapshot.clocks),
      finishedAt: ctx.now,
    },
    new Map(ratings.map((r) => [r.player, r])),
  );
}

/** The answer to a committed move: the game as the mover sees it (a timeout's, as a spectator does). */
async function committedAnswer(
  ctx: UseCaseContext,
  loaded: Loaded,
  userId: string | null,
  snapshot: Snapshot,
  rated: readonly RatingWrite[],
  notified: boolean,
): Promise<Answer> {
  const { row, seat, players, seenSeq } = loaded;
  const seq = row.moveCount + 1;
  const after: GameRow = { ...row, ...snapshot, version: row.version + 1, moveCount: seq, updatedAt: ctx.now };
  const viewer = userId ?? undefined;
  const changes: RatingChange[] = rated.map(({ player, n, muBefore, sigmaBefore, mu, sigma }) => ({
    player,
    n,
    muBefore,
    sigmaBefore,
    mu,
    sigma,
  }));
  return ok({
    tag: await gameTag(ctx.env.SESSION_KEY, after, viewer),
    body: describeGame(after, players, viewer, userId ? seat : undefined, seenSeq, changes),
    seq,
    replayed: false,
    notified,
    botsDue: (snapshot.botDue ?? null) !== null,
    plansDue: plansDue(loaded.planned, snapshot),
  });
}

/**
 * Writes one log row and the new snapshot, with the notifications and a finishing move's ratings,
 * in one append. `LOST`: another write reached the game first, and nothing of this one was
 * written (a request whose key is in the log meanwhile gets that move's answer instead).
 */
export async function tryCommit(
  ctx: UseCaseContext,
  { loaded, userId, entry, state, extraNotes = [], tweak, also = [], background = false }: Commit,
): Promise<Answer | Lost> {
  const { row, seat, players } = loaded;
  const { snapshot, toAct, outcome } = snapshotAfter(loaded, entry, state, ctx.now, botPause(ctx.env), tweak);
  // A game with a bot seat is not rated (the lobby says so where the seats are chosen).
  const rated = outcome && !hasBots(players) ? await ratingsAfter(ctx, loaded, snapshot, outcome) : [];
  const seq = row.moveCount + 1;
  const byBot = hasBots(players.filter((p) => p.userId === userId));
  const notes = [...notesFor(row, toAct, outcome, seq, players, ctx.now, byBot), ...extraNotes];
  const appended = await storeOf(ctx).appendMove({
    move: { gameId: row.id, seq, seat, userId, createdAt: ctx.now, ...entry, events: [...entry.events] },
    expectedVersion: row.version,
    snapshot,
    now: ctx.now,
    // No notes, no statement: even an empty insert reads rows.
    alongside: [...(notes.length ? [insertNotes(ctx.db, notes)] : []), ...ratingStatements(ctx.db, rated), ...also],
  });
  // Timeouts' and bots' notes wait for the drain that follows their moves: the cron's, or the bot chain's.
  const notified = notes.length > 0 && entry.kind !== "timeout" && !byBot && !background;
  if (appended.committed) return committedAnswer(ctx, loaded, userId, snapshot, rated, notified);
  if (appended.keyTaken && entry.idempotencyKey && userId) {
    const earlier = await earlierAnswer(ctx, row.id, userId, {
      idempotencyKey: entry.idempotencyKey,
      move: entry.move,
    });
    if (earlier) return earlier;
  }
  return LOST;
}

/** `tryCommit` once: a lost race answers 409 and changes nothing. */
export async function commit(ctx: UseCaseContext, written: Commit): Promise<Answer> {
  const answer = await tryCommit(ctx, written);
  if (answer !== LOST) return answer;
  return written.userId ? stale(ctx, written.loaded.row.id, written.userId) : fail("STALE_VERSION");
}
