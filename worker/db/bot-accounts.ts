import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "./index.ts";
import { users } from "./schema.ts";

/** The domain of bot accounts' addresses (RFC 2606 `.invalid`): no mail reaches it, none is sent to it. */
export const BOT_MAIL_DOMAIN = "@bots.invalid";

/** A player's bot accounts, oldest first (`users_owner`). */
export function botsOf(db: Db, ownerId: string) {
  return db
    .select({ id: users.id, name: users.name, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.ownerId, ownerId))
    .orderBy(asc(users.createdAt))
    .all();
}

/** The owner's bot account `botId`, if it is theirs. */
export function ownedBot(db: Db, ownerId: string, botId: string) {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, botId), eq(users.ownerId, ownerId)))
    .get();
}

/**
 * Inserts a bot account unless the owner already has `max`, in one statement. Its address is an
 * `.invalid` one (RFC 2606: no mail can reach it, so nobody can sign in as the bot) and it takes
 * no notification on any channel. Answers whether it was made; a taken name throws the unique
 * violation of `users.name_key`.
 */
export async function insertBotAccount(
  db: Db,
  bot: { id: string; name: string; ownerId: string; notify: Record<string, string[]>; createdAt: number },
  max: number,
): Promise<boolean> {
  const made = await db.get<{ id: string } | undefined>(sql`
    INSERT INTO users (id, email, name, name_key, notify, owner_id, created_at)
    SELECT ${bot.id}, ${`bot-${bot.id}${BOT_MAIL_DOMAIN}`}, ${bot.name}, ${bot.name.toLowerCase()},
      ${JSON.stringify(bot.notify)}, ${bot.ownerId}, ${bot.createdAt}
    WHERE (SELECT count(*) FROM users WHERE owner_id = ${bot.ownerId}) < ${max}
    RETURNING id`);
  return made !== undefined;
}
