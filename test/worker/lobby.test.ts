import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { notreDame } from "../../worker/games/notre-dame/index.ts";
import { call, seatsOf, signIn, storedGame } from "./helpers.ts";

type Player = Awaited<ReturnType<typeof signIn>>;
type ErrorBody = {
  error: { code: string; issues?: { path: (string | number)[]; message: string }[]; params?: Record<string, unknown> };
};
type GameBody = {
  id: string;
  status: string;
  version: number;
  visibility: string;
  seatCount: number;
  createdBy: string;
  timeControl: unknown;
  inviteCode?: string;
  players: { userId: string; name: string; seat?: number }[];
  mySeat?: number;
  toAct: number[];
  view?: unknown;
  legalMoves: unknown[];
};
type OpenRow = { id: string; type: string; seatCount: number; visibility: string; players: number; createdBy: string };
type MineRow = {
  id: string;
  status: string;
  seat: number | null;
  myTurn: number;
  updatedAt: number;
  deadline: number | null;
};

const pause = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

async function players(count: number): Promise<Player[]> {
  const out: Player[] = [];
  for (let i = 0; i < count; i++) out.push(await signIn());
  return out;
}

async function nameOf(p: Player): Promise<string> {
  const me = await call(p.cookie, "GET", "/api/me");
  return ((await me.json()) as { name: string }).name;
}

