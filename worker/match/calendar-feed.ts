import {
  deleteFeed,
  feedByTokenHash,
  feedOf,
  gamesWaitingOn,
  markFeedFresh,
  replaceFeed,
  seasonsOf,
  type FeedGame,
  type FeedSeason,
} from "../db/calendar-feeds.ts";
import { findUser } from "../db/accounts.ts";
import { LANGUAGES, type Language, type UseCaseContext } from "../context.ts";
import { CALENDAR_WORDS, type CalendarWords } from "./calendar-words.ts";
import { gameDefinition } from "./definitions.ts";
import { refusedToGuests } from "./guest-rules.ts";
import { writeIcs, type IcsEvent } from "./ics.ts";
import { fail, ok, type Result } from "./result.ts";
import { base64url, hmacKey, randomToken, sha256 } from "./tokens.ts";

/*
 * The deadline feed: a secret address per player that a calendar app subscribes to. Its token is
 * HMAC(server key, user id + a random nonce): the database keeps the nonce and the token's SHA-256
 * only, yet the profile can show the address again (a calendar address must be copyable into
 * another app later), and it names its account, so it cannot serve another one. A new feed
 * gets a new nonce; revoking deletes the row, and the old address answers 404.
 */

/** How long an answered feed counts as current: a poll with its ETag until then reads one row and gets 304. */
export const FEED_FRESH_MS = 10 * 60_000;

async function tokenFor(ctx: UseCaseContext, userId: string, nonce: string): Promise<string> {
  const signed = await crypto.subtle.sign(
    "HMAC",
    await hmacKey(ctx.env.SESSION_KEY),
    new TextEncoder().encode(`calendar-feed:${userId}:${nonce}`),
  );
  return base64url(new Uint8Array(signed));
}

export type FeedAddress = { token: string | null; createdAt: number };

/** A new feed for the player (its old address stops working). Guests have none: their account may go. */
export async function createFeed(ctx: UseCaseContext, userId: string): Promise<Result<FeedAddress>> {
  const refused = await refusedToGuests(ctx, userId);
  if (refused) return refused;
  const nonce = randomToken(16);
  const token = await tokenFor(ctx, userId, nonce);
  await replaceFeed(ctx.db, { userId, tokenHash: await sha256(token), nonce, createdAt: ctx.now });
  return ok({ token, createdAt: ctx.now });
}

/**
 * The player's feed, if any, with its token made again. `token` is null when the server's key
 * changed since (the address still works, but cannot be shown: a new feed is needed to copy one).
 */
export async function showFeed(ctx: UseCaseContext, userId: string): Promise<FeedAddress | undefined> {
  const row = await feedOf(ctx.db, userId);
  if (!row) return undefined;
  const token = await tokenFor(ctx, userId, row.nonce);
  return { token: (await sha256(token)) === row.tokenHash ? token : null, createdAt: row.createdAt };
}

export async function revokeFeed(ctx: UseCaseContext, userId: string): Promise<Result<true>> {
  return (await deleteFeed(ctx.db, userId)) ? ok(true) : fail("NOT_FOUND");
}

export type FeedAnswer = { status: 304; etag: string } | { status: 200; etag: string; body: string };

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  return ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag) ?? false;
}

/**
 * The feed behind `token` (undefined: no such feed, or revoked). While the last answer is fresh a
 * poll carrying its ETag reads only the feed's row; after that the feed is made again, and when it
 * came out the same, still 304.
 */
export async function readFeed(
  ctx: UseCaseContext,
  token: string,
  ifNoneMatch: string | undefined,
  origin: string,
): Promise<FeedAnswer | undefined> {
  const tokenHash = await sha256(token);
  const row = await feedByTokenHash(ctx.db, tokenHash);
  if (!row) return undefined;
  if (row.etag && (row.freshUntil ?? 0) > ctx.now && matches(ifNoneMatch, row.etag))
    return { status: 304, etag: row.etag };
  const body = await feedBody(ctx, row.userId, origin);
  const etag = `"${(await sha256(body)).slice(0, 32)}"`;
  await markFeedFresh(ctx.db, tokenHash, etag, ctx.now + FEED_FRESH_MS);
  return matches(ifNoneMatch, etag) ? { status: 304, etag } : { status: 200, etag, body };
}

async function feedBody(ctx: UseCaseContext, userId: string, origin: string): Promise<string> {
  const [user, games, seasons] = await Promise.all([
    findUser(ctx.db, userId),
    gamesWaitingOn(ctx.db, userId),
    seasonsOf(ctx.db, userId),
  ]);
  const language = LANGUAGES.find((l) => l === user?.language) ?? "en";
  const words = CALENDAR_WORDS[language];
  const host = new URL(origin).hostname;
  return writeIcs({
    name: words.calendar,
    refreshMinutes: FEED_FRESH_MS / 60_000,
    events: [
      ...games.map((g) => deadlineEvent(g, language, words, origin, host)),
      ...seasons.map((s) => seasonEvent(s, words, origin, host)),
    ],
  });
}

function deadlineEvent(g: FeedGame, language: Language, words: CalendarWords, origin: string, host: string): IcsEvent {
  const url = `${origin}/games/${g.id}`;
  const name = gameDefinition(g.type)?.words.names[language] ?? g.type;
  return {
    uid: `deadline-${g.id}-${g.deadline}@${host}`,
    stamp: g.since ?? g.deadline,
    start: g.deadline,
    summary: words.yourMove(name, g.others),
    description: [
      words.due,
      ...(g.progress ? [words.progress(g.progress)] : []),
      words.timeout[g.timeoutPolicy],
      ...(g.league ? [words.league(g.league)] : []),
      `${words.openTable} ${url}`,
    ].join("\n"),
    url,
  };
}

function seasonEvent(s: FeedSeason, words: CalendarWords, origin: string, host: string): IcsEvent {
  const url = `${origin}/leagues/${s.leagueId}/seasons/${s.n}`;
  return {
    uid: `season-${s.leagueId}-${s.n}@${host}`,
    stamp: s.stamp,
    start: s.startsAt,
    end: s.endsAt,
    summary: words.season(s.league, s.n),
    description: `${words.seasonRuns}\n${words.openLeague} ${url}`,
    url,
  };
}
