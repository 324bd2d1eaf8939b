import { insertSession, insertUser } from "../db/accounts.ts";
import { deleteGuest, idleGuests } from "../db/game-store/index.ts";
import type { Language, UseCaseContext } from "../context.ts";
import { publicUser, SESSION_LIFETIME } from "./accounts.ts";
import { gameDefinition, hasWebTable } from "./definitions.ts";
import { createGame } from "./lobby.ts";
import { overHourlyLimit } from "./rate-limit.ts";
import { fail, ok, type Result } from "./result.ts";
import { randomId, randomToken, sha256 } from "./tokens.ts";

const DAY = 24 * 3_600_000;
/** A guest unused this long (no game of theirs opened, no live session) is deleted with its games by the cron. */
export const GUEST_IDLE = 14 * DAY;
/** A guest's session: as long as it may sit unused; the cron then takes it away. */
const GUEST_SESSION = GUEST_IDLE;
/** New guests per hour from one address range (an IPv4 /24, an IPv6 /48). */
export const GUESTS_PER_RANGE = 10;
/** Guests the cron deletes in one run (each one batch); the rest wait a minute. */
const GUESTS_PER_RUN = 20;
/** The seats of a "Play now" game: a table of four where the game allows it, the person and bots. */
const PLAY_NOW_SEATS = 4;

/** The client's address range, so one network cannot make guests without end by changing its last bits. */
export function addressRange(ip: string): string {
  if (ip.includes(":")) return `${ip.split(":").slice(0, 3).join(":")}::/48`;
  const parts = ip.split(".");
  return parts.length === 4 ? `${parts.slice(0, 3).join(".")}.0/24` : ip;
}

type PlayNow = { type: string; language: Language; timeZone: string; ip: string; userAgent?: string };

/** A new guest with its session: no address, the browser's language and time zone. */
async function newGuest(ctx: UseCaseContext, input: PlayNow) {
  const id = randomId();
  const name = `guest-${id.slice(0, 6)}`;
  const user = await insertUser(ctx.db, {
    id,
    email: `${id}@guests.invalid`,
    name,
    nameKey: name,
    language: input.language,
    timeZone: input.timeZone,
    guest: true,
    createdAt: ctx.now,
  });
  const sessionSecret = randomToken();
  const expiresAt = ctx.now + Math.min(GUEST_SESSION, SESSION_LIFETIME);
  await insertSession(ctx.db, {
    id: await sha256(sessionSecret),
    userId: id,
    createdAt: ctx.now,
    expiresAt,
    userAgent: input.userAgent?.slice(0, 200),
  });
  return { user: publicUser(user), sessionSecret, expiresAt };
}

/**
 * "Play now": a game of `type` against bots that starts at once, for the signed-in user, or else
 * for a new guest (rate-limited per address range), whose session comes with the answer.
 */
export async function playNow(
  ctx: UseCaseContext,
  userId: string | undefined,
  input: PlayNow,
): Promise<Result<{ gameId: string; guest?: Awaited<ReturnType<typeof newGuest>> }>> {
  const game = gameDefinition(input.type);
  if (!game || !hasWebTable(input.type)) return fail("UNKNOWN_GAME_TYPE", { params: { type: input.type } });
  let guest: Awaited<ReturnType<typeof newGuest>> | undefined;
  if (!userId) {
    const limited = await overHourlyLimit(ctx, `guest:${addressRange(input.ip)}`, GUESTS_PER_RANGE);
    if (limited) return limited;
    guest = await newGuest(ctx, input);
  }
  const seats = Math.max(game.players.min, Math.min(game.players.max, PLAY_NOW_SEATS));
  const created = await createGame(ctx, userId ?? guest?.user.id ?? "", {
    type: game.id,
    seats,
    options: {},
    visibility: "invite",
    timeControl: { kind: "perMove", days: 14 },
    timeoutPolicy: "bot",
    bots: seats - 1,
  });
  return created.ok ? ok({ gameId: created.value.id, guest }) : created;
}

/** The cron's cleanup: guests unused for `GUEST_IDLE` go, with their games. */
export async function cleanUpGuests(ctx: UseCaseContext): Promise<number> {
  const idle = await idleGuests(ctx.db, ctx.now - GUEST_IDLE, ctx.now, GUESTS_PER_RUN);
  for (const id of idle) await deleteGuest(ctx.db, ctx.env.ARCHIVE, id);
  return idle.length;
}
