import { z } from "zod";
import {
  appendMoveBatch,
  findMoveByKey,
  listMoves,
  loadGameFor,
  loadGameForPlay,
  type GameRow,
  type OutboxInsert,
  type RatingChange,
  type Seating,
} from "../db/games.ts";
import type { RatingRow } from "../db/ratings.ts";
import { isUniqueViolation } from "../db/index.ts";
import type { ClaimedNote } from "../db/notifications.ts";
import type { AnyGame, LogEvent, Seat } from "../games/contract.ts";
import type { UseCaseContext } from "../context.ts";
import { gameDefinition, timeControl } from "./lobby.ts";
import { advanceClocks, nextDeadline, nextReminder, type Clocks } from "./clock.ts";
import { droppedSeats, rateGame } from "./ratings.ts";
import { rebuild } from "./replay.ts";
import { fail, issuesOf, ok, type Failure, type Result } from "./result.ts";
import { describeGame, gameTag, type GameDescription } from "./views.ts";
import { seatEvents, waitingHidden } from "./waiting.ts";

export const moveRequest = z.strictObject({
  /** The game version the move was chosen on; a newer game answers 409 unless only other seats' hidden moves came since. */
  version: z.int().min(0),
  /** Same key, same answer: a retried request is not played twice. */
  idempotencyKey: z.string().min(8).max(64),
  move: z.unknown(),
});
export type MoveRequest = z.infer<typeof moveRequest>;

/** `notes`: the notifications the move's batch claimed, for the caller to send after answering (`drainSoon`). */
type Answer = Result<{
  tag: string;
  body: GameDescription;
  seq: number;
  replayed: boolean;
  notes: readonly ClaimedNote[];
}>;

async function describeFor(
  ctx: UseCaseContext,
  gameId: string,
  userId: string,
): Promise<{ tag: string; body: GameDescription } | undefined> {
  const loaded = await loadGameFor(ctx.db, gameId, userId);
  if (!loaded) return undefined;
  return {
    tag: await gameTag(ctx.env.SESSION_KEY, loaded.game, userId),
    body: describeGame(loaded.game, loaded.players, userId, loaded.seat, loaded.seenSeq, loaded.ratingChanges),
  };
}

