import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { notreDame } from "../../worker/games/notre-dame/index.ts";
import type { MyGame, OpenGame } from "../../worker/http/client.ts";
import { call, seatsOf, signIn, startedGame, storedGame } from "./helpers.ts";

/** What each line of the dashboard says comes with the two lists, each one statement. */

type Player = Awaited<ReturnType<typeof signIn>>;

async function nameOf(p: Player): Promise<string> {
  return ((await (await call(p.cookie, "GET", "/api/me")).json()) as { name: string }).name;
}

async function mine(p: Player): Promise<MyGame[]> {
  const response = await call(p.cookie, "GET", "/api/games?list=mine");
  expect(response.status).toBe(200);
  return ((await response.json()) as { games: MyGame[] }).games;
}

async function open(p: Player): Promise<OpenGame[]> {
  const response = await call(p.cookie, "GET", "/api/games?list=open");
  expect(response.status).toBe(200);
  return ((await response.json()) as { games: OpenGame[] }).games;
}

describe("the dashboard's lists", () => {
  it("an active game lists everybody seated, whose move it is and, from its start, how far the game is", async () => {
    const players = [await signIn(), await signIn(), await signIn()];
    const names = await Promise.all(players.map(nameOf));
    const id = await startedGame(players);
    const seats = await seatsOf(id);
    const before = (await mine(players[0]!)).find((g) => g.id === id);
    expect(before?.players.map((p) => p.name).sort()).toEqual([...names].sort());
    for (const p of before?.players ?? []) expect(seats.get(p.seat ?? -1)).toBe(p.userId);
    expect(before?.players.map((p) => p.seat)).toEqual([0, 1, 2]);
    // The draft: everybody acts at once, and nothing was played yet; the start already says the round.
    expect(before?.toAct).toEqual([0, 1, 2]);
    expect(before?.progress).toEqual({ round: 1, rounds: 9 });
    expect(before?.timeControl).toEqual({ kind: "perMove", days: 3 });
    expect(before?.outcome).toBeNull();

    const seat = [...seats].find(([, user]) => user === players[1]!.userId)?.[0] ?? -1;
    const stored = await storedGame(id);
    const moved = await call(players[1]!.cookie, "POST", `/api/games/${id}/moves`, {
      version: stored.version,
      idempotencyKey: `list-${id}`,
      move: notreDame.botMove(stored.state, seat),
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    const after = (await mine(players[0]!)).find((g) => g.id === id);
    expect(after?.progress).toEqual({ round: 1, rounds: 9 });
    expect(after?.toAct).toEqual([0, 1, 2].filter((s) => s !== seat));
  });

  it("a player on vacation is listed with the vacation's end", async () => {
    const players = [await signIn(), await signIn()];
    const id = await startedGame(players);
    const away = await call(players[1]!.cookie, "POST", "/api/me/vacation", { days: 1 });
    expect(away.status, await away.clone().text()).toBe(200);
    const { until } = (await away.json()) as { until: number };
    const row = (await mine(players[0]!)).find((g) => g.id === id);
    expect(row?.players.find((p) => p.userId === players[1]!.userId)?.vacationUntil).toBe(until);
    expect(row?.players.find((p) => p.userId === players[0]!.userId)?.vacationUntil).toBeNull();
  });

  it("a finished game carries its outcome: ranks and scores per seat", async () => {
    const players = [await signIn(), await signIn()];
    const id = await startedGame(players);
    const outcome = { kind: "ranked", scores: [41, 57], ranks: [2, 1] };
    await env.DB.prepare("UPDATE games SET status = 'finished', outcome = ?, to_act = '[]' WHERE id = ?")
      .bind(JSON.stringify(outcome), id)
      .run();
    const row = (await mine(players[0]!)).find((g) => g.id === id);
    expect(row).toMatchObject({ status: "finished", outcome, deadline: null, toAct: [] });
  });

  it("an invitation says who invited me, and open games carry their settings", async () => {
    const [alice, bob, carol] = [await signIn(), await signIn(), await signIn()];
    const created = await call(alice.cookie, "POST", "/api/games", {
      type: "notre-dame",
      seats: 3,
      visibility: "invite",
      timeControl: { kind: "bank", initialDays: 7, addDays: 1, capDays: 14, weekendPause: true },
      timeoutPolicy: "drop",
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const invited = await call(alice.cookie, "POST", `/api/games/${id}/invitations`, { name: await nameOf(bob) });
    expect(invited.status).toBe(201);

    const forBob = (await open(bob)).find((g) => g.id === id);
    expect(forBob).toMatchObject({
      invitedBy: await nameOf(alice),
      visibility: "invite",
      players: 1,
      seatCount: 3,
      timeoutPolicy: "drop",
      timeControl: { kind: "bank", initialDays: 7, addDays: 1, capDays: 14, weekendPause: true },
    });
    // Nobody invited carol: the game is not hers to see.
    expect((await open(carol)).some((g) => g.id === id)).toBe(false);
    // The lobby's players see who is invited and not seated yet; a stranger with the link does not.
    const view = (await (await call(alice.cookie, "GET", `/api/games/${id}`)).json()) as {
      invited?: string[];
      options: unknown;
    };
    expect(view.invited).toEqual([await nameOf(bob)]);
    expect(view.options).toEqual({ hiddenScores: true });
    const joined = await call(bob.cookie, "POST", `/api/games/${id}/join`, {});
    expect(joined.status).toBe(200);
    expect(((await joined.json()) as { invited?: string[] }).invited).toEqual([]);
    const lobby = (await mine(alice)).find((g) => g.id === id);
    expect(lobby).toMatchObject({
      status: "open",
      timeoutPolicy: "drop",
      players: [
        { userId: alice.userId, seat: null },
        { userId: bob.userId, seat: null },
      ],
    });
  });

  it("a public game has no inviter", async () => {
    const [alice, bob] = [await signIn(), await signIn()];
    const created = await call(alice.cookie, "POST", "/api/games", { type: "notre-dame", seats: 2 });
    const { id } = (await created.json()) as { id: string };
    expect((await open(bob)).find((g) => g.id === id)).toMatchObject({ invitedBy: null, visibility: "public" });
  });
});
