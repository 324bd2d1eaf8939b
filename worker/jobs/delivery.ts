import * as z from "zod";
import type { ClaimedNote, OutboxRow, Recipient } from "../db/notifications.ts";
import type { Language, UseCaseContext } from "../context.ts";
import { isNotificationKind, type OutboxKind } from "../mail/kinds.ts";
import { PLAN_DROP_REASONS, type MovesSummary, type NotificationContent } from "../mail/notification.ts";
import { summarizeSince, type WordFiles } from "../match/since.ts";
import { pickLanguage } from "../i18n/translate.ts";

/** Everything a sender needs to tell one player about one outbox row, loaded once for every channel. */
export type Delivery = {
  row: OutboxRow;
  kind: OutboxKind;
  user: Recipient;
  language: Language;
  content: NotificationContent;
  game: { id: string; type: string } | undefined;
  summary: MovesSummary | undefined;
};

/** One channel's way out; it throws when the message did not leave. */
export type Sender = (ctx: UseCaseContext, delivery: Delivery) => Promise<void>;

/** A row that can never be sent (unknown kind, malformed payload, user gone): retrying will not help. */
export class Undeliverable extends Error {}

const seq = z.object({ seq: z.int().min(0) });
/** Payloads as their writers promise them (match/commit.ts, match/lobby.ts, match/chat.ts, the clock jobs), parsed on read. */
const invited = z.object({ by: z.string(), gameId: z.string() });
const reminder = z.object({ deadline: z.number(), hoursLeft: z.number().positive() });
const timedOut = seq.extend({ policy: z.enum(["bot", "drop"]) });
const planDropped = seq.extend({ reasons: z.array(z.enum(PLAN_DROP_REASONS)).min(1) });
const chatMention = z.object({ gameId: z.string(), by: z.string(), text: z.string() });
/** The result came with the game-over rows from issue 25 on; older rows have none. */
const gameOver = seq.extend({
  result: z
    .discriminatedUnion("kind", [
      z.object({ kind: z.literal("ranked"), winners: z.array(z.string()), score: z.number() }),
      z.object({ kind: z.literal("shared"), won: z.boolean() }),
    ])
    .optional(),
});
/** worker/leagues/season.ts's season news (`LeagueNews`). */
const leagueHead = { leagueId: z.string(), league: z.string(), season: z.int().min(1), division: z.string() };
const league = z.discriminatedUnion("event", [
  z.object({
    event: z.literal("seasonStart"),
    ...leagueHead,
    opponents: z.array(z.string()),
    games: z.array(z.object({ startsAt: z.number(), players: z.array(z.string()) })),
  }),
  z.object({
    event: z.literal("seasonEnd"),
    ...leagueHead,
    place: z.int().min(1),
    of: z.int().min(1),
    movement: z.enum(["promoted", "relegated"]).nullable(),
  }),
]);

function parse<T>(schema: z.ZodType<T>, kind: string, payload: unknown): T {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new Undeliverable(`malformed ${kind} payload: ${parsed.error.message}`);
  return parsed.data;
}

function contentOf(kind: OutboxKind, payload: unknown): NotificationContent {
  switch (kind) {
    case "invited":
      return { kind, by: parse(invited, kind, payload).by };
    case "reminder":
      return { kind, ...parse(reminder, kind, payload) };
    case "timedOut":
      return { kind, policy: parse(timedOut, kind, payload).policy };
    case "chatMention": {
      const { by, text } = parse(chatMention, kind, payload);
      return { kind, by, text };
    }
    case "league":
      return { kind, news: parse(league, kind, payload) };
    case "gameOver": {
      const { result } = parse(gameOver, kind, payload);
      return result ? { kind, result } : { kind };
    }
    case "planDropped":
      return { kind, reasons: parse(planDropped, kind, payload).reasons };
    case "test":
      return { kind };
    default:
      parse(seq, kind, payload);
      return { kind };
  }
}

const isOutboxKind = (kind: string): kind is OutboxKind => kind === "test" || isNotificationKind(kind);

/**
 * A claimed row as its senders need it, from what the claiming statement loaded: no further
 * reads of D1 (a game's log words come from `files`, once per isolate). Throws `Undeliverable`
 * for a row that can never be sent.
 */
export async function deliveryOf(note: ClaimedNote, files: WordFiles): Promise<Delivery> {
  const { row, recipient: user, game, since } = note;
  const { kind } = row;
  if (!isOutboxKind(kind)) throw new Undeliverable(`unknown kind ${kind}`);
  const content = contentOf(kind, row.payload);
  if (!user) throw new Undeliverable(`no user ${row.userId}`);
  const language = pickLanguage(user.language, []);
  const summary =
    game && since ? await summarizeSince(files, game, since.rows, since.seating, user.id, language) : undefined;
  return { row, kind, user, language, content, game, summary };
}