async function create(p: Player, body: Record<string, unknown> = {}): Promise<string> {
  const response = await call(p.cookie, "POST", "/api/games", { type: "notre-dame", seats: 3, ...body });
  expect(response.status, await response.clone().text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  expect(id).toMatch(/^[0-9a-z]{12}$/);
  return id;
}

async function errorOf(response: Response): Promise<ErrorBody["error"]> {
  return ((await response.json()) as ErrorBody).error;
}

async function openList(p: Player | undefined): Promise<OpenRow[]> {
  const response = await call(p?.cookie, "GET", "/api/games?list=open");
  expect(response.status).toBe(200);
  return ((await response.json()) as { games: OpenRow[] }).games;
}

async function mine(p: Player): Promise<MineRow[]> {
  const response = await call(p.cookie, "GET", "/api/games?list=mine");
  expect(response.status).toBe(200);
  return ((await response.json()) as { games: MineRow[] }).games;
}

async function join(p: Player, id: string, body: Record<string, unknown> = {}) {
  return call(p.cookie, "POST", `/api/games/${id}/join`, body);
}

describe("creating a game", () => {
  it("creates a game with the creator in the first seat, options filled by the game's defaults", async () => {
    const [alice] = await players(1);
    const id = await create(alice!, { seats: 4 });
    const response = await call(alice!.cookie, "GET", `/api/games/${id}`);
    expect(response.status).toBe(200);
    const game = (await response.json()) as GameBody;
    expect(game).toMatchObject({
      id,
      status: "open",
      visibility: "public",
      seatCount: 4,
      createdBy: alice!.userId,
      version: 0,
    });
    expect(game.players).toEqual([{ userId: alice!.userId, name: await nameOf(alice!) }]);
    expect(game.mySeat).toBeUndefined();
    expect(game.toAct).toEqual([]);
    expect(game.view).toBeUndefined();
    expect(typeof game.inviteCode).toBe("string");
    const row = await env.DB.prepare("SELECT options, status, seed, state FROM games WHERE id = ?")
      .bind(id)
      .first<Record<string, unknown>>();
    expect(JSON.parse(String(row?.options))).toEqual({ hiddenScores: true });
    expect(row?.status).toBe("open");
    expect(row?.seed).toBeNull();
    expect(row?.state).toBeNull();
  });

  it("stores the options the game's schema accepts", async () => {
    const [alice] = await players(1);
    const id = await create(alice!, { options: { hiddenScores: false } });
    const row = await env.DB.prepare("SELECT options FROM games WHERE id = ?").bind(id).first<{ options: string }>();
    expect(JSON.parse(row?.options ?? "null")).toEqual({ hiddenScores: false });
  });

  it("refuses an unknown option key with 400 INVALID_OPTIONS whose issue paths start with options", async () => {
    const [alice] = await players(1);
    const response = await call(alice!.cookie, "POST", "/api/games", {
      type: "notre-dame",
      seats: 3,
      options: { fastMode: true },
    });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe("INVALID_OPTIONS");
    expect(error.issues?.length).toBeGreaterThan(0);
    for (const issue of error.issues ?? []) expect(issue.path[0]).toBe("options");
  });

  it("refuses an option of the wrong type with 400 INVALID_OPTIONS at options.hiddenScores", async () => {
    const [alice] = await players(1);
    const response = await call(alice!.cookie, "POST", "/api/games", {
      type: "notre-dame",
      seats: 3,
      options: { hiddenScores: "yes" },
    });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe("INVALID_OPTIONS");
    expect(error.issues?.[0]?.path).toEqual(["options", "hiddenScores"]);
  });

  it("refuses seat counts outside 2 to 5 with 400 and creates nothing", async () => {
    const [alice] = await players(1);
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM games WHERE created_by = ?")
      .bind(alice!.userId)
      .first<{ n: number }>();
    for (const seats of [1, 6]) {
      const response = await call(alice!.cookie, "POST", "/api/games", { type: "notre-dame", seats });
      expect(response.status, `seats ${seats}`).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe("INVALID_OPTIONS");
      expect(error.issues?.[0]?.path).toEqual(["seats"]);
    }
    for (const seats of [0, 11, 2.5]) {
      const response = await call(alice!.cookie, "POST", "/api/games", { type: "notre-dame", seats });
      expect(response.status, `seats ${seats}`).toBe(400);
      expect((await errorOf(response)).code).toBe("INVALID_REQUEST");
    }
    const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM games WHERE created_by = ?")
      .bind(alice!.userId)
      .first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
    for (const seats of [2, 5]) {
      const response = await call(alice!.cookie, "POST", "/api/games", { type: "notre-dame", seats });
      expect(response.status, `seats ${seats}`).toBe(201);
    }
  });

  it("refuses an unknown game type with 400 UNKNOWN_GAME_TYPE", async () => {
    const [alice] = await players(1);
    for (const type of ["chess", "constructor", "__proto__"]) {
      const response = await call(alice!.cookie, "POST", "/api/games", { type, seats: 2 });
      expect(response.status, type).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe("UNKNOWN_GAME_TYPE");
      expect(error.params).toEqual({ type });
    }
  });

  it("stores the time control, the default being three days per move", async () => {
    const [alice] = await players(1);
    const banked = await create(alice!, { timeControl: { kind: "bank", initialDays: 10, addDays: 1, capDays: 20 } });
    const game = (await (await call(alice!.cookie, "GET", `/api/games/${banked}`)).json()) as GameBody;
    expect(game.timeControl).toEqual({ kind: "bank", initialDays: 10, addDays: 1, capDays: 20, weekendPause: false });
    const row = await env.DB.prepare("SELECT time_control FROM games WHERE id = ?")
      .bind(banked)
      .first<{ time_control: string }>();
    expect(JSON.parse(row?.time_control ?? "null")).toEqual({
      kind: "bank",
      initialDays: 10,
      addDays: 1,
      capDays: 20,
      weekendPause: false,
    });

    const plain = await create(alice!);
    const plainGame = (await (await call(alice!.cookie, "GET", `/api/games/${plain}`)).json()) as GameBody;
    expect(plainGame.timeControl).toEqual({ kind: "perMove", days: 3 });

    const bad = await call(alice!.cookie, "POST", "/api/games", {
      type: "notre-dame",
      seats: 3,
      timeControl: { kind: "perMove", days: 4 },
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).code).toBe("INVALID_REQUEST");
  });

  it("needs a signed-in user", async () => {
    const response = await call(undefined, "POST", "/api/games", { type: "notre-dame", seats: 3 });
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe("NOT_SIGNED_IN");
  });
});

describe("visibility", () => {
  it("lists public open games but not invite-only ones, and hides invite-only games from strangers", async () => {
    const [alice, stranger] = await players(2);
    const open = await create(alice!, { seats: 4 });
    const secret = await create(alice!, { visibility: "invite" });

    const listed = await openList(stranger);
    const row = listed.find((g) => g.id === open);
    expect(row).toEqual({
      id: open,
      type: "notre-dame",
      seatCount: 4,
      visibility: "public",
      createdAt: expect.any(Number),
      createdBy: await nameOf(alice!),
      players: 1,
      timeControl: { kind: "perMove", days: 3 },
      timeoutPolicy: "bot",
      options: { hiddenScores: true },
      invitedBy: null,
    });
    expect(listed.some((g) => g.id === secret)).toBe(false);
    const guestList = await openList(undefined);
    expect(guestList.some((g) => g.id === open)).toBe(true);
    expect(guestList.some((g) => g.id === secret)).toBe(false);

    const hidden = await call(stranger!.cookie, "GET", `/api/games/${secret}`);
    expect(hidden.status).toBe(404);
    expect((await errorOf(hidden)).code).toBe("NOT_FOUND");
    const guest = await call(undefined, "GET", `/api/games/${secret}`);
    expect(guest.status).toBe(404);
    const wrongCode = await call(stranger!.cookie, "GET", `/api/games/${secret}?invite=not-the-code`);
    expect(wrongCode.status).toBe(404);
    const joinHidden = await join(stranger!, secret);
    expect(joinHidden.status).toBe(404);
    expect((await errorOf(joinHidden)).code).toBe("NOT_FOUND");

    // the creator sees it, with the invite code
    const own = await call(alice!.cookie, "GET", `/api/games/${secret}`);
    expect(own.status).toBe(200);
    expect(((await own.json()) as GameBody).visibility).toBe("invite");

    // a public game is visible to strangers and guests, without its invite code
    const publicView = (await (await call(stranger!.cookie, "GET", `/api/games/${open}`)).json()) as GameBody;
    expect(publicView.inviteCode).toBeUndefined();
  });

  it("does not list cancelled or started games as open; lists the number of players", async () => {
    const [alice, bob, carol] = await players(3);
    const cancelled = await create(alice!);
    expect((await call(alice!.cookie, "POST", `/api/games/${cancelled}/cancel`)).status).toBe(200);
    const started = await create(alice!, { seats: 3 });
    expect((await join(bob!, started)).status).toBe(200);
    expect((await call(alice!.cookie, "POST", `/api/games/${started}/start`)).status).toBe(200);
    const roomy = await create(alice!, { seats: 3 });
    expect((await join(bob!, roomy)).status).toBe(200);

    const listed = await openList(carol);
    expect(listed.find((g) => g.id === roomy)?.players).toBe(2);
    expect(listed.some((g) => g.id === cancelled)).toBe(false);
    expect(listed.some((g) => g.id === started)).toBe(false);
  });

  it("does not list a full game (every seat taken, not yet started) as open to join", async () => {
    const [alice, bob, carol] = await players(3);
    const full = await create(alice!, { seats: 2 });
    expect((await join(bob!, full)).status).toBe(200);
    const joinFull = await join(carol!, full);
    expect(joinFull.status).toBe(409);
    expect((await errorOf(joinFull)).code).toBe("GAME_FULL");
    // the route is "open games to join"; listOpenGames documents "public open games with room"
    const listed = await openList(carol);
    expect(
      listed.some((g) => g.id === full),
      "a full game is listed as open to join",
    ).toBe(false);
  });
});

describe("invitations", () => {
  it("an invitation by user name makes an invite-only game visible, listed and joinable for the invitee", async () => {
    const [alice, bob, carol] = await players(3);
    const id = await create(alice!, { visibility: "invite" });
    expect((await call(bob!.cookie, "GET", `/api/games/${id}`)).status).toBe(404);

    const bobName = await nameOf(bob!);
    const invited = await call(alice!.cookie, "POST", `/api/games/${id}/invitations`, { name: bobName.toUpperCase() });
    expect(invited.status).toBe(201);
    expect(await invited.json()).toEqual({ userId: bob!.userId });
    const again = await call(alice!.cookie, "POST", `/api/games/${id}/invitations`, { name: bobName });
    expect(again.status).toBe(201);

    const seen = await call(bob!.cookie, "GET", `/api/games/${id}`);
    expect(seen.status).toBe(200);
    const seenGame = (await seen.json()) as GameBody;
    expect(seenGame.id).toBe(id);
    expect(seenGame.inviteCode).toBeUndefined();
    expect((await openList(bob)).find((g) => g.id === id)?.visibility).toBe("invite");
    // still hidden from everybody else
    expect((await call(carol!.cookie, "GET", `/api/games/${id}`)).status).toBe(404);
    expect((await openList(carol)).some((g) => g.id === id)).toBe(false);

    const joined = await join(bob!, id);
    expect(joined.status).toBe(200);
    const game = (await joined.json()) as GameBody;
    expect(game.players.map((p) => p.userId).sort()).toEqual([alice!.userId, bob!.userId].sort());
  });

  it("an invitation and its acceptance reach an open lobby page: its poll with the old ETag gets 200 with the change, not 304", async () => {
    const [alice, bob] = await players(2);
    const id = await create(alice!, { visibility: "invite" });
    const poll = (tag: string) => call(alice!.cookie, "GET", `/api/games/${id}`, undefined, { "If-None-Match": tag });
    const first = await call(alice!.cookie, "GET", `/api/games/${id}`);
    const before = first.headers.get("ETag") ?? "";
    expect((await poll(before)).status).toBe(304);

    const bobName = await nameOf(bob!);
    expect((await call(alice!.cookie, "POST", `/api/games/${id}/invitations`, { name: bobName })).status).toBe(201);
    const afterInvite = await poll(before);
    expect(afterInvite.status).toBe(200);
    expect(((await afterInvite.json()) as { invited?: string[] }).invited).toEqual([bobName]);
    const invitedTag = afterInvite.headers.get("ETag") ?? "";
    expect((await poll(invitedTag)).status).toBe(304);
    // Inviting the same player again changes nothing, so the poll stays a 304.
    expect((await call(alice!.cookie, "POST", `/api/games/${id}/invitations`, { name: bobName })).status).toBe(201);
    expect((await poll(invitedTag)).status).toBe(304);

    expect((await join(bob!, id)).status).toBe(200);
    const afterJoin = await poll(invitedTag);
    expect(afterJoin.status).toBe(200);
    const joined = (await afterJoin.json()) as GameBody & { invited?: string[] };
    expect(joined.players.map((p) => p.userId)).toContain(bob!.userId);
    expect(joined.invited).toEqual([]);
  });

  it("an unknown name answers 404 UNKNOWN_USER; only players of an open game may invite", async () => {
    const [alice, bob, carol] = await players(3);
    const id = await create(alice!, { visibility: "invite" });
    const unknown = await call(alice!.cookie, "POST", `/api/games/${id}/invitations`, { name: `nobody-${Date.now()}` });
    expect(unknown.status).toBe(404);
    const error = await errorOf(unknown);
    expect(error.code).toBe("UNKNOWN_USER");
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM invitations WHERE game_id = ?")
      .bind(id)
      .first<{ n: number }>();
    expect(count?.n).toBe(0);

    const byStranger = await call(bob!.cookie, "POST", `/api/games/${id}/invitations`, { name: await nameOf(carol!) });
    expect(byStranger.status).toBe(403);
    expect((await errorOf(byStranger)).code).toBe("NOT_A_PLAYER");
    expect((await call(carol!.cookie, "GET", `/api/games/${id}`)).status).toBe(404);

    const empty = await call(alice!.cookie, "POST", `/api/games/${id}/invitations`, { name: "" });
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).code).toBe("INVALID_REQUEST");
  });

  it("the shareable link's code shows the game and lets anybody join it", async () => {
    const [alice, bob] = await players(2);
    const id = await create(alice!, { visibility: "invite" });
    const own = (await (await call(alice!.cookie, "GET", `/api/games/${id}`)).json()) as GameBody;
    const code = own.inviteCode ?? "";
    expect(code.length).toBeGreaterThanOrEqual(16);

    const shown = await call(bob!.cookie, "GET", `/api/games/${id}?invite=${encodeURIComponent(code)}`);
    expect(shown.status).toBe(200);
    expect(((await shown.json()) as GameBody).id).toBe(id);
    const guest = await call(undefined, "GET", `/api/games/${id}?invite=${encodeURIComponent(code)}`);
    expect(guest.status).toBe(200);

    const wrong = await join(bob!, id, { inviteCode: `${code}x` });
    expect(wrong.status).toBe(404);
    const joined = await join(bob!, id, { inviteCode: code });
    expect(joined.status).toBe(200);
    const game = (await joined.json()) as GameBody;
    expect(game.players.some((p) => p.userId === bob!.userId)).toBe(true);
    // now a member, bob sees it without the code, and the code with it
    const member = await call(bob!.cookie, "GET", `/api/games/${id}`);
    expect(member.status).toBe(200);
    expect(((await member.json()) as GameBody).inviteCode).toBe(code);
  });
});

