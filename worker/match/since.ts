import * as z from "zod";
import { type MoveRow, storeOf } from "../db/game-store/index.ts";
import { seatingOf, SINCE_ROWS, type SeatName } from "../db/notifications.ts";
import { entryLines, logWordsFile } from "../games/log-words.ts";
import { createTranslate, type Catalog, type Language } from "../i18n/translate.ts";
import type { AnyGame, Seat } from "../games/contract.ts";
import type { UseCaseContext } from "../context.ts";
import type { MovesSummary } from "../mail/notification.ts";
import { visibleGame } from "./access.ts";
import { type WordFiles, wordsFile } from "./word-files.ts";
import { gameDefinition } from "./definitions.ts";

export type { WordFiles };
import { fail, ok } from "./result.ts";
import { allOut, logEntry, withoutUndone } from "./views.ts";
import { rowsHideSeats } from "./waiting.ts";

/*
 * "Since your last move", on the table and in the mails: what the player's own last move caused,
 * then everything after it. The log rows come from the player's own last move on (that row
 * included), the latest `SINCE_ROWS` of them.
 */

/** A mail shows the latest events up to this many; the game's log has them all. */
const SINCE_LINES = 25;

type Entry = ReturnType<typeof logEntry>;

/**
 * A move's events after its act. A move tells its act first, in events naming the mover's seat
 * (public and private alike: "alice passed"); the first event that does not (the plague, a new
 * round, cards passed on) starts what the move caused, and everything from there is told.
 */
function caused(events: Entry["events"], mover: Seat | null): Entry["events"] {
  const start = events.findIndex((event) => event.seat !== mover);
  return start < 0 ? [] : events.slice(start);
}

/**
 * The entries "since your last move" tells, oldest first, as `seat` may see them (`logEntry`):
 * the user's own last move with only what it caused (left out when that is nothing the seat may
 * see), then every row after it; moves taken back and the undos are left out. The act is told
 * apart on the events the seat may see, so the cut says nothing about those it may not.
 * `lastMove`: the seq of that own move (none: the user has not moved, or it was taken back).
 */
export function entriesSince(
  rows: readonly MoveRow[],
  userId: string,
  seat: Seat | undefined,
  everything: boolean,
  seatless: boolean,
): { lastMove?: number; entries: Entry[] } {
  const kept = withoutUndone(rows);
  const [first] = kept;
  const own = first?.userId === userId && first.kind === "move" ? first : undefined;
  const after = (own ? kept.slice(1) : kept).map((row) => logEntry(row, seat, everything, seatless));
  if (!own) return { entries: after };
  const entry = logEntry(own, seat, everything, seatless);
  const events = caused(entry.events, own.seat);
  return { lastMove: own.seq, entries: events.length > 0 ? [{ ...entry, events }, ...after] : after };
}

const Words = z.record(z.string(), z.union([z.string(), z.object({ other: z.string() }).catchall(z.string())]));

/**
 * A game's log words in a language (`GameWords.messages`, with the platform's: worker/i18n/log.ts),
 * read from the static file the web build wrote (`logWordsFile`) once per isolate: the Worker's
 * bundle holds none of them.
 */
export function wordsOf(files: WordFiles, definition: AnyGame, language: Language): Promise<Catalog> {
  return wordsFile(files, logWordsFile(definition.id, language), Words);
}

/**
 * What happened in a game since the player's own last move, in the player's language: what that
 * move caused, then the events after it, as that player's seat may see them and as the table's
 * log tells them (`entriesSince`). `moves` counts the rows after the player's own move. `rows` is
 * the log from that move on as stored, oldest first (loaded with the notification that tells it).
 */
export async function summarizeSince(
  files: WordFiles,
  game: { id: string; type: string },
  rows: readonly MoveRow[],
  seating: readonly SeatName[],
  userId: string,
  language: Language,
): Promise<MovesSummary | undefined> {
  const definition = gameDefinition(game.type);
  if (!definition) return undefined;
  const [own, english] = await Promise.all([wordsOf(files, definition, language), wordsOf(files, definition, "en")]);
  const mySeat = seating.find((s) => s.userId === userId)?.seat ?? undefined;
  const ctxWords = {
    t: createTranslate(language, [own], [english]),
    name: (seat: number | undefined) => seating.find((s) => s.seat === seat)?.name ?? "",
    mySeat,
  };
  // Mails do not load the game's status: a game that hides who has acted tells its rows without their seats, the end's mail too.
  const seatless = rowsHideSeats(game.type, "active");
  const { lastMove, entries } = entriesSince(rows, userId, mySeat, false, seatless);
  const lines = entries.flatMap((entry) => entryLines(definition.words, entry.seat, entry.events, ctxWords));
  return {
    moves: entries.filter((entry) => entry.seq !== lastMove).length,
    lines: lines.slice(-SINCE_LINES),
    earlier: Math.max(0, lines.length - SINCE_LINES),
  };
}

/** The same read from the game's log (the mails get their rows from the drain's claim, see `claimDueOutboxRows`). */
export async function sinceOwnLastMove(
  ctx: UseCaseContext,
  game: { id: string; type: string },
  userId: string,
  language: Language,
): Promise<MovesSummary | undefined> {
  const [rows, seating] = await Promise.all([
    storeOf(ctx).movesSinceOwnLastMove(game.id, userId, SINCE_ROWS),
    seatingOf(ctx.db, game.id),
  ]);
  return summarizeSince(ctx.env.ASSETS, game, rows, seating, userId, language);
}

/** The table's "since your last move", as the player's seat may see it (`entriesSince`); `markSeen` records what was read. */
export async function sinceLastVisit(ctx: UseCaseContext, gameId: string, userId: string) {
  const loaded = await visibleGame(ctx, gameId, userId);
  if (!loaded?.member) return fail("NOT_A_PLAYER");
  const rows = await storeOf(ctx).movesSinceOwnLastMove(gameId, userId, SINCE_ROWS);
  const seatless = rowsHideSeats(loaded.game.type, loaded.game.status);
  return ok({ seenSeq: loaded.seenSeq, ...entriesSince(rows, userId, loaded.seat, allOut(loaded.game), seatless) });
}
