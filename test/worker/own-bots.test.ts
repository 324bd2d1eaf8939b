import { createScheduledController, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { openDb } from "../../worker/db/index.ts";
import { notreDame } from "../../worker/games/notre-dame/index.ts";
import { submitMove } from "../../worker/match/play.ts";
import worker from "../../worker/index.ts";
import { budget } from "../budget.ts";
import { randomBot } from "../tools/random-bot.ts";
import { call, leagueSettings, ORIGIN, seatsOf, settleBackgroundWork, signIn, storedGame, WORKER } from "./helpers.ts";

type Player = Awaited<ReturnType<typeof signIn>>;
let bots = 0;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
type Clock = { deadline?: number; late?: number };

/** The every-minute cron, run as the platform runs it at `time`, once the requests' own sending is done. */
async function cronAt(time: number): Promise<void> {
  await settleBackgroundWork();
  await worker.scheduled(createScheduledController({ scheduledTime: time, cron: "* * * * *" }), env);
}

/** The game's log: each entry's kind, seat and who sent it (nobody, for the clock's). */
async function logOf(id: string) {
  const { results } = await env.DB.prepare("SELECT kind, seat, user_id FROM moves WHERE game_id = ? ORDER BY seq")
    .bind(id)
    .all<{ kind: string; seat: number; user_id: string | null }>();
  return results;
}

const timedOut = (seat: number | undefined) => ({ kind: "timeout", seat, user_id: null });

async function tokenFor(player: Player, scopes: string[]): Promise<string> {
  const made = await call(player.cookie, "POST", "/api/me/tokens", { name: "t", scopes });
  return ((await made.json()) as { token: string }).token;
}

const bearer = (token: string, method: string, path: string, body?: unknown) =>
  call(undefined, method, path, body, { Authorization: `Bearer ${token}` });

async function registered(owner: Player) {
  const name = `bot${Date.now().toString(36)}${++bots}`;
  const made = await call(owner.cookie, "POST", "/api/me/bots", { name });
  expect(made.status).toBe(201);
  const bot = (await made.json()) as { id: string; name: string };
  const minted = await call(owner.cookie, "POST", `/api/me/bots/${bot.id}/tokens`, {
    name: "runner",
    scopes: ["read", "play"],
  });
  expect(minted.status).toBe(201);
  return { ...bot, token: ((await minted.json()) as { token: string }).token };
}

describe("a player's own bot account", () => {
  it("is registered and given tokens by its owner only, with the bot scope, and cannot own bots", async () => {
    const [owner, other] = [await signIn(), await signIn()];
    const bot = await registered(owner);
    const manager = await tokenFor(owner, ["bot"]);
    const listed = await bearer(manager, "GET", "/api/me/bots");
    expect(((await listed.json()) as { bots: { id: string; tokens: unknown[] }[] }).bots).toEqual([
      expect.objectContaining({ id: bot.id, tokens: [expect.objectContaining({ name: "runner" })] }),
    ]);
    expect((await bearer(await tokenFor(owner, ["read"]), "GET", "/api/me/bots")).status).toBe(403);
    expect(
      (await call(other.cookie, "POST", `/api/me/bots/${bot.id}/tokens`, { name: "x", scopes: ["read"] })).status,
    ).toBe(404);
    const escalate = { name: "x", scopes: ["bot"] };
    expect((await call(owner.cookie, "POST", `/api/me/bots/${bot.id}/tokens`, escalate)).status).toBe(400);
    expect((await bearer(bot.token, "POST", "/api/me/bots", { name: "botbot" })).status).toBe(403);
    expect((await call(owner.cookie, "POST", "/api/me/bots", { name: bot.name })).status).toBe(409);
    // Nobody signs in as a bot: its address is of a domain that cannot exist.
    const row = await env.DB.prepare("SELECT email, owner_id FROM users WHERE id = ?").bind(bot.id).first();
    expect(row).toEqual({ email: `bot-${bot.id}@bots.invalid`, owner_id: owner.userId });
    const asked = await call(undefined, "POST", "/api/auth/email", { email: `bot-${bot.id}@bots.invalid` });
    expect(asked.status).toBe(202);
    const links = await env.DB.prepare(
      "SELECT count(*) AS n FROM sign_in_tokens WHERE email LIKE '%bots.invalid'",
    ).first();
    expect(links).toEqual({ n: 0 });
  });

  it(
    "is invited by name, joins and plays a whole game through the event stream, shown as its owner's bot",
    async () => {
      const owner = await signIn();
      const bot = await registered(owner);
      const created = await call(owner.cookie, "POST", "/api/games", {
        type: "carcassonne-ghosts",
        seats: 2,
        options: {},
      });
      const { id } = (await created.json()) as { id: string };
      expect((await call(owner.cookie, "POST", `/api/games/${id}/invitations`, { name: bot.name })).status).toBe(201);

      const answers: { status: number; text: string }[] = [];
      const recording = (async (input: RequestInfo | URL, init?: RequestInit) => {
        const response = await WORKER.fetch(input, init);
        answers.push({ status: response.status, text: await response.clone().text() });
        return response;
      }) as typeof fetch;
      // Each runner looks between polls; the one not to act waits a little instead of spinning.
      const deadline = Date.now() + 60_000;
      const over = async () => {
        await new Promise((r) => setTimeout(r, 5));
        return Date.now() > deadline || ["finished", "cancelled"].includes((await storedGame(id)).status);
      };
      const run = (token: string, through: typeof fetch) =>
        randomBot({ base: ORIGIN, token, fetch: through, wait: 0, until: over });
      const botRuns = run(bot.token, recording);
      const seated = async () =>
        (await env.DB.prepare("SELECT count(*) AS n FROM seats WHERE game_id = ?").bind(id).first<{ n: number }>())?.n;
      for (let i = 0; i < 100 && (await seated()) !== 2; i++) await new Promise((r) => setTimeout(r, 20));
      expect(await seated()).toBe(2);
      expect((await call(owner.cookie, "POST", `/api/games/${id}/start`)).status).toBe(200);
      await Promise.all([botRuns, run(await tokenFor(owner, ["read", "play"]), WORKER.fetch as typeof fetch)]);

      const game = await storedGame(id);
      const odd = answers.filter((a) => a.status !== 200).slice(-3);
      expect(game.status, JSON.stringify({ toAct: game.to_act, moves: game.move_count, odd })).toBe("finished");
      expect(answers.every((a) => a.status === 200)).toBe(true);
      for (const a of answers) expect(a.text).not.toContain(game.seed);
      const view = (await (await call(owner.cookie, "GET", `/api/games/${id}`)).json()) as {
        players: { userId: string; ownedBy?: string }[];
      };
      const ownerName = ((await (await call(owner.cookie, "GET", "/api/me")).json()) as { name: string }).name;
      expect(view.players.find((p) => p.userId === bot.id)?.ownedBy, JSON.stringify(view.players)).toBe(ownerName);
      expect(view.players.find((p) => p.userId === owner.userId)?.ownedBy).toBeUndefined();
      const mine = await call(owner.cookie, "GET", "/api/games?list=mine");
      expect(await mine.text()).toContain(`"ownedBy":"${ownerName}"`);
      // Unlike the site's bots, it plays as a person does: rated, with a clock (and so timeouts).
      const rated = await env.DB.prepare("SELECT player FROM rating_history WHERE game_id = ? AND player = ?")
        .bind(id, bot.id)
        .all();
      expect(rated.results).toHaveLength(1);
      const mailed = await env.DB.prepare(
        "SELECT count(*) AS n FROM dev_mail WHERE \"to\" LIKE '%bots.invalid'",
      ).first();
      expect(mailed).toEqual({ n: 0 });
    },
    budget(30_000),
  );

  it("is seated by its owner in a lobby the owner sits in, and by nobody else", async () => {
    const [owner, other] = [await signIn(), await signIn()];
    const bot = await registered(owner);
    const lobby = async (p: Player) => {
      const created = await call(p.cookie, "POST", "/api/games", { type: "notre-dame", seats: 3, options: {} });
      return ((await created.json()) as { id: string }).id;
    };
    const others = await lobby(other);
    expect((await call(owner.cookie, "POST", `/api/games/${others}/own-bots`, { botId: bot.id })).status).toBe(403);
    expect((await call(other.cookie, "POST", `/api/games/${others}/own-bots`, { botId: bot.id })).status).toBe(404);
    const mine = await lobby(owner);
    expect((await call(owner.cookie, "POST", `/api/games/${mine}/own-bots`, { botId: bot.id })).status).toBe(200);
    expect((await call(owner.cookie, "POST", `/api/games/${mine}/own-bots`, { botId: bot.id })).status).toBe(409);
    const view = (await (await call(owner.cookie, "GET", `/api/games/${mine}`)).json()) as {
      players: { userId: string; ownedBy?: string }[];
    };
    expect(view.players.find((p) => p.userId === bot.id)?.ownedBy).toBeDefined();
  });

  it("that does not answer is timed out by the cron as a person is: the same log entry, the clock, the next seat's turn", async () => {
    const owner = await signIn();
    const bot = await registered(owner);
    const created = await call(owner.cookie, "POST", "/api/games", {
      type: "notre-dame",
      seats: 2,
      options: {},
      timeControl: { kind: "perMove", days: 1 },
      timeoutPolicy: "bot",
    });
    const { id } = (await created.json()) as { id: string };
    expect((await call(owner.cookie, "POST", `/api/games/${id}/own-bots`, { botId: bot.id })).status).toBe(200);
    expect((await call(owner.cookie, "POST", `/api/games/${id}/start`)).status).toBe(200);
    const seats = [...(await seatsOf(id))];
    const mine = seats.find(([, user]) => user === owner.userId)?.[0];
    const its = seats.find(([, user]) => user === bot.id)?.[0];
    const clock = async (seat: number | undefined) => (await storedGame(id)).clocks[String(seat)] as Clock;
    const ownersMove = async (at: number) => {
      const game = await storedGame(id);
      const move = notreDame.botMove(game.state, mine ?? 0);
      const answer = await submitMove({ db: openDb(env.DB), env, now: at }, owner.userId, id, {
        version: game.version,
        idempotencyKey: `owner-${game.version}`,
        move,
      });
      expect(answer.ok).toBe(true);
    };

    // The draft's first step: neither seat answers; the cron waits for the deadline, then plays both alike.
    const first = (await clock(its)).deadline ?? 0;
    expect((await clock(mine)).deadline).toBe(first);
    await cronAt(first - MINUTE);
    expect(await logOf(id)).toEqual([]);
    await cronAt(first + MINUTE);
    const both = await logOf(id);
    expect(both).toHaveLength(2);
    expect(both).toEqual(expect.arrayContaining([timedOut(mine), timedOut(its)]));
    expect([await clock(mine), await clock(its)]).toEqual([
      expect.objectContaining({ late: 1, deadline: first + MINUTE + DAY }),
      expect.objectContaining({ late: 1, deadline: first + MINUTE + DAY }),
    ]);
    const told = await env.DB.prepare("SELECT user_id FROM outbox WHERE game_id = ? AND kind = 'timedOut'")
      .bind(id)
      .all<{ user_id: string }>();
    expect(new Set(told.results.map((r) => r.user_id))).toEqual(new Set([owner.userId, bot.id]));

    // The second step: the owner keeps a card, the bot stays silent and alone runs out of time.
    await ownersMove(first + 2 * MINUTE);
    const second = (await clock(its)).deadline ?? 0;
    await cronAt(second + MINUTE);
    expect((await logOf(id)).at(-1)).toEqual(timedOut(its));
    expect([(await clock(mine)).late, (await clock(its)).late]).toEqual([1, 2]);
    expect((await storedGame(id)).state).toMatchObject({ phase: "actions" });

    // The actions, one seat at a time: once the bot's turn has run out, the owner's turn and clock begin.
    for (let i = 0; i < 10 && (await storedGame(id)).to_act.includes(mine ?? -1); i++)
      await ownersMove(second + (2 + i) * MINUTE);
    expect((await storedGame(id)).to_act).toEqual([its]);
    const third = (await clock(its)).deadline ?? 0;
    await cronAt(third + MINUTE);
    const after = await storedGame(id);
    expect((await logOf(id)).at(-1)).toEqual(timedOut(its));
    expect(after.to_act).toEqual([mine]);
    expect(after.clocks[String(mine)]).toMatchObject({ late: 1, deadline: third + MINUTE + DAY });
    expect(after.clocks[String(its)]).toMatchObject({ late: 3 });
    const mailed = await env.DB.prepare("SELECT count(*) AS n FROM dev_mail WHERE \"to\" LIKE '%bots.invalid'").first();
    expect(mailed).toEqual({ n: 0 });
  });
});

describe("a player's own bot account and the leagues", () => {
  it("may not sign up for a season, as on lichess: it is refused, and nothing is written", async () => {
    const admin = await signIn("admin@example.com");
    const created = await call(admin.cookie, "POST", "/api/leagues", { ...leagueSettings(), name: "Bots stay out" });
    expect(created.status).toBe(201);
    const { league } = (await created.json()) as { league: { id: string } };
    const bot = await registered(await signIn());
    const refused = await bearer(bot.token, "PUT", `/api/leagues/${league.id}/membership`);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("BOT_NOT_ALLOWED");
    const members = await env.DB.prepare("SELECT count(*) AS n FROM league_members WHERE league_id = ?")
      .bind(league.id)
      .first<{ n: number }>();
    expect(members?.n).toBe(0);
  });
});
