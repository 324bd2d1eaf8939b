import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, signIn, storedGame } from "./helpers.ts";

/**
 * Lobby requests racing the start (issue 17 §2). The rule: a started game's seats are exactly its
 * players; a join or leave that races the start lands before it (and is in the game) or is refused
 * with GAME_NOT_OPEN, nothing in between. Each race is fired many times through HTTP with the two
 * sides staggered by a few milliseconds either way, so the losing side arrives at every point of
 * the winner's work; after each trial the database and the API are checked.
 */

const TRIALS = 40;
// Hundreds of requests per race on a shared two-core machine: minutes, not seconds.
const RACE_TIMEOUT = 900_000;
/** How much later (ms) the second side of a race is sent; negative: the first side waits. */
const STAGGER = [0, 0, 0, 0, 1, -1, 2, -2, 3, -3, 5, -5, 8, -8, 13, -13, 21, -21, 34, -34];

type Player = Awaited<ReturnType<typeof signIn>>;
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
async function players(count: number): Promise<Player[]> {
  const out: Player[] = [];
  for (let i = 0; i < count; i++) {
    const p = await signIn();
    const quiet = await call(p.cookie, "PUT", "/api/me/notifications", { kinds: { yourTurn: [], gameStarted: [], invited: [] } });
    expect(quiet.status).toBe(200);
    out.push(p);
  }
  return out;
}

async function nameOf(p: Player): Promise<string> {
  return ((await (await call(p.cookie, "GET", "/api/me")).json()) as { name: string }).name;
}