async function stale(ctx: UseCaseContext, gameId: string, userId: string): Promise<Failure> {
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
async function earlierAnswer(
  ctx: UseCaseContext,
  gameId: string,
  userId: string,
  request: Pick<MoveRequest, "idempotencyKey" | "move">,
): Promise<Answer | undefined> {
  const earlier = await findMoveByKey(ctx.db, gameId, request.idempotencyKey);
  if (!earlier) return undefined;
  if (earlier.userId !== userId) return fail("IDEMPOTENCY_KEY_REUSED");
  const loaded = await loadGameFor(ctx.db, gameId, userId);
  if (!loaded) return fail("NOT_FOUND");
  if (!sameMove(gameDefinition(loaded.game.type), earlier.move, request.move)) return fail("IDEMPOTENCY_KEY_REUSED");
  const tag = await gameTag(ctx.env.SESSION_KEY, loaded.game, userId);
  return ok({
    tag,
    body: describeGame(loaded.game, loaded.players, userId, loaded.seat, loaded.seenSeq, loaded.ratingChanges),
    seq: earlier.seq,
    replayed: true,
    notes: [],
  });
}

/** Moves a request may be behind the game and still stand, at most: more means a client far behind (and a longer read). */
const MAX_BEHIND = 16;

/**
 * Whether a move chosen on the older `version` still stands on the game as it is: everything
 * logged since must be hidden moves of other seats in the simultaneous step still in progress
 * (the game's `hiddenMoves`), which change nothing this seat sees but the fact that they were
 * made. The step began after `version` exactly when some seat has more rows since then than
 * moves in the step (the row that began it is one more), so counting rows per seat tells.
 * The decision reads only who moved and how often, which the seat's own view shows anyway.
 */
async function stillStands(ctx: UseCaseContext, { row, seat, game }: Loaded, version: number): Promise<boolean> {
  const behind = row.version - version;
  const counts = game.hiddenMoves?.(row.state);
  const others = counts?.reduce((sum, n, s) => (s === seat ? sum : sum + n), 0) ?? 0;
  if (behind <= 0 || behind > Math.min(others, row.moveCount, MAX_BEHIND)) return false;
  const since = await listMoves(ctx.db, row.id, row.moveCount - behind);
  const rowsBySeat = new Map<Seat, number>();
  for (const logged of since) {
    if (logged.kind === "undo" || logged.seat === null || logged.seat === seat) return false;
    rowsBySeat.set(logged.seat, (rowsBySeat.get(logged.seat) ?? 0) + 1);
  }
  return since.length === behind && [...rowsBySeat].every(([s, rows]) => rows <= (counts?.[s] ?? 0));
}

/** Notifications a move causes: whoever must act now and did not before, and everybody at the end. */
function notesFor(
  row: GameRow,
  after: readonly Seat[],
  finished: boolean,
  seq: number,
  players: Seating,
  now: number,
): OutboxInsert[] {
  const note = (kind: string, userId: string): OutboxInsert => ({
    kind,
    userId,
    gameId: row.id,
    payload: { seq },
    dueAt: now,
    createdAt: now,
  });
  if (finished) return players.map((p) => note("gameOver", p.userId));
  return players
    .filter((p) => p.seat !== null && after.includes(p.seat) && !row.toAct.includes(p.seat))
    .map((p) => note("yourTurn", p.userId));
}

/** `ratings`: the current ratings of the players and the cooperative opponent, which a finishing move rates from. */
export type Loaded = {
  row: GameRow;
  seat: Seat;
  game: AnyGame;
  players: Seating;
  seenSeq: number;
  ratings: readonly RatingRow[];
};

async function loadActive(ctx: UseCaseContext, gameId: string, userId: string): Promise<Result<Loaded>> {
  const loaded = await loadGameForPlay(ctx.db, gameId, userId);
  if (!loaded || (!loaded.member && loaded.game.visibility !== "public")) return fail("NOT_FOUND");
  if (!loaded.member || loaded.seat === undefined) {
    return loaded.member ? fail("GAME_NOT_ACTIVE", { params: { status: loaded.game.status } }) : fail("NOT_A_PLAYER");
  }
  if (loaded.game.status !== "active") return fail("GAME_NOT_ACTIVE", { params: { status: loaded.game.status } });
  const game = gameDefinition(loaded.game.type);
  if (!game) return fail("UNKNOWN_GAME_TYPE", { params: { type: loaded.game.type } });
  return ok({
    row: loaded.game,
    seat: loaded.seat,
    game,
    players: loaded.players,
    seenSeq: loaded.seenSeq,
    ratings: loaded.ratings,
  });
}

/** The clocks after a move by `seat` (or a timeout for it), with a tweak for the seat timed out. */
export function clocksAfter(
  row: GameRow,
  players: Seating,
  toAct: readonly Seat[],
  seat: Seat,
  now: number,
  tweak?: (clock: Clocks[string]) => Clocks[string],
) {
  const bySeat = new Map(players.map((p) => [p.seat, { zone: p.timeZone, awayUntil: p.vacationUntil }]));
  const control = timeControl.parse(row.timeControl);
  const before = row.clocks as Clocks;
  const clocks = advanceClocks(
    control,
    tweak ? { ...before, [seat]: tweak(before[seat] ?? {}) } : before,
    row.toAct,
    toAct,
    seat,
    now,
    (s) => bySeat.get(s) ?? { zone: "UTC" },
  );
  return {
    clocks,
    nextDeadline: toAct.length ? nextDeadline(clocks, now) : null,
    nextReminder: toAct.length ? nextReminder(clocks) : null,
  };
}

type Entry = {
  kind: "move" | "undo" | "timeout";
  move: unknown;
  events: readonly LogEvent[];
  undoable: boolean;
  idempotencyKey?: string;
};

/** Writes one log row and the new snapshot in one batch; a lost race answers 409 and changes nothing. */
export async function commit(
  ctx: UseCaseContext,
  loaded: Loaded,
  userId: string | null,
  entry: Entry,
  state: unknown,
  extraNotes: OutboxInsert[] = [],
  tweak?: (clock: Clocks[string]) => Clocks[string],
): Promise<Answer> {
  const answer = await tryCommit(ctx, loaded, userId, entry, state, extraNotes, tweak);
  if (answer !== LOST) return answer;
  return userId ? stale(ctx, loaded.row.id, userId) : fail("STALE_VERSION");
}

/** Another write reached the game first: nothing of ours was written. */
const LOST = Symbol("lost");

async function tryCommit(
  ctx: UseCaseContext,
  { row, seat, game, players, seenSeq, ratings }: Loaded,
  userId: string | null,
  entry: Entry,
  state: unknown,
  extraNotes: OutboxInsert[] = [],
  tweak?: (clock: Clocks[string]) => Clocks[string],
): Promise<Answer | typeof LOST> {
  const toAct = [...game.toAct(state)];
  const outcome = game.outcome(state);
  const seq = row.moveCount + 1;
  const update = {
    state,
    toAct,
    status: outcome ? ("finished" as const) : ("active" as const),
    outcome: outcome ?? null,
    progress: game.progress?.(state) ?? null,
    undoSeat: entry.undoable ? seat : null,
    ...clocksAfter(row, players, outcome ? [] : toAct, seat, ctx.now, tweak),
  };
  // The finishing move rates the game in its own batch, from the ratings read with the game.
  const rated = outcome
    ? rateGame(
        {
          id: row.id,
          type: row.type,
          options: row.options,
          outcome,
          seats: players,
          dropped: droppedSeats(update.clocks),
          finishedAt: ctx.now,
        },
        new Map(ratings.map((r) => [r.player, r])),
      )
    : [];
  let notes: readonly ClaimedNote[] = [];
  try {
    const [, written, claimed] = await appendMoveBatch(
      ctx.db,
      { gameId: row.id, seq, seat, userId, createdAt: ctx.now, ...entry, events: [...entry.events] },
      row.version,
      update,
      [...notesFor(row, toAct, outcome !== undefined, seq, players, ctx.now), ...extraNotes],
      ctx.now,
      entry.kind !== "timeout",
      rated,
    );
    if (written?.meta.changes !== 1) throw new Error(`game ${row.id} changed outside the move log`);
    notes = claimed;
  } catch (error) {
    if (entry.idempotencyKey && userId && isUniqueViolation(error, "idempotency")) {
      const earlier = await earlierAnswer(ctx, row.id, userId, {
        idempotencyKey: entry.idempotencyKey,
        move: entry.move,
      });
      if (earlier) return earlier;
    }
    if (isUniqueViolation(error)) return LOST;
    throw error;
  }
  const after: GameRow = { ...row, ...update, version: row.version + 1, moveCount: seq, updatedAt: ctx.now };
  const viewer = userId ?? undefined;
  const mySeat = userId ? seat : undefined;
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
    body: describeGame(after, players, viewer, mySeat, seenSeq, changes),
    seq,
    replayed: false,
    notes,
  });
}

