import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { expect } from "vitest";
import type { AnyGame } from "../../worker/games/contract.ts";
import { GAMES } from "../../worker/games/registry.ts";
import worker from "../../worker/index.ts";
import { notreDame } from "../../worker/games/notre-dame/index.ts";
import { createClient } from "../../worker/http/client.ts";

export const ORIGIN = "https://games.test";

/** Requests whose work after the answer (waitUntil: notifications) may still run. */
const running = new Set<ExecutionContext>();

/**
 * The Worker under test, called through its exported handler. Not `SELF`: the pool's entrypoint
 * wrapper (@cloudflare/vitest-pool-workers 0.15) wraps its prototype in one more Proxy on every
 * request, so each request gets slower and a file of a few thousand requests overflows the
 * stack (cloudflare/workers-sdk#15092, fixed in releases that need Node 22).
 */
export const WORKER = {
  async fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const ctx = createExecutionContext();
    running.add(ctx);
    return await worker.fetch(new Request(input, init) as Parameters<typeof worker.fetch>[0], env, ctx);
  },
};

/** Waits for the work after every answer so far, as the pool does for `SELF` after each test (setup.ts). */
export async function settleBackgroundWork(): Promise<void> {
  for (const ctx of running) {
    running.delete(ctx);
    await waitOnExecutionContext(ctx);
  }
}

let counter = 0;
/** A fresh address per call, so tests never share accounts. */
export function uniqueEmail(label = "player"): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** The most recent sign-in link mailed to `email`, read from the development mail page. */
export async function latestLink(email: string): Promise<string> {
  const page = await (await WORKER.fetch(`${ORIGIN}/dev/mail`)).text();
  const article = page.split("<article>").find((a) => a.includes(email));
  const link = article?.match(/https?:\/\/[^\s"<]+sign-in\/verify\?token=[^\s"<]+/)?.[0];
  if (!link) throw new Error(`no sign-in mail for ${email}`);
  return link.replace(/&amp;/g, "&");
}

/** Signs in the way a person does: asks for a link, opens it from the mail page, presses the button. */
export async function signIn(email = uniqueEmail()): Promise<{ email: string; cookie: string; userId: string }> {
  const asked = await WORKER.fetch(`${ORIGIN}/api/auth/email`, {
    method: "POST",
    // Each test user comes from its own documentation-range address, clear of the per-client limit.
    headers: {
      "Content-Type": "application/json",
      "CF-Connecting-IP": `192.0.2.${counter % 250}-${Math.floor(counter / 250)}`,
    },
    body: JSON.stringify({ email }),
  });
  if (asked.status !== 202) throw new Error(`sign-in request answered ${asked.status}: ${await asked.text()}`);
  const link = new URL(await latestLink(email));
  const landing = await WORKER.fetch(link.href);
  if (landing.status !== 200) throw new Error(`landing page answered ${landing.status}`);
  const token = link.searchParams.get("token") ?? "";
  const verified = await WORKER.fetch(`${ORIGIN}/sign-in/verify`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
    body: new URLSearchParams({ token }).toString(),
    redirect: "manual",
  });
  if (verified.status !== 303) throw new Error(`verify answered ${verified.status}`);
  const cookie = (verified.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const me = await WORKER.fetch(`${ORIGIN}/api/me`, { headers: { cookie } });
  const { id } = (await me.json()) as { id: string };
  return { email, cookie, userId: id };
}

