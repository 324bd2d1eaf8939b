import { env } from "cloudflare:test";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { notreDame } from "../../worker/games/notre-dame/index.ts";
import { foldLine, icsText, writeIcs } from "../../worker/match/ics.ts";
import { call, ORIGIN, signIn, startedGame, storedGame, seatsOf } from "./helpers.ts";

type Feed = { url: string | null; webcal: string | null; createdAt: number };

const OCTETS = new TextEncoder();
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * An RFC 5545 check: CRLF line ends only, no line over 75 octets nor a character cut by a fold,
 * ical.js parses it, the calendar has VERSION and PRODID, and every event a UID, a DTSTAMP and a
 * DTSTART in UTC. Answers the parsed calendar.
 */
function validIcs(text: string): ICAL.Component {
  expect(text.endsWith("\r\n")).toBe(true);
  expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  for (const line of text.slice(0, -2).split("\r\n")) {
    expect(OCTETS.encode(line).length, line).toBeLessThanOrEqual(75);
    expect(line).not.toMatch(LONE_SURROGATE);
  }
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe("vcalendar");
  expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
  expect(calendar.getFirstPropertyValue("prodid")).toBeTruthy();
  for (const event of calendar.getAllSubcomponents("vevent")) {
    expect(event.getFirstPropertyValue("uid")).toBeTruthy();
    for (const name of ["dtstamp", "dtstart"]) {
      const time = event.getFirstPropertyValue(name) as ICAL.Time;
      expect(time.zone?.tzid, name).toBe("UTC");
    }
  }
  return calendar;
}

const events = (calendar: ICAL.Component) => calendar.getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));

async function makeFeed(cookie: string): Promise<Feed> {
  const made = await call(cookie, "POST", "/api/me/calendar");
  expect(made.status, await made.clone().text()).toBe(201);
  return ((await made.json()) as { feed: Feed }).feed;
}

/** Fetches a feed as a calendar app does: no cookie, maybe an ETag. */
function poll(url: string, etag?: string) {
  return call(undefined, "GET", new URL(url).pathname, undefined, etag ? { "If-None-Match": etag } : {});
}

/** Ends the fresh window of every feed, so the next poll makes its feed again. */
const staleFeeds = () => env.DB.prepare("UPDATE calendar_feeds SET fresh_until = 0").run();