/**
 * Tries of one move request: each lost race means another move landed meanwhile, so with five
 * seats choosing at once (Notre Dame's most) the last of them wins by its fifth try.
 */
const COMMIT_TRIES = 6;

/**
 * A player's move: checked by the game's rules, written with the log row, or refused with nothing
 * changed. A move chosen on an older version, or one that lost the race for the next log row,
 * is checked and played again on the fresh game when only other seats' hidden moves came between.
 */
export async function submitMove(
  ctx: UseCaseContext,
  userId: string,
  gameId: string,
  request: MoveRequest,
): Promise<Answer> {
  for (let tries = 1; ; tries++) {
    const loaded = await loadActive(ctx, gameId, userId);
    if (!loaded.ok) {
      if (loaded.code === "GAME_NOT_ACTIVE") return (await earlierAnswer(ctx, gameId, userId, request)) ?? loaded;
      return loaded;
    }
    const { row, seat, game } = loaded.value;
    if (row.version !== request.version) {
      const earlier = await earlierAnswer(ctx, gameId, userId, request);
      if (earlier) return earlier;
      if (!(await stillStands(ctx, loaded.value, request.version))) {
        return fail("STALE_VERSION", {
          current: describeGame(row, loaded.value.players, userId, seat, loaded.value.seenSeq),
        });
      }
    }
    const parsed = game.move.safeParse(request.move);
    if (!parsed.success)
      return fail("INVALID_MOVE", { issues: issuesOf(parsed.error).map((i) => ({ ...i, path: ["move", ...i.path] })) });
    const played = game.play(row.state, seat, parsed.data);
    if (!played.ok) return fail("ILLEGAL_MOVE", { rule: played.error });
    const answer = await tryCommit(
      ctx,
      loaded.value,
      userId,
      {
        kind: "move",
        move: parsed.data,
        events: played.played.events,
        undoable: !played.played.reveals,
        idempotencyKey: request.idempotencyKey,
      },
      played.played.state,
    );
    if (answer !== LOST) return answer;
    if (tries === COMMIT_TRIES) return stale(ctx, gameId, userId);
  }
}

/** Takes back the player's last move when it revealed nothing and nobody has moved since. */
export async function undoMove(ctx: UseCaseContext, userId: string, gameId: string, version: number): Promise<Answer> {
  const loaded = await loadActive(ctx, gameId, userId);
  if (!loaded.ok) return loaded;
  const { row, seat, game } = loaded.value;
  if (row.version !== version) return stale(ctx, gameId, userId);
  if (row.undoSeat !== seat || !row.seed) return fail("UNDO_NOT_ALLOWED");
  const rows = await listMoves(ctx.db, gameId);
  const undoRow = { seq: row.moveCount + 1, kind: "undo" as const, seat, move: null };
  const state = rebuild(game, loaded.value.players.length, row.options, row.seed, [...rows, undoRow]);
  const undone = rows.at(-1)?.seq ?? 0;
  const events = seatEvents({ type: "undone", seat, seq: undone }, waitingHidden(row));
  return commit(ctx, loaded.value, userId, { kind: "undo", move: { undo: undone }, events, undoable: false }, state);
}
