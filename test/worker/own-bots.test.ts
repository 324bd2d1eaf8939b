import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { budget } from "../budget.ts";
import { randomBot } from "../tools/random-bot.ts";
import { call, ORIGIN, signIn, storedGame, WORKER } from "./helpers.ts";

type Player = Awaited<ReturnType<typeof signIn>>;
let bots = 0;

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
});