describe("the iCalendar writer", () => {
  const HOSTILE = [
    "Notre Dame, with; a \\ backslash",
    "line one\nline two\r\nline three\rfour",
    "🎲🎲🎲 Игра с Борисом и Светланой, ход 3; срок — завтра 🎲".repeat(3),
    `${"é".repeat(40)}😀${"ж".repeat(40)}`,
    "tab\there, bell\u0007 gone",
  ];

  it("escapes and folds hostile text so a parser reads it back exactly", () => {
    const text = writeIcs({
      name: "Сроки, ; \\",
      refreshMinutes: 10,
      events: HOSTILE.map((summary, i) => ({
        uid: `u-${i}@games.test`,
        stamp: 1_700_000_000_000,
        start: 1_700_000_000_000 + i * 3_600_000,
        summary,
        description: `${summary}\n${summary}`,
        url: `${ORIGIN}/games/abc`,
      })),
    });
    const read = events(validIcs(text));
    const expected = (s: string) => s.replace(/\r\n?/g, "\n").replace("\u0007", "");
    expect(read.map((e) => e.summary)).toEqual(HOSTILE.map(expected));
    expect(read.map((e) => e.description)).toEqual(HOSTILE.map((s) => `${expected(s)}\n${expected(s)}`));
    expect(read[1]?.startDate.toUnixTime()).toBe(1_700_003_600);
  });

  it("never folds inside a character, and escapes the four specials", () => {
    for (const line of ["X:" + "😀".repeat(60), "X:" + "a".repeat(73) + "ж", "X:" + "ж".repeat(100)])
      for (const part of foldLine(line).split("\r\n")) {
        expect(OCTETS.encode(part).length).toBeLessThanOrEqual(75);
        expect(part).not.toMatch(LONE_SURROGATE);
      }
    expect(icsText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
  });
});

describe("the deadline feed", () => {
  it("lists the games waiting on me at my deadline, with the table's link, and my leagues' seasons", async () => {
    const admin = await signIn("admin@example.com");
    const alice = await signIn();
    const boris = await signIn();
    expect((await call(boris.cookie, "PATCH", "/api/me", { name: `Борис${Date.now() % 1e6}` })).status).toBe(200);
    const id = await startedGame([alice, boris]);
    const league = "Liga, Česká; \\ 🎲\nОсень";
    const created = await call(admin.cookie, "POST", "/api/leagues", {
      name: league,
      gameType: "notre-dame",
      timeControl: { kind: "perMove", days: 2 },
      seats: 2,
      divisionSize: 2,
      gamesPerPair: 1,
      seasonDays: 14,
      promote: 0,
      relegate: 0,
      firstSeasonStartsAt: Date.now() + 86_400_000,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const leagueId = ((await created.json()) as { league: { id: string } }).league.id;
    expect((await call(alice.cookie, "PUT", `/api/leagues/${leagueId}/membership`)).status).toBe(200);

    const feed = await makeFeed(alice.cookie);
    expect(feed.url).toMatch(/^https:\/\/games\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.webcal).toBe(feed.url?.replace("https:", "webcal:"));
    const shown = await call(alice.cookie, "GET", "/api/me/calendar");
    expect(((await shown.json()) as { feed: Feed }).feed.url).toBe(feed.url);

    const answer = await poll(feed.url ?? "");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const [deadline, season, ...rest] = events(validIcs(await answer.text()));
    expect(rest).toEqual([]);
    const seat = [...(await seatsOf(id))].find(([, user]) => user === alice.userId)?.[0] ?? -1;
    const due = (await storedGame(id)).clocks[seat]?.deadline ?? 0;
    expect(deadline?.startDate.toUnixTime()).toBe(Math.floor(due / 1000));
    expect(deadline?.summary).toContain("Notre Dame");
    expect(deadline?.summary).toContain("Борис");
    expect(deadline?.description).toContain("Your move is due");
    expect(deadline?.component.getFirstPropertyValue("url")).toBe(`${ORIGIN}/games/${id}`);
    expect(deadline?.uid).toBe(`deadline-${id}-${due}@games.test`);
    expect(season?.summary).toBe(`${league}: season 1`);
    expect(season?.endDate.toUnixTime()).toBeGreaterThan(season?.startDate.toUnixTime() ?? Infinity);
  });

  it("answers a poll with its ETag 304 after reading one row, and a changed feed anew", async () => {
    const alice = await signIn();
    const bob = await signIn();
    const id = await startedGame([alice, bob]);
    const feed = await makeFeed(alice.cookie);
    const first = await poll(feed.url ?? "");
    const etag = first.headers.get("etag") ?? "";
    // Made anew: the feed's row, the player's, the games waiting, the seasons, and the ETag written.
    expect(first.headers.get("x-d1-usage")).toMatch(/^statements=5; read=\d+; written=1$/);
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await poll(feed.url ?? "", etag);
    expect(again.status).toBe(304);
    expect(again.headers.get("x-d1-usage")).toBe("statements=1; read=1; written=0");
    // Made again after its fresh window, the same feed still answers 304.
    await staleFeeds();
    expect((await poll(feed.url ?? "", etag)).status).toBe(304);

    // Alice drafts: the game no longer waits on her, and her feed says so once it is made again.
    const seats = await seatsOf(id);
    const seat = [...seats].find(([, user]) => user === alice.userId)?.[0] ?? -1;
    const stored = await storedGame(id);
    const move = notreDame.legalMoves(stored.state, seat)[0];
    const moved = await call(alice.cookie, "POST", `/api/games/${id}/moves`, {
      version: stored.version,
      idempotencyKey: `feed-${id}`,
      move,
    });
    expect(moved.status).toBe(200);
    await staleFeeds();
    const changed = await poll(feed.url ?? "", etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect(events(validIcs(await changed.text()))).toEqual([]);
  });

  it("shows me nothing of another seat: a hidden draft by the other player leaves my feed as it was", async () => {
    const alice = await signIn();
    const bob = await signIn();
    const id = await startedGame([alice, bob]);
    const bobFeed = await makeFeed(bob.cookie);
    const before = await (await poll(bobFeed.url ?? "")).text();
    const seat = [...(await seatsOf(id))].find(([, user]) => user === alice.userId)?.[0] ?? -1;
    const stored = await storedGame(id);
    const moved = await call(alice.cookie, "POST", `/api/games/${id}/moves`, {
      version: stored.version,
      idempotencyKey: `hidden-${id}`,
      move: notreDame.legalMoves(stored.state, seat)[0],
    });
    expect(moved.status).toBe(200);
    await staleFeeds();
    expect(await (await poll(bobFeed.url ?? "")).text()).toBe(before);
    expect(before).not.toContain(stored.seed);
    expect(before).not.toContain(alice.email);
  });

  it("refuses a revoked or replaced address, and is nobody else's to see or revoke", async () => {
    const alice = await signIn();
    const mallory = await signIn();
    const feed = await makeFeed(alice.cookie);
    // Another account sees and revokes only its own (none), and its own feed is another address.
    expect(await (await call(mallory.cookie, "GET", "/api/me/calendar")).json()).toEqual({ feed: null });
    expect((await call(mallory.cookie, "DELETE", "/api/me/calendar")).status).toBe(404);
    const mallorys = await makeFeed(mallory.cookie);
    expect(mallorys.url).not.toBe(feed.url);
    expect((await call(mallory.cookie, "DELETE", "/api/me/calendar")).status).toBe(200);
    expect((await poll(feed.url ?? "")).status).toBe(200);
    const stored = await env.DB.prepare("SELECT token_hash FROM calendar_feeds WHERE user_id = ?")
      .bind(alice.userId)
      .first<{ token_hash: string }>();
    expect(feed.url).not.toContain(stored?.token_hash ?? "none");

    const replaced = await makeFeed(alice.cookie);
    expect(replaced.url).not.toBe(feed.url);
    const old = await poll(feed.url ?? "");
    expect(old.status).toBe(404);
    expect(await old.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
    expect((await call(alice.cookie, "DELETE", "/api/me/calendar")).status).toBe(200);
    expect((await poll(replaced.url ?? "")).status).toBe(404);
    expect(await (await call(alice.cookie, "GET", "/api/me/calendar")).json()).toEqual({ feed: null });
    expect((await call(undefined, "GET", "/api/calendar/not-a-token.ics")).status).toBe(400);
  });

  it("is refused to a guest and to a request without a session", async () => {
    const played = await call(
      undefined,
      "POST",
      "/api/play-now",
      { type: "notre-dame", language: "en", timeZone: "UTC" },
      { "CF-Connecting-IP": "203.0.113.77" },
    );
    expect(played.status).toBe(201);
    const guest = (played.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const refused = await call(guest, "POST", "/api/me/calendar");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: "GUEST_NOT_ALLOWED" } });
    expect((await call(undefined, "POST", "/api/me/calendar")).status).toBe(401);
  });
});
