import {
  consumeSignInToken,
  deleteSession,
  findUser,
  findUserByEmail,
  findLiveSignInToken,
  findUserByName,
  insertSession,
  insertSignInToken,
  insertUser,
  listSessions,
  updateUser,
  type User,
} from "../db/accounts.ts";
import { convertGuest, mergeGuest } from "../db/game-store/index.ts";
import { BOT_MAIL_DOMAIN } from "../db/bot-accounts.ts";
import { isUniqueViolation } from "../db/index.ts";
import { sendMail } from "../mail/send.ts";
import { signInMail } from "../mail/sign-in.ts";
import type { Language, UseCaseContext } from "../context.ts";
import { pickLanguage } from "../i18n/translate.ts";
import { overHourlyLimits } from "./rate-limit.ts";
import { fail, ok, type Result } from "./result.ts";
import { randomId, randomToken, sha256 } from "./tokens.ts";

const MINUTE = 60_000;
export const SIGN_IN_LINK_LIFETIME = 15 * MINUTE;
export const SESSION_LIFETIME = 30 * 24 * 60 * MINUTE;
/** Sign-in mails per hour: per address (so nobody floods one inbox) and per client address. */
export const SIGN_IN_LIMITS = { perEmail: 5, perIp: 20 } as const;

export type PublicUser = Pick<User, "id" | "name" | "email" | "language" | "timeZone"> & { guest?: true };

/** A guest is marked, and its address (a placeholder) shown as none. */
export function publicUser(user: User): PublicUser {
  const { id, name, language, timeZone } = user;
  return user.guest
    ? { id, name, email: "", language, timeZone, guest: true }
    : { id, name, email: user.email, language, timeZone };
}

/**
 * Mails a single-use sign-in link; the token is stored only as a hash. The link is built from
 * `PUBLIC_URL`, never from the request: a forged `Host` must not send a victim's token elsewhere.
 */
export async function requestSignIn(
  ctx: UseCaseContext,
  input: { email: string; language?: Language; timeZone?: string; ip: string },
): Promise<Result<{ expiresAt: number }>> {
  const email = input.email.trim().toLowerCase();
  const limited = await overHourlyLimits(ctx, {
    [`sign-in:ip:${input.ip}`]: SIGN_IN_LIMITS.perIp,
    [`sign-in:email:${email}`]: SIGN_IN_LIMITS.perEmail,
  });
  if (limited) return limited;
  const expiresAt = ctx.now + SIGN_IN_LINK_LIFETIME;
  // A bot account plays through its owner's tokens only: its address gets no link (the same answer).
  if (email.endsWith(BOT_MAIL_DOMAIN)) return ok({ expiresAt });
  const token = randomToken();
  // The browser's language and zone wait with the token: a new account starts with them.
  await insertSignInToken(ctx.db, {
    id: await sha256(token),
    email,
    createdAt: ctx.now,
    expiresAt,
    language: input.language,
    timeZone: input.timeZone,
  });
  const existing = await findUserByEmail(ctx.db, email);
  const language = (existing?.language as Language | undefined) ?? input.language ?? "en";
  const link = `${ctx.env.PUBLIC_URL}/sign-in/verify?token=${encodeURIComponent(token)}`;
  await sendMail(ctx, signInMail(email, link, language));
  return ok({ expiresAt });
}

/** A first name for a new account: the address's local part (at least two characters), made unique. */
async function freeName(ctx: UseCaseContext, email: string): Promise<string> {
  const local = (email.split("@")[0] ?? "").replace(/[^\p{L}\p{N}_.-]/gu, "").slice(0, 24);
  const base = local.length >= 2 ? local : `player${local}`;
  for (let attempt = 0; ; attempt++) {
    const name = attempt === 0 ? base : `${base}-${randomId(4)}`;
    if (!(await findUserByName(ctx.db, name))) return name;
  }
}

/**
 * The account of an address, created on first sign-in. Two first sign-ins can race (two links
 * spent at once, or two addresses wanting the same name): the loser of the e-mail's unique
 * index takes the winner's account, the loser of the name's picks another name.
 */
