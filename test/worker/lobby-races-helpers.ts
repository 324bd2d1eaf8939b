/** What the lobby race tests share: players, lobby requests, and the invariant checked after every trial. */
import { env } from "cloudflare:test";
import { expect } from "vitest";
import { budget } from "../budget.ts";
import { call, signIn, storedGame } from "./helpers.ts";

export const TRIALS = 30;
// Hundreds of requests per race take up to 5 s in an idle `npm test`: a budget of about 3× that.
export const RACE_TIMEOUT = budget(15_000);
/** How much later (ms) the second side of a race is sent; negative: the first side waits. */
export const STAGGER = [0, 0, 0, 0, 1, -1, 2, -2, 3, -3, 5, -5, 8, -8, 13, -13, 21, -21, 34, -34];

export type Player = Awaited<ReturnType<typeof signIn>>;
type Answer = { status: number; code?: string };
type SeatRow = { user_id: string; seat: number | null };
type GameBody = { status: string; players: { userId: string; seat?: number }[]; mySeat?: number };
type MineRow = { id: string; seat: number | null; status: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Players who take no mail: every start and invitation queues notifications whose drain (after the
 * response) would otherwise render and send hundreds of mails, slowing the races, which are not
 * about mail.
 */
export async function players(count: number): Promise<Player[]> {
  const out: Player[] = [];
  for (let i = 0; i < count; i++) {
    const p = await signIn();
    const quiet = await call(p.cookie, "PUT", "/api/me/notifications", {
      kinds: { yourTurn: [], gameStarted: [], invited: [] },
    });
    expect(quiet.status).toBe(200);
    out.push(p);
  }
  return out;
}

export async function nameOf(p: Player): Promise<string> {
  return ((await (await call(p.cookie, "GET", "/api/me")).json()) as { name: string }).name;
}

export async function create(
  creator: Player,
  seats: number,
  visibility: "public" | "invite" = "public",
): Promise<string> {
  const response = await call(creator.cookie, "POST", "/api/games", { type: "notre-dame", seats, visibility });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The secret of an invite-only game's shareable link, as its creator sees it. */
export async function inviteCodeOf(creator: Player, id: string): Promise<string> {
  return ((await (await call(creator.cookie, "GET", `/api/games/${id}`)).json()) as { inviteCode: string }).inviteCode;
}

export async function act(
  p: Player,
  id: string,
  action: "join" | "leave" | "start" | "cancel",
  delay = 0,
  inviteCode?: string,
): Promise<Answer> {
  if (delay > 0) await sleep(delay);
  const response = await call(
    p.cookie,
    "POST",
    `/api/games/${id}/${action}`,
    action === "join" ? { inviteCode } : undefined,
  );
  if (response.ok) {
    await response.body?.cancel();
    return { status: response.status };
  }
  const body = (await response.json()) as { error: { code: string } };
  return { status: response.status, code: body.error.code };
}

export async function seated(p: Player, id: string, inviteCode?: string) {
  expect((await act(p, id, "join", 0, inviteCode)).status).toBe(200);
}

/** Both sides of a race, the second sent `offset` ms after the first (or the first after the second). */
export function race(
  trial: number,
  first: (delay: number) => Promise<Answer>,
  second: (delay: number) => Promise<Answer>,
) {
  const offset = STAGGER[trial % STAGGER.length] ?? 0;
  return Promise.all([first(Math.max(0, -offset)), second(Math.max(0, offset))]);
}

export async function seatRows(id: string): Promise<SeatRow[]> {
  const { results } = await env.DB.prepare("SELECT user_id, seat FROM seats WHERE game_id = ?").bind(id).all<SeatRow>();
  return results;
}

/**
 * The lobby's invariant for one game, on the database and through the API of everybody involved:
 * an active game's seats are 0..n-1 held by exactly its players, its state has n seats, each player
 * was told once; a game that did not start has no seat numbers, no seed, no state, no start notes.
 */
export async function expectSound(id: string, everybody: Player[], inviteCode?: string): Promise<SeatRow[]> {
  const game = await storedGame(id);
  const rows = await seatRows(id);
  const { results: notes } = await env.DB.prepare(
    "SELECT user_id, kind FROM outbox WHERE game_id = ? AND kind IN ('yourTurn', 'gameStarted')",
  )
    .bind(id)
    .all<{ user_id: string; kind: string }>();
  const users = rows.map((r) => r.user_id).sort();
  if (game.status === "active") {
    const n = rows.length;
    expect(rows.map((r) => r.seat).sort((a, b) => (a ?? -1) - (b ?? -1))).toEqual([...Array(n).keys()]);
    expect((game.state as { players: unknown[] }).players).toHaveLength(n);
    expect(game.to_act.length).toBeGreaterThan(0);
    for (const seat of game.to_act) expect(seat).toBeLessThan(n);
    for (const seat of Object.keys(game.clocks)) expect(Number(seat)).toBeLessThan(n);
    expect(notes.map((r) => r.user_id).sort()).toEqual(users);
    for (const note of notes) {
      const seat = rows.find((r) => r.user_id === note.user_id)?.seat ?? -1;
      expect(note.kind).toBe(game.to_act.includes(seat) ? "yourTurn" : "gameStarted");
    }
  } else {
    expect(rows.every((r) => r.seat === null)).toBe(true);
    expect(game.seed).toBeNull();
    expect(game.state).toBeNull();
    expect(notes).toEqual([]);
  }
  for (const p of everybody) {
    const mine = rows.find((r) => r.user_id === p.userId);
    // Who left an invite-only game they had joined by its link sees it by the link again.
    const response = await call(p.cookie, "GET", `/api/games/${id}${inviteCode ? `?invite=${inviteCode}` : ""}`);
    expect(response.status).toBe(200);
    const view = (await response.json()) as GameBody;
    expect(view.status).toBe(game.status);
    expect(view.players.map((q) => q.userId).sort()).toEqual(users);
    for (const q of view.players) expect(q.seat ?? null).toBe(rows.find((r) => r.user_id === q.userId)?.seat);
    expect(view.mySeat ?? null).toBe(mine?.seat ?? null);
    if (game.status === "active" && mine) expect(view.mySeat).toBeTypeOf("number");
    const list = (await (await call(p.cookie, "GET", "/api/games?list=mine")).json()) as { games: MineRow[] };
    const entry = list.games.find((g) => g.id === id);
    if (!mine) expect(entry).toBeUndefined();
    else {
      expect(entry?.status).toBe(game.status);
      expect(entry?.seat).toBe(mine.seat);
      if (game.status === "active") expect(entry?.seat).toBeTypeOf("number");
    }
  }
  return rows;
}

export const has = (rows: SeatRow[], p: Player) => rows.some((r) => r.user_id === p.userId);
