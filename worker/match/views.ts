import {
  claimStalledBots,
  loadGameVersion,
  loadGameVersionMarkingOpened,
  setSeenSeq,
  type GameRow,
  type MoveRow,
  type RatingChange,
  type Seating,
  storeOf,
} from "../db/game-store/index.ts";
import { invitedNames, inviterName } from "../db/invitations.ts";
import type { AnyGame, LogEvent, Seat } from "../games/contract.ts";
import type { UseCaseContext } from "../context.ts";
import { BOT_STALL_MS, botsStalled } from "./bot-seats.ts";
import type { Clocks } from "./clock.ts";
import { gameDefinition } from "./definitions.ts";
import { visibleGame } from "./access.ts";
import { othersPresentFor, withBotsAtWork } from "./company.ts";
import { spectatorViews } from "./replay.ts";
import { fail, ok, type Result } from "./result.ts";
import { PROVISIONAL_GAMES } from "./ratings.ts";
import { hmacKey } from "./tokens.ts";
import { rowsHideSeats, shownClocks, shownToAct, waitingHidden } from "./waiting.ts";

/**
 * The ETag of a game as one user sees it: its version, chat count and revision, signed for that
 * user with the server's key, so nobody can forge a tag to learn whether a game they may not see
 * changed.
 */
export async function gameTag(
  key: string,
  game: Pick<GameRow, "id" | "version" | "chatCount" | "revision">,
  userId: string | undefined,
): Promise<string> {
  const hmac = await hmacKey(key);
  const mac = await crypto.subtle.sign(
    "HMAC",
    hmac,
    new TextEncoder().encode(`${game.id}.${game.version}.${game.chatCount}.${game.revision}.${userId ?? ""}`),
  );
  const short = Array.from(new Uint8Array(mac).slice(0, 8), (b) => b.toString(16).padStart(2, "0")).join("");
  return `"v${game.version}.${game.chatCount}.${game.revision}-${short}"`;
}

/** Everything a user may see of a game, with the legal moves when it is the user's turn (and, once it is finished, what it did to the ratings). */
export function describeGame(
  row: GameRow,
  seating: Seating,
  userId: string | undefined,
  seat: Seat | undefined,
  seenSeq: number,
  ratingChanges: readonly RatingChange[] = [],
) {
  const game = gameDefinition(row.type);
  const member = seating.some((s) => s.userId === userId);
  const playing = row.state !== null && row.state !== undefined && game !== undefined;
  const toAct = row.status === "active" ? row.toAct : [];
  const hidden = waitingHidden(row);
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    version: row.version,
    visibility: row.visibility,
    seatCount: row.seatCount,
    createdBy: row.createdBy,
    timeControl: row.timeControl,
    timeoutPolicy: row.timeoutPolicy,
    options: row.options,
    /** Per seat: the deadline while it must act, the bank left, how often it timed out, whether the bot plays it; only the viewer's own while the game hides who is waiting. */
    clocks: shownClocks(row.clocks as Clocks, seat, hidden),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    inviteCode: member && row.status === "open" ? row.inviteCode : undefined,
    /** `vacationUntil`: the end of the player's latest vacation (in the past once it is over): their clock stands still until then. */
    players: seating.map((s) => ({
      userId: s.userId,
      name: s.name,
      bot: s.bot ?? undefined,
      ownedBy: s.ownedBy ?? undefined,
      seat: s.seat ?? undefined,
      vacationUntil: s.vacationUntil ?? undefined,
    })),
    mySeat: seat,
    /** The seats to act; while the game hides who is waiting, only the viewer's own seat if it must. */
    toAct: shownToAct(toAct, seat, hidden),
    /** How many seats are still to act (their moves' count shows in the version anyway). */
    waiting: toAct.length,
    moveCount: row.moveCount,
    chatCount: row.chatCount,
    unseen: member ? Math.max(0, row.moveCount - seenSeq) : 0,
    canUndo: seat !== undefined && row.status === "active" && row.undoSeat === seat,
    view: (playing ? game.view(row.state, seat) : undefined) as unknown,
    ...legalMovesFor(game, row.state, playing && seat !== undefined && toAct.includes(seat) ? seat : undefined),
    outcome: row.outcome ?? undefined,
    /** Per rated player (a user id, or `level:n` for a cooperative game's level), the rating before and after the game. */
    ratings:
      row.status === "finished"
        ? ratingChanges.map((c) => ({ ...c, provisional: c.n < PROVISIONAL_GAMES }))
        : undefined,
  };
}
export type GameDescription = ReturnType<typeof describeGame>;