describe("joining and leaving", () => {
  it("join twice is 409 ALREADY_JOINED, a full game 409 GAME_FULL", async () => {
    const [alice, bob, carol] = await players(3);
    const id = await create(alice!, { seats: 2 });
    const first = await join(bob!, id);
    expect(first.status).toBe(200);
    const firstGame = (await first.json()) as GameBody;
    expect(firstGame.version).toBe(1);
    expect(firstGame.players).toHaveLength(2);

    const twice = await join(bob!, id);
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).code).toBe("ALREADY_JOINED");
    const creatorJoins = await join(alice!, id);
    expect(creatorJoins.status).toBe(409);
    expect((await errorOf(creatorJoins)).code).toBe("ALREADY_JOINED");

    const full = await join(carol!, id);
    expect(full.status).toBe(409);
    expect((await errorOf(full)).code).toBe("GAME_FULL");
    const seated = await env.DB.prepare("SELECT COUNT(*) AS n FROM seats WHERE game_id = ?")
      .bind(id)
      .first<{ n: number }>();
    expect(seated?.n).toBe(2);
  });

  it("a player may leave before the start, freeing the seat; a non-player may not", async () => {
    const [alice, bob, carol, dave] = await players(4);
    const id = await create(alice!, { seats: 2 });
    expect((await join(bob!, id)).status).toBe(200);
    expect((await join(carol!, id)).status).toBe(409);

    const left = await call(bob!.cookie, "POST", `/api/games/${id}/leave`);
    expect(left.status).toBe(200);
    const game = (await left.json()) as GameBody;
    expect(game.players.map((p) => p.userId)).toEqual([alice!.userId]);
    expect(game.version).toBe(2);

    const notIn = await call(dave!.cookie, "POST", `/api/games/${id}/leave`);
    expect(notIn.status).toBe(403);
    expect((await errorOf(notIn)).code).toBe("NOT_A_PLAYER");

    expect((await join(carol!, id)).status).toBe(200);
    // and bob may come back only if there is room
    const back = await join(bob!, id);
    expect(back.status).toBe(409);
    expect((await errorOf(back)).code).toBe("GAME_FULL");
  });

  it("nobody may leave a started game", async () => {
    const [alice, bob] = await players(2);
    const id = await create(alice!, { seats: 2 });
    expect((await join(bob!, id)).status).toBe(200);
    expect((await call(alice!.cookie, "POST", `/api/games/${id}/start`)).status).toBe(200);
    const leave = await call(bob!.cookie, "POST", `/api/games/${id}/leave`);
    expect(leave.status).toBe(409);
    expect((await errorOf(leave)).code).toBe("GAME_NOT_OPEN");
  });

  it("the creator cannot leave (403 NOT_THE_CREATOR) but can cancel; then joining is 409 GAME_NOT_OPEN", async () => {
    const [alice, bob, carol] = await players(3);
    const id = await create(alice!);
    expect((await join(bob!, id)).status).toBe(200);

    const leave = await call(alice!.cookie, "POST", `/api/games/${id}/leave`);
    expect(leave.status).toBe(403);
    expect((await errorOf(leave)).code).toBe("NOT_THE_CREATOR");

    const byPlayer = await call(bob!.cookie, "POST", `/api/games/${id}/cancel`);
    expect(byPlayer.status).toBe(403);
    expect((await errorOf(byPlayer)).code).toBe("NOT_THE_CREATOR");

    const cancelled = await call(alice!.cookie, "POST", `/api/games/${id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as GameBody).status).toBe("cancelled");
    expect((await storedGame(id)).status).toBe("cancelled");

    const late = await join(carol!, id);
    expect(late.status).toBe(409);
    expect((await errorOf(late)).code).toBe("GAME_NOT_OPEN");
    const twice = await call(alice!.cookie, "POST", `/api/games/${id}/cancel`);
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).code).toBe("GAME_NOT_OPEN");
    const start = await call(alice!.cookie, "POST", `/api/games/${id}/start`);
    expect(start.status).toBe(409);
    expect((await errorOf(start)).code).toBe("GAME_NOT_OPEN");
  });
});

describe("starting", () => {
  it("needs at least two players (409 NOT_ENOUGH_PLAYERS) and only the creator may start (403)", async () => {
    const [alice, bob, carol] = await players(3);
    const id = await create(alice!);
    const alone = await call(alice!.cookie, "POST", `/api/games/${id}/start`);
    expect(alone.status).toBe(409);
    const error = await errorOf(alone);
    expect(error.code).toBe("NOT_ENOUGH_PLAYERS");
    expect(error.params).toEqual({ need: 2, have: 1 });
    expect((await storedGame(id)).status).toBe("open");

    expect((await join(bob!, id)).status).toBe(200);
    const byPlayer = await call(bob!.cookie, "POST", `/api/games/${id}/start`);
    expect(byPlayer.status).toBe(403);
    expect((await errorOf(byPlayer)).code).toBe("NOT_THE_CREATOR");
    const byStranger = await call(carol!.cookie, "POST", `/api/games/${id}/start`);
    // a public game is visible to a stranger, who is simply not its creator
    expect(byStranger.status).toBe(403);
    expect((await errorOf(byStranger)).code).toBe("NOT_THE_CREATOR");
    expect((await storedGame(id)).status).toBe("open");

    const started = await call(alice!.cookie, "POST", `/api/games/${id}/start`);
    expect(started.status).toBe(200);
    expect(((await started.json()) as GameBody).status).toBe("active");
    const twice = await call(alice!.cookie, "POST", `/api/games/${id}/start`);
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).code).toBe("GAME_NOT_OPEN");
  });

  it("seats the players in a permutation of 0..n-1, keeps the seed secret and shows each seat its view", async () => {
    const table = await players(4);
    const [alice, ...others] = table;
    const stranger = await signIn();
    const id = await create(alice!, { seats: 4 });
    for (const p of others) expect((await join(p, id)).status).toBe(200);
    const started = await call(alice!.cookie, "POST", `/api/games/${id}/start`);
    expect(started.status).toBe(200);
    const startedText = await started.text();

    const stored = await storedGame(id);
    expect(stored.status).toBe("active");
    expect(typeof stored.seed).toBe("string");
    expect(stored.seed.length).toBeGreaterThanOrEqual(32);
    const seats = await seatsOf(id);
    expect([...seats.keys()].sort()).toEqual([0, 1, 2, 3]);
    expect(new Set(seats.values())).toEqual(new Set(table.map((p) => p.userId)));
    // the stored state is the engine's setup for that seed
    expect(stored.state).toEqual(notreDame.setup(4, { hiddenScores: true }, stored.seed));
    expect(stored.to_act).toEqual([0, 1, 2, 3]);

    const texts = [startedText];
    for (const p of [...table, stranger]) {
      const response = await call(p.cookie, "GET", `/api/games/${id}`);
      expect(response.status).toBe(200);
      const text = await response.text();
      texts.push(text);
      const game = JSON.parse(text) as GameBody;
      expect(game.status).toBe("active");
      expect(game.players.map((s) => s.seat).sort()).toEqual([0, 1, 2, 3]);
      const seat = [...seats].find(([, userId]) => userId === p.userId)?.[0];
      expect(game.mySeat).toBe(seat);
      expect(game.inviteCode).toBeUndefined();
      expect(game.view).toEqual(notreDame.view(stored.state, seat));
      expect(game.view).toMatchObject({ game: "notre-dame", phase: "draft", round: 1 });
      if (seat === undefined) expect(game.legalMoves).toEqual([]);
      else expect(game.legalMoves).toEqual(notreDame.legalMoves(stored.state, seat));
    }
    for (const url of [
      "/api/games?list=mine",
      `/api/games/${id}/log`,
      `/api/games/${id}/since`,
      `/api/games/${id}/chat`,
      "/api/games?list=open",
    ]) {
      texts.push(await (await call(alice!.cookie, "GET", url)).text());
    }
    texts.push(await (await call(alice!.cookie, "GET", `/api/games/${id}/replay`)).text());
    for (const text of texts) expect(text).not.toContain(stored.seed);
  });

  it("writes one outbox row per player at the start: yourTurn for the seats that must act", async () => {
    const [alice, bob, carol] = await players(3);
    const id = await create(alice!);
    expect((await join(bob!, id)).status).toBe(200);
    expect((await join(carol!, id)).status).toBe(200);
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE game_id = ?")
      .bind(id)
      .first<{ n: number }>();
    expect(before?.n).toBe(0);
    expect((await call(alice!.cookie, "POST", `/api/games/${id}/start`)).status).toBe(200);

    const stored = await storedGame(id);
    const seats = await seatsOf(id);
    // The drain that follows the answer may already be sending them: the rows, not their status, are the point.
    const { results } = await env.DB.prepare(
      "SELECT kind, user_id, payload FROM outbox WHERE game_id = ? ORDER BY user_id",
    )
      .bind(id)
      .all<{ kind: string; user_id: string; payload: string }>();
    expect(results).toHaveLength(3);
    const expected = [...seats].map(([seat, userId]) => ({
      kind: stored.to_act.includes(seat) ? "yourTurn" : "gameStarted",
      user_id: userId,
      payload: { seq: 0 },
    }));
    expect(results.map((r) => ({ ...r, payload: JSON.parse(r.payload) as unknown }))).toEqual(
      expected.sort((a, b) => (a.user_id < b.user_id ? -1 : a.user_id > b.user_id ? 1 : 0)),
    );
    // Notre Dame opens with a simultaneous draft: every seat must act
    expect(results.every((r) => r.kind === "yourTurn")).toBe(true);
  });
});

describe("my games", () => {
  it("lists games where it is my turn first, oldest waiting first, then the rest", async () => {
    const [me, bob] = await players(2);
    const startWith = async (): Promise<string> => {
      const id = await create(me!, { seats: 2 });
      expect((await join(bob!, id)).status).toBe(200);
      expect((await call(me!.cookie, "POST", `/api/games/${id}/start`)).status).toBe(200);
      await pause();
      return id;
    };
    const older = await startWith();
    const waiting = await startWith();
    const newer = await startWith();

    // in `waiting`, I keep my card: the draft now waits for bob only
    const stored = await storedGame(waiting);
    const mySeat = [...(await seatsOf(waiting))].find(([, u]) => u === me!.userId)?.[0] as number;
    const played = await call(me!.cookie, "POST", `/api/games/${waiting}/moves`, {
      version: stored.version,
      idempotencyKey: `lobby-keep-${waiting}`,
      move: notreDame.botMove(stored.state, mySeat),
    });
    expect(played.status, await played.clone().text()).toBe(200);
    await pause();
    const open = await create(me!, { seats: 3 });
    await pause();
    const othersGame = await create(bob!, { seats: 2 });

    const list = await mine(me!);
    expect(list.map((g) => g.id)).toEqual([older, newer, open, waiting]);
    expect(list.map((g) => g.myTurn)).toEqual([1, 1, 0, 0]);
    expect(list.some((g) => g.id === othersGame)).toBe(false);
    expect(list.find((g) => g.id === waiting)).toMatchObject({ status: "active", seat: mySeat, myTurn: 0 });
    expect(list.find((g) => g.id === open)).toMatchObject({ status: "open", seat: null, myTurn: 0 });

    // deadlines: mine while it is my turn, else the game's nearest (bob's); none before the start
    const deadlineOf = async (id: string, seat: number) => (await storedGame(id)).clocks[seat]?.deadline;
    const mySeatIn = async (id: string) => [...(await seatsOf(id))].find(([, u]) => u === me!.userId)?.[0] as number;
    expect(list.find((g) => g.id === older)?.deadline).toBe(await deadlineOf(older, await mySeatIn(older)));
    expect(list.find((g) => g.id === waiting)?.deadline).toBe((await storedGame(waiting)).next_deadline);
    expect(list.find((g) => g.id === open)?.deadline).toBeNull();

    // bob: his turn in all three started games, nearest deadline first (the order they started)
    const bobs = await mine(bob!);
    expect(bobs.filter((g) => g.myTurn === 1).map((g) => g.id)).toEqual([older, waiting, newer]);
    expect(bobs.at(-1)?.id).toBe(othersGame);

    const guest = await call(undefined, "GET", "/api/games?list=mine");
    expect(guest.status).toBe(200);
    expect(await guest.json()).toEqual({ games: [] });
  });
});
