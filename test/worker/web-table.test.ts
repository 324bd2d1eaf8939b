import { describe, expect, it } from "vitest";
import { GAMES } from "../../worker/games/registry.ts";
import { call, signIn, startedGameOf } from "./helpers.ts";

type OpenRow = { id: string; type: string };
type MineRow = { id: string; type: string; myTurn: 0 | 1; atTable: boolean };

const WITHOUT_TABLE = Object.values(GAMES).filter((game) => !game.webTable);

async function create(cookie: string, type: string, seats: number, extra: Record<string, unknown> = {}) {
  const created = await call(cookie, "POST", "/api/games", { type, seats, ...extra });
  expect(created.status).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

async function list<T>(cookie: string | undefined, which: "open" | "mine"): Promise<T[]> {
  const response = await call(cookie, "GET", `/api/games?list=${which}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { games: T[] }).games;
}

describe("games without a web table (issue 25 §1)", () => {
  it("are never offered to join, to guests or players, while the API still seats whoever joins by id", async () => {
    expect(WITHOUT_TABLE.length).toBeGreaterThan(0);
    const [alice, bob] = [await signIn(), await signIn()];
    const offered = await create(alice.cookie, "notre-dame", 3);
    const hidden = await Promise.all(WITHOUT_TABLE.map((game) => create(alice.cookie, game.id, game.players.max)));
    for (const who of [undefined, bob.cookie]) {
      const open = (await list<OpenRow>(who, "open")).map((g) => g.id);
      expect(open).toContain(offered);
      for (const id of hidden) expect(open).not.toContain(id);
    }
    // Decided and documented (worker/http/README.md): the API joins by id; the site never shows the door.
    for (const id of hidden) expect((await call(bob.cookie, "POST", `/api/games/${id}/join`, {})).status).toBe(200);
  });

  it("are marked in my list, so the site never calls them my turn", async () => {
    const [game] = WITHOUT_TABLE;
    if (!game) throw new Error("every game has a table");
    const players = await Promise.all(Array.from({ length: game.players.min }, () => signIn()));
    const [alice] = players;
    if (!alice) throw new Error("no players");
    const apiOnly = await startedGameOf(game.id, players);
    const table = await create(alice.cookie, "notre-dame", 2);
    const mine = await list<MineRow>(alice.cookie, "mine");
    expect(mine.find((g) => g.id === apiOnly)).toMatchObject({ myTurn: 1, atTable: false });
    expect(mine.find((g) => g.id === table)).toMatchObject({ atTable: true });
  });
});

describe("an invitation's lobby", () => {
  it("tells the invited player who invited them, and nobody else", async () => {
    const [alice, bob, carol] = [await signIn(), await signIn(), await signIn()];
    const aliceName = ((await (await call(alice.cookie, "GET", "/api/me")).json()) as { name: string }).name;
    const bobName = ((await (await call(bob.cookie, "GET", "/api/me")).json()) as { name: string }).name;
    const id = await create(alice.cookie, "notre-dame", 3, { visibility: "invite" });
    expect((await call(alice.cookie, "POST", `/api/games/${id}/invitations`, { name: bobName })).status).toBe(201);
    const view = async (cookie: string) =>
      (await (await call(cookie, "GET", `/api/games/${id}`)).json()) as { invitedBy?: string };
    expect((await view(bob.cookie)).invitedBy).toBe(aliceName);
    expect((await view(alice.cookie)).invitedBy).toBeUndefined();
    expect((await call(carol.cookie, "GET", `/api/games/${id}`)).status).toBe(404);
    expect((await call(bob.cookie, "POST", `/api/games/${id}/join`, {})).status).toBe(200);
    expect((await view(bob.cookie)).invitedBy).toBeUndefined();
  });
});