/** The seat's legal moves (none when it need not act): in parts for a game that lists them so, else the list. */
function legalMovesFor(
  game: AnyGame | undefined,
  state: unknown,
  seat: Seat | undefined,
): { legalMoves: unknown[]; legalParts?: unknown } {
  if (game === undefined || seat === undefined) return { legalMoves: [] };
  if (game.legalParts) return { legalMoves: [], legalParts: game.legalParts.of(state, seat) };
  return { legalMoves: [...game.legalMoves(state, seat)] };
}

export async function gameView(
  ctx: UseCaseContext,
  gameId: string,
  userId: string | undefined,
  inviteCode?: string,
  seen = true,
): Promise<Result<{ tag: string; body: GameDescription; othersPresent: number; botDue: number | null }>> {
  // A player's load (unless from a tab nobody sees) is recorded in the read's round trip; it holds back their turn mails (db/notifications.ts).
  const loaded = await visibleGame(ctx, gameId, userId, inviteCode, seen ? ctx.now : undefined);
  if (!loaded) return fail("NOT_FOUND");
  // A lobby's players see who is invited and not seated yet (an invitation moves the version, so their poll sees it).
  const lobby = loaded.game.status === "open";
  const invited = loaded.member && lobby ? await invitedNames(ctx.db, gameId) : undefined;
  // Whoever is invited and not seated yet is told by whom, beside the Join button.
  const invitedBy = !loaded.member && lobby && userId ? await inviterName(ctx.db, gameId, userId) : undefined;
  const others = loaded.players.filter((p) => p.userId !== userId).map((p) => p.openedAt ?? 0);
  // The guided first game: a player who has finished no game of the title yet.
  const guided = loaded.seat !== undefined && loaded.game.status === "active" ? !loaded.finishedOne : undefined;
  return ok({
    tag: await gameTag(ctx.env.SESSION_KEY, loaded.game, userId),
    othersPresent: withBotsAtWork(othersPresentFor(Math.max(0, ...others), ctx.now), loaded.game.botDue) ?? 0,
    botDue: loaded.game.botDue,
    body: {
      ...describeGame(loaded.game, loaded.players, userId, loaded.seat, loaded.seenSeq, loaded.ratingChanges),
      invited,
      invitedBy,
      guided,
    },
  });
}

/** What a game poll says: the user's ETag, and where the polling tab is (`hidden`: nobody looks; `visible`: somebody does; none: a load). */
export type GamePoll = { invite?: string; ifNoneMatch?: string; tab?: "visible" | "hidden" };

/**
 * A poll of a game: `unchanged` when `ifNoneMatch` is still the game's tag for the user (no D1
 * row read: `loadGameVersion`), otherwise the game. It counts as the player sitting at the table unless the tab is
 * hidden; a visible tab counts even when nothing changed, a poll without a word about its tab
 * only when it loads the game. That is written at most once a poll, in a read's round trip.
 * `othersPresent` (seconds other players will still count as at the table) comes with every load
 * and with a visible tab's 304, from the rows those read anyway, and while bots are to act with any
 * 304 (`withBotsAtWork`); another plain 304 says nothing.
 * `botsResumed`: the poll took over a bot chain nobody plays (`claimStalledBots`), for the caller
 * to play after its answer; the cron's sweep stays the net under both.
 */
export async function pollGame(
  ctx: UseCaseContext,
  gameId: string,
  userId: string | undefined,
  { invite, ifNoneMatch, tab }: GamePoll,
): Promise<
  Result<
    | { unchanged: true; tag: string; othersPresent?: number; botsResumed: boolean }
    | { unchanged?: undefined; tag: string; body: GameDescription; othersPresent: number; botsResumed: boolean }
  >
> {
  const markNow = userId !== undefined && Boolean(ifNoneMatch) && tab === "visible";
  if (ifNoneMatch) {
    const signal = markNow ? await loadGameVersionMarkingOpened(ctx.db, gameId, userId, ctx.now) : undefined;
    const current = markNow ? signal : await loadGameVersion(ctx.db, gameId);
    if (current && (await gameTag(ctx.env.SESSION_KEY, { id: gameId, ...current }, userId)) === ifNoneMatch) {
      const othersPresent = withBotsAtWork(signal && othersPresentFor(signal.othersOpenedAt, ctx.now), current.botDue);
      return ok({
        unchanged: true,
        tag: ifNoneMatch,
        othersPresent,
        botsResumed: await resumeStalled(ctx, gameId, current.botDue),
      });
    }
  }
  const view = await gameView(ctx, gameId, userId, invite, tab !== "hidden" && !markNow);
  return view.ok ? ok({ ...view.value, botsResumed: await resumeStalled(ctx, gameId, view.value.botDue) }) : view;
}

