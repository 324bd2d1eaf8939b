import { z } from "zod";
import { findUser, type User } from "../db/accounts.ts";
import { gameForNotification, type OutboxRow } from "../db/notifications.ts";
import type { Language, UseCaseContext } from "../context.ts";
import { isNotificationKind, type OutboxKind } from "../mail/kinds.ts";
import type { MovesSummary, NotificationContent } from "../mail/notification.ts";
import { sinceOwnLastMove } from "../match/since.ts";
import { pickLanguage } from "../i18n/translate.ts";

/** Everything a sender needs to tell one player about one outbox row, loaded once for every channel. */
export type Delivery = {
  row: OutboxRow;
  kind: OutboxKind;
  user: User;
  language: Language;
  content: NotificationContent;
  game: { id: string; type: string } | undefined;
  summary: MovesSummary | undefined;
};

/** A row that can never be sent (unknown kind, malformed payload, user gone): retrying will not help. */
export class Undeliverable extends Error {}

const seq = z.object({ seq: z.int().min(0) });
/** Payloads as their writers promise them (match/play.ts, match/lobby.ts, the clock jobs), parsed on read. */
const invited = z.object({ by: z.string(), gameId: z.string() });
const reminder = z.object({ deadline: z.number(), hoursLeft: z.number().positive() });
const timedOut = seq.extend({ policy: z.enum(["bot", "drop"]) });
const chatMention = z.object({ gameId: z.string(), by: z.string(), text: z.string() });

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
    case "test":
      return { kind };
    default:
      parse(seq, kind, payload);
      return { kind };
  }
}

const isOutboxKind = (kind: string): kind is OutboxKind => kind === "test" || isNotificationKind(kind);

/** Kinds that say "your move": they tell what happened since the player's own last move. */
const WITH_SUMMARY: ReadonlySet<OutboxKind> = new Set(["yourTurn", "reminder", "timedOut"]);

export async function loadDelivery(ctx: UseCaseContext, row: OutboxRow): Promise<Delivery> {
  const { kind } = row;
  if (!isOutboxKind(kind)) throw new Undeliverable(`unknown kind ${kind}`);
  const content = contentOf(kind, row.payload);
  const user = await findUser(ctx.db, row.userId);
  if (!user) throw new Undeliverable(`no user ${row.userId}`);
  const game = row.gameId ? await gameForNotification(ctx.db, row.gameId) : undefined;
  const language = pickLanguage(user.language, []);
  const summary = game && WITH_SUMMARY.has(kind) ? await sinceOwnLastMove(ctx, game, user.id, language) : undefined;
  return { row, kind, user, language, content, game: game && { id: game.id, type: game.type }, summary };
}
