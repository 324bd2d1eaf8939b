import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, signIn } from "./helpers.ts";

type ErrorBody = { error: { code: string; issues?: { path: (string | number)[] }[] } };
type GameBody = {
  status: string;
  seatCount: number;
  mySeat?: number;
  toAct: number[];
  legalMoves: unknown[];
  options: unknown;
  view?: { level?: number; colours?: { seat: number }[] };
};

const gamesOf = async (userId: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM games WHERE created_by = ?").bind(userId).first<{ n: number }>())?.n;

describe("Carcassonne ghosts through the API: solo and the level", () => {
  it("one player creates a solo game with a level, starts it alone and is asked for the first tile", async () => {
    const alice = await signIn();
    const created = await call(alice.cookie, "POST", "/api/games", {
      type: "carcassonne-ghosts",
      seats: 1,
      options: { level: 4 },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const started = await call(alice.cookie, "POST", `/api/games/${id}/start`);
    expect(started.status, await started.clone().text()).toBe(200);
    const game = (await (await call(alice.cookie, "GET", `/api/games/${id}`)).json()) as GameBody;
    expect(game).toMatchObject({ status: "active", seatCount: 1, mySeat: 0, toAct: [0], options: { level: 4 } });
    expect(game.view?.level).toBe(4);
    // Solo: four colours, all the one player's.
    expect(game.view?.colours?.map((c) => c.seat)).toEqual([0, 0, 0, 0]);
    expect(game.legalMoves.length).toBeGreaterThan(0);
    expect(game.legalMoves.every((m) => (m as { type: string }).type === "place")).toBe(true);
  });

  it("fills in level 1 when the creator names none", async () => {
    const alice = await signIn();
    const created = await call(alice.cookie, "POST", "/api/games", { type: "carcassonne-ghosts", seats: 3 });
    const { id } = (await created.json()) as { id: string };
    const row = await env.DB.prepare("SELECT options FROM games WHERE id = ?").bind(id).first<{ options: string }>();
    expect(JSON.parse(row?.options ?? "null")).toEqual({ level: 1 });
  });

  it("refuses levels outside 1 to 6, of the wrong type, and unknown options with 400 INVALID_OPTIONS, creating nothing", async () => {
    const alice = await signIn();
    const before = await gamesOf(alice.userId);
    for (const [options, path] of [
      [{ level: 0 }, ["options", "level"]],
      [{ level: 7 }, ["options", "level"]],
      [{ level: 2.5 }, ["options", "level"]],
      [{ level: "5" }, ["options", "level"]],
      [{ level: 5, hiddenScores: true }, ["options"]],
    ] as const) {
      const response = await call(alice.cookie, "POST", "/api/games", {
        type: "carcassonne-ghosts",
        seats: 2,
        options,
      });
      expect(response.status, JSON.stringify(options)).toBe(400);
      const { error } = (await response.json()) as ErrorBody;
      expect(error.code).toBe("INVALID_OPTIONS");
      expect(error.issues?.[0]?.path.slice(0, path.length)).toEqual(path);
    }
    expect(await gamesOf(alice.userId)).toBe(before);
  });

  it("takes 1 to 5 seats, as its definition says, while Notre Dame still refuses a solo game", async () => {
    const alice = await signIn();
    for (const seats of [1, 5])
      expect(
        (await call(alice.cookie, "POST", "/api/games", { type: "carcassonne-ghosts", seats })).status,
        `seats ${seats}`,
      ).toBe(201);
    const before = await gamesOf(alice.userId);
    for (const [type, seats] of [
      ["carcassonne-ghosts", 6],
      ["notre-dame", 1],
    ] as const) {
      const response = await call(alice.cookie, "POST", "/api/games", { type, seats });
      expect(response.status, `${type} ${seats}`).toBe(400);
      const { error } = (await response.json()) as ErrorBody;
      expect(error.code).toBe("INVALID_OPTIONS");
      expect(error.issues?.[0]?.path).toEqual(["seats"]);
    }
    expect(await gamesOf(alice.userId)).toBe(before);
  });
});