async function accountFor(
  ctx: UseCaseContext,
  email: string,
  language: Language,
  timeZone: string | null,
): Promise<User> {
  for (let attempt = 0; ; attempt++) {
    const existing = await findUserByEmail(ctx.db, email);
    if (existing) return existing;
    const name = await freeName(ctx, email);
    try {
      return await insertUser(ctx.db, {
        id: randomId(),
        email,
        name,
        nameKey: name.toLowerCase(),
        language,
        timeZone: timeZone ?? "UTC",
        createdAt: ctx.now,
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

/**
 * A guest spends a sign-in link in the browser it plays in: it keeps its games. A new address
 * makes the guest that address's account (the same id, language and time zone); a known one
 * takes the guest's games, and the guest goes.
 */
async function guestSignsIn(ctx: UseCaseContext, guestId: string, email: string): Promise<User> {
  const existing = await findUserByEmail(ctx.db, email);
  if (!existing) {
    try {
      if (await convertGuest(ctx.db, guestId, { email, name: await freeName(ctx, email) })) {
        const converted = await findUser(ctx.db, guestId);
        if (converted) return converted;
      }
    } catch (error) {
      // The address's account was made meanwhile (a race with another sign-in): the guest joins it.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  const account = existing ?? (await accountFor(ctx, email, "en", null));
  await mergeGuest(ctx.db, guestId, account.id);
  return account;
}

/**
 * Spends a sign-in link: finds or creates the account and opens a session. A new account takes
 * the language and time zone of the browser that asked for the link (or the language the
 * verifying request names).
 */
export async function completeSignIn(
  ctx: UseCaseContext,
  input: { token: string; userAgent?: string; language?: Language; current?: string },
): Promise<Result<{ user: PublicUser; sessionSecret: string; expiresAt: number }>> {
  const spent = await consumeSignInToken(ctx.db, await sha256(input.token), ctx.now);
  if (!spent) return fail("SIGN_IN_LINK_INVALID");
  const current = input.current ? await findUser(ctx.db, input.current) : undefined;
  const user = current?.guest
    ? await guestSignsIn(ctx, current.id, spent.email)
    : await accountFor(
        ctx,
        spent.email,
        input.language ?? pickLanguage(spent.language ?? undefined, []),
        spent.timeZone,
      );
  const sessionSecret = randomToken();
  const expiresAt = ctx.now + SESSION_LIFETIME;
  await insertSession(ctx.db, {
    id: await sha256(sessionSecret),
    userId: user.id,
    createdAt: ctx.now,
    expiresAt,
    userAgent: input.userAgent?.slice(0, 200),
  });
  return ok({ user: publicUser(user), sessionSecret, expiresAt });
}

export async function signOut(ctx: UseCaseContext, userId: string, sessionSecret: string): Promise<void> {
  await deleteSession(ctx.db, userId, await sha256(sessionSecret));
}

export async function sessionsOf(ctx: UseCaseContext, userId: string, currentSecret: string) {
  const current = await sha256(currentSecret);
  const rows = await listSessions(ctx.db, userId, ctx.now);
  return rows.map((s) => ({ ...s, current: s.id === current }));
}

export async function revokeSession(ctx: UseCaseContext, userId: string, sessionId: string): Promise<Result<true>> {
  const result = await deleteSession(ctx.db, userId, sessionId);
  return result.meta.changes === 1 ? ok(true) : fail("NOT_FOUND");
}

export async function profile(ctx: UseCaseContext, userId: string): Promise<Result<PublicUser>> {
  const user = await findUser(ctx.db, userId);
  return user ? ok(publicUser(user)) : fail("NOT_FOUND");
}

export async function updateProfile(
  ctx: UseCaseContext,
  userId: string,
  patch: { name?: string; language?: Language; timeZone?: string },
): Promise<Result<PublicUser>> {
  // Nothing to change (an empty patch) changes nothing: an UPDATE needs at least one column.
  if (Object.values(patch).every((value) => value === undefined)) return profile(ctx, userId);
  try {
    const user = await updateUser(ctx.db, userId, {
      ...patch,
      ...(patch.name === undefined ? {} : { name: patch.name, nameKey: patch.name.toLowerCase() }),
    });
    return user ? ok(publicUser(user)) : fail("NOT_FOUND");
  } catch (error) {
    if (isUniqueViolation(error)) return fail("NAME_TAKEN", { params: { name: patch.name } });
    throw error;
  }
}

/** What the sign-in link's page shows before the token is spent: the address and the asking browser's language. */
export async function pendingSignIn(ctx: UseCaseContext, token: string) {
  return findLiveSignInToken(ctx.db, await sha256(token), ctx.now);
}

/** The language tags of an Accept-Language header, most wanted first. */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = Number(
        params
          .find((p) => p.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((l) => l.tag && l.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((l) => l.tag);
}

/** A server-rendered page's language: the one the sign-in request carried, else the browser's (Accept-Language). */
export function pageLanguage(stored: string | null | undefined, acceptLanguage: string | undefined): Language {
  return pickLanguage(stored ?? undefined, acceptedLanguages(acceptLanguage));
}

/** Whether the user's address is one of `ADMIN_EMAILS` (comma-separated, any case). */
export async function isAdmin(ctx: UseCaseContext, userId: string | undefined): Promise<boolean> {
  if (!userId) return false;
  const admins = ctx.env.ADMIN_EMAILS.split(",")
    .map((e) => e.trim().toLowerCase())
    .filter((e) => e !== "");
  const user = admins.length ? await findUser(ctx.db, userId) : undefined;
  return user !== undefined && admins.includes(user.email.toLowerCase());
}