/** The typed client, speaking to the Worker under test as one signed-in user. */
export function clientFor(cookie?: string) {
  return createClient(ORIGIN, {
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => WORKER.fetch(input, init)) as typeof fetch,
    headers: { Origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

/** A JSON request as a browser on our own page would send it (writes carry Origin). */
export function call(
  cookie: string | undefined,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return WORKER.fetch(`${ORIGIN}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(cookie ? { cookie } : {}),
      ...(method === "GET" ? {} : { Origin: ORIGIN }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

/**
 * Creates a game of `type` as the first player, seats the others, starts it; answers its id.
 * `create` adds fields to the create request (a time control, a timeout policy).
 */
export async function startedGameOf(
  type: string,
  players: readonly { cookie: string }[],
  options: Record<string, unknown> = {},
  create: Record<string, unknown> = {},
): Promise<string> {
  const [creator, ...others] = players;
  if (!creator) throw new Error("no players");
  const created = await call(creator.cookie, "POST", "/api/games", { type, seats: players.length, options, ...create });
  if (created.status !== 201) throw new Error(`create answered ${created.status}: ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  for (const p of others) {
    const joined = await call(p.cookie, "POST", `/api/games/${id}/join`, {});
    if (joined.status !== 200) throw new Error(`join answered ${joined.status}: ${await joined.text()}`);
  }
  const started = await call(creator.cookie, "POST", `/api/games/${id}/start`);
  if (started.status !== 200) throw new Error(`start answered ${started.status}: ${await started.text()}`);
  return id;
}

/** A started Notre Dame game (see `startedGameOf`). */
export function startedGame(
  players: readonly { cookie: string }[],
  options: Record<string, unknown> = {},
  create: Record<string, unknown> = {},
): Promise<string> {
  return startedGameOf("notre-dame", players, options, create);
}

/** The stored row of a game, read straight from D1 (tests may see what players may not). */
export async function storedGame(id: string) {
  const row = await env.DB.prepare("SELECT * FROM games WHERE id = ?").bind(id).first<Record<string, unknown>>();
  if (!row) throw new Error(`no game ${id}`);
  return {
    ...row,
    state: JSON.parse(String(row.state)),
    to_act: JSON.parse(String(row.to_act)),
    clocks: JSON.parse(String(row.clocks)),
  } as {
    version: number;
    clocks: Record<string, { deadline?: number }>;
    next_deadline: number | null;
    state: never;
    to_act: number[];
    status: string;
    seed: string;
    move_count: number;
  };
}

/** Seat → user id of a started game. */
export async function seatsOf(id: string): Promise<Map<number, string>> {
  const { results } = await env.DB.prepare("SELECT seat, user_id FROM seats WHERE game_id = ?")
    .bind(id)
    .all<{ seat: number; user_id: string }>();
  return new Map(results.map((r) => [r.seat, r.user_id]));
}

/** Whether the bot's move for `seat` ends the game. */
function finishes(game: AnyGame, state: never, seat: number, move: unknown): boolean {
  const played = game.play(state, seat, move);
  return played.ok && game.outcome(played.played.state) !== undefined;
}

/** A move as a player sends it: who sends it (their cookie) and the request body. */
export type SentMove = {
  cookie: string | undefined;
  request: { version: number; idempotencyKey: string; move: unknown };
};

/**
 * Plays a started game through HTTP, the bot choosing every seat's move, each answered 200.
 * To the end: answers how many moves were played, the finishing move (with its response) and the
 * response before it. With `stopBeforeLast`, stops at the finishing move and answers it unplayed.
 */
export async function playWithBot(
  type: string,
  id: string,
  players: readonly { userId: string; cookie: string }[],
): Promise<{ moves: number; last: SentMove & { response: Response }; previous: Response | undefined }>;
export async function playWithBot(
  type: string,
  id: string,
  players: readonly { userId: string; cookie: string }[],
  how: { stopBeforeLast: true },
): Promise<{ moves: number; last: SentMove }>;
export async function playWithBot(
  type: string,
  id: string,
  players: readonly { userId: string; cookie: string }[],
  { stopBeforeLast = false } = {},
) {
  const game = GAMES[type];
  if (!game) throw new Error(`no game ${type}`);
  const seats = await seatsOf(id);
  const cookieOf = new Map(players.map((p) => [p.userId, p.cookie]));
  let previous: Response | undefined;
  for (let moves = 0; ; moves++) {
    const stored = await storedGame(id);
    if (stored.status !== "active") throw new Error(`game ${id} ended without a finishing move`);
    const seat = stored.to_act[0] as number;
    const move = game.botMove(stored.state, seat);
    const sent: SentMove = {
      cookie: cookieOf.get(seats.get(seat) ?? ""),
      request: { version: stored.version, idempotencyKey: `move-${moves}-${seat}`, move },
    };
    const last = finishes(game, stored.state, seat, move);
    if (last && stopBeforeLast) return { moves, last: sent };
    const response = await call(sent.cookie, "POST", `/api/games/${id}/moves`, sent.request);
    expect(response.status, await response.clone().text()).toBe(200);
    if (last) return { moves: moves + 1, last: { ...sent, response }, previous };
    previous = response;
  }
}

/**
 * Three players at a started Notre Dame game where seat 0 keeps a card, takes it back and keeps
 * one again, then seat 1 keeps one (log rows 1–4); seat 2 has not moved.
 */
export async function keptTakenBackAndKept(
  atStart?: (table: { id: string; cookieOf: (seat: number) => string }) => Promise<void>,
) {
  const players = [await signIn(), await signIn(), await signIn()];
  const id = await startedGame(players);
  const seats = await seatsOf(id);
  const cookieOf = (seat: number) => players.find((p) => p.userId === seats.get(seat))?.cookie ?? "";
  const play = async (seat: number) => {
    const stored = await storedGame(id);
    const move = notreDame.legalMoves(stored.state, seat)[0];
    const response = await call(cookieOf(seat), "POST", `/api/games/${id}/moves`, {
      version: stored.version,
      idempotencyKey: `kept-${id}-${stored.version}`,
      move,
    });
    if (response.status !== 200) throw new Error(`move answered ${response.status}: ${await response.text()}`);
  };
  await atStart?.({ id, cookieOf });
  await play(0);
  const undone = await call(cookieOf(0), "POST", `/api/games/${id}/undo`, { version: (await storedGame(id)).version });
  if (undone.status !== 200) throw new Error(`undo answered ${undone.status}`);
  await play(0);
  await play(1);
  return { id, seats, cookieOf };
}

/** A league's settings an administrator may create (a season starting tomorrow). */
export const leagueSettings = () => ({
  name: "Evening league",
  gameType: "notre-dame",
  timeControl: { kind: "perMove", days: 3 },
  divisionSize: 4,
  gamesPerPair: 1,
  seasonDays: 28,
  promote: 1,
  relegate: 1,
  firstSeasonStartsAt: Date.now() + 24 * 3_600_000,
});