async function create(creator: Player, seats: number, visibility: "public" | "invite" = "public"): Promise<string> {
  const response = await call(creator.cookie, "POST", "/api/games", { type: "notre-dame", seats, visibility });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The secret of an invite-only game's shareable link, as its creator sees it. */
async function inviteCodeOf(creator: Player, id: string): Promise<string> {
  return ((await (await call(creator.cookie, "GET", `/api/games/${id}`)).json()) as { inviteCode: string }).inviteCode;
}

async function act(p: Player, id: string, action: "join" | "leave" | "start" | "cancel", delay = 0, inviteCode?: string): Promise<Answer> {
  if (delay > 0) await sleep(delay);
  const response = await call(p.cookie, "POST", `/api/games/${id}/${action}`, action === "join" ? { inviteCode } : undefined);
  if (response.ok) {
    await response.body?.cancel();
    return { status: response.status };
  }
  const body = (await response.json()) as { error: { code: string } };
  return { status: response.status, code: body.error.code };
}

async function seated(p: Player, id: string, inviteCode?: string) {
  expect((await act(p, id, "join", 0, inviteCode)).status).toBe(200);
}

/** Both sides of a race, the second sent `offset` ms after the first (or the first after the second). */
function race(trial: number, first: (delay: number) => Promise<Answer>, second: (delay: number) => Promise<Answer>) {
  const offset = STAGGER[trial % STAGGER.length] ?? 0;
  return Promise.all([first(Math.max(0, -offset)), second(Math.max(0, offset))]);
}

async function seatRows(id: string): Promise<SeatRow[]> {
  const { results } = await env.DB.prepare("SELECT user_id, seat FROM seats WHERE game_id = ?").bind(id).all<SeatRow>();
  return results;
}

/**
 * The lobby's invariant for one game, on the database and through the API of everybody involved:
 * an active game's seats are 0..n-1 held by exactly its players, its state has n seats, each player
 * was told once; a game that did not start has no seat numbers, no seed, no state, no start notes.
 */
async function expectSound(id: string, everybody: Player[]): Promise<SeatRow[]> {
  const game = await storedGame(id);
  const rows = await seatRows(id);
  const { results: notes } = await env.DB.prepare("SELECT user_id, kind FROM outbox WHERE game_id = ? AND kind IN ('yourTurn', 'gameStarted')")
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
    const response = await call(p.cookie, "GET", `/api/games/${id}`);
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

const has = (rows: SeatRow[], p: Player) => rows.some((r) => r.user_id === p.userId);

describe("lobby requests racing the start", () => {
  it(
    "leave against start: the leaver is out of the started game, or refused with GAME_NOT_OPEN and in it",
    async () => {
      const [alice, bob, carol] = await players(3);
      const outcomes = { leftFirst: 0, refused: 0 };
      for (let trial = 0; trial < TRIALS; trial++) {
        const id = await create(alice!, 3);
        await seated(bob!, id);
        await seated(carol!, id);
        const [leave, start] = await race(trial, (d) => act(carol!, id, "leave", d), (d) => act(alice!, id, "start", d));
        expect(start).toEqual({ status: 200 });
        const rows = await expectSound(id, [alice!, bob!, carol!]);
        expect((await storedGame(id)).status).toBe("active");
        if (leave.status === 200) {
          outcomes.leftFirst++;
          expect(has(rows, carol!)).toBe(false);
          expect(rows).toHaveLength(2);
        } else {
          outcomes.refused++;
          expect(leave).toEqual({ status: 409, code: "GAME_NOT_OPEN" });
          expect(has(rows, carol!)).toBe(true);
          expect(rows).toHaveLength(3);
        }
      }
      expect(outcomes.leftFirst, JSON.stringify(outcomes)).toBeGreaterThan(0);
      expect(outcomes.refused, JSON.stringify(outcomes)).toBeGreaterThan(0);
    },
    RACE_TIMEOUT,
  );

  it(
    "join against start: the joiner holds a seat of the started game, or is refused with GAME_NOT_OPEN (never GAME_FULL)",
    async () => {
      const [alice, bob, carol] = await players(3);
      const outcomes = { joinedFirst: 0, refused: 0 };
      for (let trial = 0; trial < TRIALS; trial++) {
        const id = await create(alice!, 3);
        await seated(bob!, id);
        const [join, start] = await race(trial, (d) => act(carol!, id, "join", d), (d) => act(alice!, id, "start", d));
        expect(start).toEqual({ status: 200 });
        const rows = await expectSound(id, [alice!, bob!, carol!]);
        if (join.status === 200) {
          outcomes.joinedFirst++;
          expect(has(rows, carol!)).toBe(true);
        } else {
          outcomes.refused++;
          expect(join).toEqual({ status: 409, code: "GAME_NOT_OPEN" });
          expect(has(rows, carol!)).toBe(false);
        }
      }
      expect(outcomes.joinedFirst, JSON.stringify(outcomes)).toBeGreaterThan(0);
      expect(outcomes.refused, JSON.stringify(outcomes)).toBeGreaterThan(0);
    },
    RACE_TIMEOUT,
  );

  it(
    "an invited player's join against start of an invite-only game: seated in the game, or GAME_NOT_OPEN",
    async () => {
      const [alice, bob, carol] = await players(3);
      const carolName = await nameOf(carol!);
      const outcomes = { joinedFirst: 0, refused: 0 };
      for (let trial = 0; trial < TRIALS; trial++) {
        const id = await create(alice!, 3, "invite");
        expect((await call(alice!.cookie, "POST", `/api/games/${id}/invitations`, { name: carolName })).status).toBe(201);
        await seated(bob!, id, await inviteCodeOf(alice!, id));
        const [join, start] = await race(trial, (d) => act(carol!, id, "join", d), (d) => act(alice!, id, "start", d));
        expect(start).toEqual({ status: 200 });
        const rows = await expectSound(id, [alice!, bob!, carol!]);
        if (join.status === 200) {
          outcomes.joinedFirst++;
          expect(has(rows, carol!)).toBe(true);
        } else {
          outcomes.refused++;
          expect(join).toEqual({ status: 409, code: "GAME_NOT_OPEN" });
          expect(has(rows, carol!)).toBe(false);
        }
      }
      expect(outcomes.joinedFirst, JSON.stringify(outcomes)).toBeGreaterThan(0);
      expect(outcomes.refused, JSON.stringify(outcomes)).toBeGreaterThan(0);
    },
    RACE_TIMEOUT,
  );

  it(
    "cancel against start: exactly one wins, the other is GAME_NOT_OPEN; a cancelled game has no seats numbered and told nobody",
    async () => {
      const [alice, bob, carol] = await players(3);
      const outcomes = { cancelled: 0, started: 0 };
      for (let trial = 0; trial < TRIALS; trial++) {
        const id = await create(alice!, 3);
        await seated(bob!, id);
        await seated(carol!, id);
        const [cancel, start] = await race(trial, (d) => act(alice!, id, "cancel", d), (d) => act(alice!, id, "start", d));
        const rows = await expectSound(id, [alice!, bob!, carol!]);
        const { status } = await storedGame(id);
        expect(rows).toHaveLength(3);
        if (cancel.status === 200) {
          outcomes.cancelled++;
          expect(start).toEqual({ status: 409, code: "GAME_NOT_OPEN" });
          expect(status).toBe("cancelled");
        } else {
          outcomes.started++;
          expect(cancel).toEqual({ status: 409, code: "GAME_NOT_OPEN" });
          expect(start).toEqual({ status: 200 });
          expect(status).toBe("active");
        }
      }
      expect(outcomes.cancelled, JSON.stringify(outcomes)).toBeGreaterThan(0);
      expect(outcomes.started, JSON.stringify(outcomes)).toBeGreaterThan(0);
    },
    RACE_TIMEOUT,
  );

  it(
    "two starts: one starts the game, the other is GAME_NOT_OPEN and changes nothing (seat order and notes are the winner's)",
    async () => {
      const [alice, bob, carol] = await players(3);
      for (let trial = 0; trial < TRIALS; trial++) {
        const id = await create(alice!, 3);
        await seated(bob!, id);
        await seated(carol!, id);
        const answers = await race(trial, (d) => act(alice!, id, "start", d), (d) => act(alice!, id, "start", d));
        expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
        expect(answers.find((a) => a.status === 409)?.code).toBe("GAME_NOT_OPEN");
        expect(await expectSound(id, [alice!, bob!, carol!])).toHaveLength(3);
        // created, two joins, one start: the loser wrote nothing
        expect((await storedGame(id)).version).toBe(3);
      }
    },
    RACE_TIMEOUT,
  );

  it(
    "two joins for the last seat: one is seated, the other is GAME_FULL; then the start seats exactly those three",
    async () => {
      const [alice, bob, carol, dave] = await players(4);
      for (let trial = 0; trial < TRIALS; trial++) {
        const id = await create(alice!, 3);
        await seated(bob!, id);
        const [c, d] = await race(trial, (ms) => act(carol!, id, "join", ms), (ms) => act(dave!, id, "join", ms));
        expect([c.status, d.status].sort()).toEqual([200, 409]);
        expect([c, d].find((a) => a.status === 409)?.code).toBe("GAME_FULL");
        expect(await seatRows(id)).toHaveLength(3);
        expect(await act(alice!, id, "start")).toEqual({ status: 200 });
        const rows = await expectSound(id, [alice!, bob!, carol!, dave!]);
        expect(has(rows, carol!)).toBe(c.status === 200);
        expect(has(rows, dave!)).toBe(d.status === 200);
      }
    },
    RACE_TIMEOUT,
  );

  it(
    "everything at once (a leave, two joins, an invited join, a start): the started game holds exactly those whose requests landed",
    async () => {
      const [alice, bob, carol, dave, erin, frank] = await players(6);
      const frankName = await nameOf(frank!);
      for (let trial = 0; trial < TRIALS; trial++) {
        const id = await create(alice!, 4, trial % 2 ? "public" : "invite");
        expect((await call(alice!.cookie, "POST", `/api/games/${id}/invitations`, { name: frankName })).status).toBe(201);
        const code = await inviteCodeOf(alice!, id);
        await seated(bob!, id, code);
        await seated(carol!, id, code);
        const offset = STAGGER[trial % STAGGER.length] ?? 0;
        const [leave, joinD, joinE, joinF, start] = await Promise.all([
          act(carol!, id, "leave"),
          act(dave!, id, "join", Math.max(0, offset), code),
          act(erin!, id, "join", Math.max(0, -offset), code),
          act(frank!, id, "join", trial % 5),
          act(alice!, id, "start", Math.max(0, offset / 2)),
        ]);
        const rows = await expectSound(id, [alice!, bob!, carol!, dave!, erin!, frank!]);
        for (const a of [leave, joinD, joinE, joinF, start]) expect(a.status).not.toBe(500);
        expect(start).toEqual({ status: 200 });
        expect(has(rows, carol!)).toBe(leave.status !== 200);
        if (leave.status !== 200) expect(leave).toEqual({ status: 409, code: "GAME_NOT_OPEN" });
        for (const [p, join] of [
          [dave!, joinD],
          [erin!, joinE],
          [frank!, joinF],
        ] as const) {
          expect(has(rows, p)).toBe(join.status === 200);
          if (join.status !== 200) expect(["GAME_NOT_OPEN", "GAME_FULL"]).toContain(join.code);
        }
        expect(rows.length).toBeLessThanOrEqual(4);
      }
    },
    RACE_TIMEOUT,
  );

  it("after the start every lobby request is GAME_NOT_OPEN: join (also of a full game), invited join, leave, cancel, start", async () => {
    const [alice, bob, carol] = await players(3);
    const full = await create(alice!, 2, "invite");
    expect((await call(alice!.cookie, "POST", `/api/games/${full}/invitations`, { name: await nameOf(carol!) })).status).toBe(201);
    await seated(bob!, full, await inviteCodeOf(alice!, full));
    expect(await act(alice!, full, "start")).toEqual({ status: 200 });
    const refused = { status: 409, code: "GAME_NOT_OPEN" };
    expect(await act(carol!, full, "join")).toEqual(refused);
    expect(await act(bob!, full, "leave")).toEqual(refused);
    expect(await act(alice!, full, "cancel")).toEqual(refused);
    expect(await act(alice!, full, "start")).toEqual(refused);
    await expectSound(full, [alice!, bob!, carol!]);
  });
});