/** Claims a bot chain nobody plays (a round trip only then); two polls at once: one wins. */
function resumeStalled(ctx: UseCaseContext, gameId: string, botDue: number | null): Promise<boolean> {
  if (!botsStalled(botDue, ctx.now)) return Promise.resolve(false);
  return claimStalledBots(ctx.db, gameId, ctx.now - BOT_STALL_MS, ctx.now);
}

/**
 * A log entry as `seat` may see it: public events, events addressed to it, its own moves; with
 * `seatless`, another seat's row without its seat (the game hides who has acted, `rowsHideSeats`).
 */
export function logEntry(row: MoveRow, seat: Seat | undefined, everything: boolean, seatless = false) {
  const visible = (e: LogEvent) => everything || !e.to || (seat !== undefined && e.to.includes(seat));
  return {
    seq: row.seq,
    kind: row.kind,
    seat: seatless && row.seat !== seat ? undefined : (row.seat ?? undefined),
    at: row.createdAt,
    move: everything || (seat !== undefined && row.seat === seat) || row.kind === "undo" ? row.move : undefined,
    events: row.events.filter(visible).map((e) => e.event as Record<string, unknown>),
  };
}

/** Whether the game's end let every secret out: it is finished, and its game keeps none after the end (`secretsAfterEnd`). */
export function allOut(game: Pick<GameRow, "status" | "type">): boolean {
  const definition = gameDefinition(game.type);
  return game.status === "finished" && definition !== undefined && !definition.secretsAfterEnd;
}

export async function moveLog(ctx: UseCaseContext, gameId: string, userId: string | undefined, afterSeq: number) {
  const loaded = await visibleGame(ctx, gameId, userId);
  if (!loaded) return fail("NOT_FOUND");
  const rows = await storeOf(ctx).movesAfter(gameId, afterSeq);
  const over = allOut(loaded.game);
  const seatless = rowsHideSeats(loaded.game.type, loaded.game.status);
  return ok(rows.map((row) => logEntry(row, loaded.seat, over, seatless)));
}

/** Log rows without the undos and the moves they took back. */
export function withoutUndone(rows: readonly MoveRow[]): MoveRow[] {
  const undone = new Set(rows.flatMap((row) => (row.kind === "undo" ? [(row.move as { undo?: number }).undo] : [])));
  return rows.filter((row) => row.kind !== "undo" && !undone.has(row.seq));
}

export async function markSeen(
  ctx: UseCaseContext,
  gameId: string,
  userId: string,
  seq: number,
): Promise<Result<true>> {
  const result = await setSeenSeq(ctx.db, gameId, userId, seq);
  return result.meta.changes === 1 ? ok(true) : fail("NOT_A_PLAYER");
}

/**
 * A finished game to step through. Usually every secret is out: the seed and the whole log, every
 * move and event, from which the client rebuilds each state. A game whose secrets outlive it
 * (`secretsAfterEnd`) gives no seed: the spectators' log, and the spectators' view at the start
 * and after each move in force, rebuilt here.
 */
export async function replayGame(ctx: UseCaseContext, gameId: string, userId: string | undefined) {
  const loaded = await visibleGame(ctx, gameId, userId);
  if (!loaded) return fail("NOT_FOUND");
  const { game } = loaded;
  if (game.status !== "finished" || !game.seed) return fail("GAME_NOT_FINISHED");
  const definition = gameDefinition(game.type);
  if (!definition) return fail("UNKNOWN_GAME_TYPE", { params: { type: game.type } });
  const rows = await storeOf(ctx).movesAfter(gameId);
  const seating = loaded.players;
  const common = {
    type: game.type,
    rulesVersion: game.rulesVersion,
    options: game.options,
    players: seating.map((s) => ({ userId: s.userId, name: s.name, seat: s.seat ?? undefined })),
    outcome: game.outcome ?? undefined,
  };
  if (definition.secretsAfterEnd) {
    const views = spectatorViews(definition, seating.length, game.options, game.seed, rows);
    const seatless = rowsHideSeats(game.type, game.status);
    return ok({ ...common, moves: rows.map((row) => logEntry(row, undefined, false, seatless)), views });
  }
  return ok({ ...common, seed: game.seed, moves: rows.map((row) => logEntry(row, undefined, true)) });
}
