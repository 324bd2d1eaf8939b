import { movesSinceOwnLastMove, type MoveRow } from "../db/game-store/index.ts";
import { seatingOf, SINCE_ROWS, type SeatName } from "../db/notifications.ts";
import { entryLines } from "../games/log-words.ts";
import { LOG_WORDS } from "../i18n/log.ts";
import { createTranslate, type Catalog, type Language } from "../i18n/translate.ts";
import type { AnyGame } from "../games/contract.ts";
import type { UseCaseContext } from "../context.ts";
import type { MovesSummary } from "../mail/notification.ts";
import { gameDefinition } from "./definitions.ts";
import { logEntry, withoutUndone } from "./views.ts";
import { rowsHideSeats } from "./waiting.ts";

/** A mail shows the latest events up to this many; the game's log has them all. */
const SINCE_LINES = 25;

const loaded = new Map<string, Promise<Catalog>>();

/** A game's words in a language, loaded once per isolate. */
function wordsOf(definition: AnyGame, language: Language): Promise<Catalog> {
  const key = `${definition.id}/${language}`;
  let words = loaded.get(key);
  if (!words) {
    words = definition.words.messages[language]();
    loaded.set(key, words);
  }
  return words;
}

/**
 * What happened in a game since the player's own last move, in the player's language: the
 * events that player's seat may see, as the table's log tells them; moves taken back are left
 * out here. `rows` is the log since that move as stored, oldest first (loaded with the notification that tells it).
 */
export async function summarizeSince(
  game: { id: string; type: string },
  rows: readonly MoveRow[],
  seating: readonly SeatName[],
  userId: string,
  language: Language,
): Promise<MovesSummary | undefined> {
  const definition = gameDefinition(game.type);
  if (!definition) return undefined;
  const [own, english] = await Promise.all([wordsOf(definition, language), wordsOf(definition, "en")]);
  const kept = withoutUndone(rows);
  const mySeat = seating.find((s) => s.userId === userId)?.seat ?? undefined;
  const ctxWords = {
    t: createTranslate(language, [own, LOG_WORDS[language]], [english, LOG_WORDS.en]),
    name: (seat: number | undefined) => seating.find((s) => s.seat === seat)?.name ?? "",
    mySeat,
  };
  // Mails do not load the game's status: a game that hides who has acted tells its rows without their seats, the end's mail too.
  const seatless = rowsHideSeats(game.type, "active");
  const lines = kept.flatMap((row) => {
    const entry = logEntry(row, mySeat, false, seatless);
    return entryLines(definition.words, entry.seat, entry.events, ctxWords);
  });
  return { moves: kept.length, lines: lines.slice(-SINCE_LINES), earlier: Math.max(0, lines.length - SINCE_LINES) };
}

/** The same read from the game's log (the mails get their rows with the notification, see `claimedNotes`). */
export async function sinceOwnLastMove(
  ctx: UseCaseContext,
  game: { id: string; type: string },
  userId: string,
  language: Language,
): Promise<MovesSummary | undefined> {
  const [rows, seating] = await Promise.all([
    movesSinceOwnLastMove(ctx.db, game.id, userId, SINCE_ROWS),
    seatingOf(ctx.db, game.id),
  ]);
  return summarizeSince(game, rows, seating, userId, language);
}
