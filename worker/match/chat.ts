import { people } from "./bot-seats.ts";
import { refusedToGuests } from "./guest-rules.ts";
import { insertChat, listChat, type Seating } from "../db/game-store/index.ts";
import { insertNotesWhen, type OutboxInsert } from "../db/notifications.ts";
import type { UseCaseContext } from "../context.ts";
import { visibleGame } from "./access.ts";
import { gameDefinition } from "./definitions.ts";
import { fail, ok, type Result } from "./result.ts";

export const CHAT_MAX_LENGTH = 1000;
/** A point on the board is a game's short form of a place ("3,-1"): letters, digits and `,.:_-`, this long at most. */
export const CHAT_POINT_MAX_LENGTH = 32;
/** How much of a message a mention notification quotes. */
export const MENTION_EXCERPT = 140;
const PAGE = 100;

/** An `@name` in a message: user names are letters, digits, `_ . -` (see the profile's schema). */
const MENTION = /@([\p{L}\p{N}_.-]+)/gu;

/** The players of the game (not the author) that the text names with `@name`, ignoring case; a trailing "." or "-" ends a sentence, not the name. */
export function mentionedPlayers(text: string, players: Seating, authorId: string): Seating {
  const named = new Set<string>();
  for (const [, name = ""] of text.matchAll(MENTION)) {
    named.add(name.toLowerCase());
    named.add(name.replace(/[.-]+$/u, "").toLowerCase());
  }
  return players.filter(
    (p, i) =>
      p.userId !== authorId && named.has(p.name.toLowerCase()) && players.findIndex((q) => q.userId === p.userId) === i,
  );
}

export const excerpt = (text: string) =>
  text.length <= MENTION_EXCERPT ? text : `${text.slice(0, MENTION_EXCERPT - 1)}…`;

/** What a player says: the text, and the place on the board it points at, if any. */
export type ChatPost = { text: string; point?: string };

/** Whether the game's rules know `point` as a place on its board now (a game without points knows none). */
function onBoard(game: { type: string; state: unknown }, point: string): boolean {
  const definition = gameDefinition(game.type);
  return game.state !== null && definition?.point?.(game.state, point) === true;
}

/**
 * Plain text only, perhaps pointing at a place on the board: players write, whoever may see the
 * game reads. A player named with `@name` gets a "chatMention" note.
 */
export async function postChat(
  ctx: UseCaseContext,
  userId: string,
  gameId: string,
  { text, point }: ChatPost,
): Promise<Result<{ id: number }>> {
  const loaded = await visibleGame(ctx, gameId, userId);
  if (!loaded) return fail("NOT_FOUND");
  if (!loaded.member) return fail("NOT_A_PLAYER");
  if (point !== undefined && !onBoard(loaded.game, point)) return fail("INVALID_POINT", { params: { point } });
  if (people(loaded.players).length > 1) {
    const refused = await refusedToGuests(ctx, userId);
    if (refused) return refused;
  }
  const by = loaded.players.find((p) => p.userId === userId)?.name ?? "";
  // Bots read no chat: a mention of one notifies nobody.
  const notes: OutboxInsert[] = people(mentionedPlayers(text, loaded.players, userId)).map((p) => ({
    kind: "chatMention",
    userId: p.userId,
    gameId,
    payload: { gameId, by, text: excerpt(text) },
    dueAt: ctx.now,
    createdAt: ctx.now,
  }));
  const id = await insertChat(
    ctx.db,
    { gameId, userId, text, point, createdAt: ctx.now },
    notes.length ? [insertNotesWhen(ctx.db, notes)] : [],
  );
  return id === undefined ? fail("NOT_FOUND") : ok({ id });
}

export async function readChat(ctx: UseCaseContext, userId: string | undefined, gameId: string, afterId: number) {
  const loaded = await visibleGame(ctx, gameId, userId);
  if (!loaded) return fail("NOT_FOUND");
  return ok(await listChat(ctx.db, gameId, afterId, PAGE));
}
