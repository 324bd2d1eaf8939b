import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { cleanUpGuests, GUEST_IDLE, GUESTS_PER_RANGE } from "../../worker/match/guests.ts";
import { WEB_TABLE_TYPES } from "../../worker/match/definitions.ts";
import { call, latestLink, ORIGIN, settleBackgroundWork, signIn, storedGame, uniqueEmail, WORKER } from "./helpers.ts";
import { contextAt } from "./notifications-helpers.ts";

let range = 0;
/** A fresh address range per test, clear of the other tests' guests. */
const freshRange = () => `198.51.${++range}`;

/** "Play now" from a browser without a session: the game's id and the guest's session cookie. */
async function playNow(type: string, ip = `${freshRange()}.7`): Promise<{ id: string; cookie: string }> {
  const response = await call(
    undefined,
    "POST",
    "/api/play-now",
    { type, language: "cs", timeZone: "Europe/Prague" },
    {
      "CF-Connecting-IP": ip,
    },
  );
  expect(response.status, await response.clone().text()).toBe(201);
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  return { id: ((await response.json()) as { id: string }).id, cookie };
}

/** Signs in by mail from the browser holding `cookie` (the guest's), as a person does; answers the new session cookie. */
async function signInFrom(cookie: string, email: string): Promise<string> {
  const asked = await call(cookie, "POST", "/api/auth/email", { email }, { "CF-Connecting-IP": `${freshRange()}.1` });
  expect(asked.status).toBe(202);
  const token = new URL(await latestLink(email)).searchParams.get("token") ?? "";
  const verified = await WORKER.fetch(`${ORIGIN}/sign-in/verify`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, cookie },
    body: new URLSearchParams({ token }).toString(),
    redirect: "manual",
  });
  expect(verified.status).toBe(303);
  return (verified.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

const me = async (cookie: string) =>
  (await (await call(cookie, "GET", "/api/me")).json()) as {
    id: string;
    guest?: true;
    email: string;
    language: string;
  };
const myGames = async (cookie: string) =>
  ((await (await call(cookie, "GET", "/api/games?list=mine")).json()) as { games: { id: string }[] }).games.map(
    (g) => g.id,
  );

describe("guests: Play now", () => {
  it("offers every game with a web table, and no other", async () => {
    for (const type of WEB_TABLE_TYPES) {
      const { id } = await playNow(type);
      await settleBackgroundWork();
      expect((await storedGame(id)).status).toBe("active");
    }
    const refused = await call(undefined, "POST", "/api/play-now", {
      type: "no-such-game",
      language: "en",
      timeZone: "UTC",
    });
    expect(refused.status).toBe(400);
  });

  it("a guest is at the table at once, in the browser's language and zone, plays, signs in with a new address and keeps the game", async () => {
    const { id, cookie } = await playNow(WEB_TABLE_TYPES[0] ?? "");
    const guest = await me(cookie);
    expect(guest).toMatchObject({ guest: true, email: "", language: "cs" });
    await settleBackgroundWork();
    const page = (await (await call(cookie, "GET", `/api/games/${id}`)).json()) as {
      status: string;
      mySeat?: number;
      players: { bot?: number }[];
    };
    expect(page.status).toBe("active");
    expect(page.mySeat).toBeDefined();
    expect(page.players.filter((p) => p.bot !== undefined).length).toBe(page.players.length - 1);
    const email = uniqueEmail("guest");
    const signedIn = await signInFrom(cookie, email);
    const account = await me(signedIn);
    expect(account).toMatchObject({ id: guest.id, email, language: "cs" });
    expect(account.guest).toBeUndefined();
    expect(await myGames(signedIn)).toContain(id);
  });

  it("a guest who signs in to an address with an account brings the game to it, and the guest is gone", async () => {
    const person = await signIn();
    const { id, cookie } = await playNow(WEB_TABLE_TYPES[0] ?? "");
    const guestId = (await me(cookie)).id;
    await settleBackgroundWork();
    const signedIn = await signInFrom(cookie, person.email);
    expect((await me(signedIn)).id).toBe(person.userId);
    expect(await myGames(person.cookie)).toContain(id);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE id = ?")
      .bind(guestId)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });

  it(`makes at most ${GUESTS_PER_RANGE} guests an hour per address range`, async () => {
    const net = freshRange();
    for (let i = 0; i < GUESTS_PER_RANGE; i++) await playNow(WEB_TABLE_TYPES[0] ?? "", `${net}.${i + 1}`);
    const limited = await call(
      undefined,
      "POST",
      "/api/play-now",
      { type: WEB_TABLE_TYPES[0], language: "en", timeZone: "UTC" },
      {
        "CF-Connecting-IP": `${net}.200`,
      },
    );
    expect(limited.status).toBe(429);
    await playNow(WEB_TABLE_TYPES[0] ?? "", `${freshRange()}.1`);
  });

  it("a guest is in no public list, joins no game, makes no public game, is nobody to invite", async () => {
    const host = await signIn();
    const { id, cookie } = await playNow(WEB_TABLE_TYPES[0] ?? "");
    const guest = await me(cookie);
    const open = (await (await call(host.cookie, "GET", "/api/games?list=open")).json()) as { games: { id: string }[] };
    expect(open.games.map((g) => g.id)).not.toContain(id);
    const created = await call(host.cookie, "POST", "/api/games", { type: WEB_TABLE_TYPES[0], seats: 3 });
    const { id: public_ } = (await created.json()) as { id: string };
    const joined = await call(cookie, "POST", `/api/games/${public_}/join`, {});
    expect(((await joined.json()) as { error: { code: string } }).error.code).toBe("GUEST_NOT_ALLOWED");
    expect((await call(cookie, "POST", "/api/games", { type: WEB_TABLE_TYPES[0], seats: 2 })).status).toBe(403);
    const byName = (await (await call(cookie, "GET", "/api/me")).json()) as { name: string };
    expect((await call(host.cookie, "POST", `/api/games/${public_}/invitations`, { name: byName.name })).status).toBe(
      404,
    );
    expect(guest.guest).toBe(true);
  });

  it(`the cron deletes a guest unused for ${GUEST_IDLE / 86_400_000} days with its games, and keeps one in use`, async () => {
    const idle = await playNow(WEB_TABLE_TYPES[0] ?? "");
    const idleId = (await me(idle.cookie)).id;
    const used = await playNow(WEB_TABLE_TYPES[0] ?? "");
    await settleBackgroundWork();
    const later = Date.now() + GUEST_IDLE + 60_000;
    // The other guest opened its game just now (as of `later`): in use.
    await env.DB.prepare("UPDATE seats SET opened_at = ? WHERE game_id = ?")
      .bind(later - 1000, used.id)
      .run();
    // The idle guest's game named an archive (as the cron's archiver leaves a finished one): it goes with the game.
    const archive = `games/${idle.id}.json.gz`;
    await env.ARCHIVE.put(archive, "archived");
    await env.DB.prepare("UPDATE games SET archive_key = ? WHERE id = ?").bind(archive, idle.id).run();
    // The cron's sweep (worker/scheduled.ts) alone: a whole cron run this far ahead would time out every game of the file.
    for (let run = 0; run < 3; run++) await cleanUpGuests(contextAt(later));
    expect(await env.ARCHIVE.head(archive)).toBeNull();
    const count = async (sql: string, id: string) => (await env.DB.prepare(sql).bind(id).first<{ n: number }>())?.n;
    expect(await count("SELECT count(*) AS n FROM users WHERE id = ?", idleId)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM games WHERE id = ?", idle.id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM moves WHERE game_id = ?", idle.id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM games WHERE id = ?", used.id)).toBe(1);
  });
});
