import { describe, expect, it } from "vitest";
import { jsonChunks } from "../../worker/db/leagues.ts";
import { divisionSizes, pods, planSeason, seasonOrder, startTime, tierOf } from "../../worker/leagues/schedule.ts";
import { gamePoints, movementOf, standings } from "../../worker/leagues/standings.ts";

const seats = (n: number) => Array.from({ length: n }, (_, seat) => ({ userId: `u${seat}`, seat }));

describe("league points and tie-breaks", () => {
  it("gives k − place per game, ties sharing their places' points", () => {
    const points = (ranks: number[]) =>
      [
        ...gamePoints({
          outcome: { kind: "ranked", ranks, scores: ranks.map(() => 0) },
          seats: seats(ranks.length),
          dropped: new Set(),
          adjudicated: false,
        }).values(),
      ].map((p) => p.points);
    expect(points([1, 2, 3, 4])).toEqual([3, 2, 1, 0]);
    expect(points([2, 1, 3])).toEqual([1, 2, 0]);
    expect(points([1, 1, 3, 4])).toEqual([2.5, 2.5, 1, 0]);
    expect(points([1, 2, 2, 2])).toEqual([3, 1, 1, 1]);
  });

  it("counts a dropped seat as last unless the bots finished the game at the season's end", () => {
    const outcome = { kind: "ranked" as const, ranks: [1, 2, 3], scores: [30, 20, 10] };
    const dropped = gamePoints({ outcome, seats: seats(3), dropped: new Set([0]), adjudicated: false });
    expect(dropped.get("u0")).toEqual({ points: 0, win: false, score: 30 });
    expect(gamePoints({ outcome, seats: seats(3), dropped: new Set([0, 1, 2]), adjudicated: true }).get("u0")).toEqual({
      points: 2,
      win: true,
      score: 30,
    });
  });

  it("gives a won cooperative game k − 1 points and a win to each player, a lost one nothing", () => {
    const won = gamePoints({
      outcome: { kind: "shared", won: true, score: 42 },
      seats: seats(2),
      dropped: new Set(),
      adjudicated: false,
    });
    expect([...won.values()]).toEqual([
      { points: 1, win: true, score: 42 },
      { points: 1, win: true, score: 42 },
    ]);
    const lost = gamePoints({
      outcome: { kind: "shared", won: false, score: 7 },
      seats: seats(2),
      dropped: new Set(),
      adjudicated: false,
    });
    expect([...lost.values()].map((p) => p.points)).toEqual([0, 0]);
  });

  it("orders by points, then wins, then score, then the seeding", () => {
    const players = ["a", "b", "c", "d"].map((userId, seed) => ({ userId, seed }));
    const game = (order: string[], scores: number[]) => ({
      outcome: { kind: "ranked" as const, ranks: [1, 2, 3, 4], scores },
      seats: order.map((userId, seat) => ({ userId, seat })),
      dropped: new Set<number>(),
      adjudicated: false,
    });
    // Everyone 3 points; a and d one win each, d scored more; b and c no win and equal scores: the seeding.
    const table = standings(players, [
      game(["a", "b", "c", "d"], [10, 9, 8, 7]),
      game(["d", "c", "b", "a"], [20, 2, 1, 0]),
    ]);
    expect(table.map((l) => [l.userId, l.points, l.wins, l.score])).toEqual([
      ["d", 3, 1, 27],
      ["a", 3, 1, 10],
      ["b", 3, 0, 10],
      ["c", 3, 0, 10],
    ]);
  });

  it("promotes the first and relegates the last, not from the top or out of the lowest tier", () => {
    const league = { promote: 1, relegate: 2 };
    expect([1, 2, 3, 4].map((rank) => movementOf(rank, 4, 1, 3, league))).toEqual([
      null,
      null,
      "relegated",
      "relegated",
    ]);
    expect([1, 2, 3, 4].map((rank) => movementOf(rank, 4, 2, 3, league))).toEqual([
      "promoted",
      null,
      "relegated",
      "relegated",
    ]);
    expect([1, 2, 3, 4].map((rank) => movementOf(rank, 4, 3, 3, league))).toEqual(["promoted", null, null, null]);
    expect([1, 2].map((rank) => movementOf(rank, 2, 2, 3, { promote: 1, relegate: 2 }))).toEqual([
      "promoted",
      "relegated",
    ]);
  });
});

describe("the season's schedule", () => {
  it("has each pair of a division meet equally often, at least gamesPerPair times", () => {
    for (const [n, k, perPair] of [
      [4, 4, 2],
      [4, 2, 1],
      [5, 3, 2],
      [3, 4, 1],
      [6, 4, 1],
      [8, 2, 2],
    ] as const) {
      const planned = pods(n, k, perPair);
      const met = new Map<string, number>();
      for (const pod of planned)
        for (const a of pod) for (const b of pod) if (a < b) met.set(`${a}-${b}`, (met.get(`${a}-${b}`) ?? 0) + 1);
      const counts = [...met.values()];
      expect(met.size, `${n}/${k}`).toBe((n * (n - 1)) / 2);
      expect(new Set(counts).size, `${n}/${k}: every pair equally`).toBe(1);
      expect(counts[0]).toBeGreaterThanOrEqual(perPair);
      for (const pod of planned) expect(pod).toHaveLength(Math.min(n, k));
    }
  });

  it("spreads a player's games: two-seat pods of a division of 8 never give one player two games in a row", () => {
    const planned = pods(8, 2, 1);
    for (let i = 1; i < planned.length; i++)
      expect(
        planned[i]?.some((p) => planned[i - 1]?.includes(p)),
        `games ${i - 1} and ${i}`,
      ).toBe(false);
  });

  it("starts the games evenly over the first two thirds of the season", () => {
    const start = 1_000_000;
    const end = start + 30 * 86_400_000;
    expect(startTime(start, end, 0, 10)).toBe(start);
    expect(startTime(start, end, 9, 10)).toBeLessThanOrEqual(start + 20 * 86_400_000);
  });

  it("cuts divisions of at most the size, never smaller than the game's fewest seats, in tiers doubling downwards", () => {
    expect(divisionSizes(10, 4, 2)).toEqual([4, 3, 3]);
    expect(divisionSizes(1_000, 4, 2)).toHaveLength(250);
    expect(divisionSizes(5, 4, 3)).toEqual([5]);
    expect([0, 1, 2, 3, 6, 7].map(tierOf)).toEqual([
      { tier: 1, idx: 1 },
      { tier: 2, idx: 1 },
      { tier: 2, idx: 2 },
      { tier: 3, idx: 1 },
      { tier: 3, idx: 4 },
      { tier: 4, idx: 1 },
    ]);
    const plan = planSeason(
      ["a", "b", "c", "d", "e", "f", "g"],
      { divisionSize: 4, seats: 4, gamesPerPair: 1, minSeats: 2 },
      0,
      7 * 86_400_000,
    );
    expect(plan.divisions.map((d) => d.players)).toEqual([
      ["a", "b", "c", "d"],
      ["e", "f", "g"],
    ]);
    expect(plan.games.map((g) => g.players.length)).toEqual([4, 3]);
  });

  it("seeds by last season's tier after movement and place, then newcomers by rating, then sign-up", () => {
    const order = seasonOrder(
      [
        { userId: "top1", tier: 1, rank: 1, movement: null, seed: 0 },
        { userId: "top4", tier: 1, rank: 4, movement: "relegated", seed: 3 },
        { userId: "low1", tier: 2, rank: 1, movement: "promoted", seed: 4 },
        { userId: "low2", tier: 2, rank: 2, movement: null, seed: 5 },
      ],
      [
        { userId: "late", ordinal: 5, joinedAt: 20 },
        { userId: "strong", ordinal: 12, joinedAt: 30 },
        { userId: "early", ordinal: 5, joinedAt: 10 },
      ],
    );
    expect(order).toEqual(["top1", "low1", "low2", "top4", "strong", "early", "late"]);
  });
});

describe("the season's batches", () => {
  it("split their JSON under D1's 1 MB bound string, keeping every row in order", () => {
    const rows = Array.from({ length: 300 }, (_, i) => ({ i, text: "x".repeat(5_000) }));
    const chunks = jsonChunks(rows, 200);
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) expect(chunk.length).toBeLessThan(410_000);
    expect(chunks.flatMap((c) => JSON.parse(c) as { i: number }[]).map((r) => r.i)).toEqual(rows.map((r) => r.i));
    expect(jsonChunks([1, 2, 3, 4, 5], 2)).toEqual(["[1,2]", "[3,4]", "[5]"]);
  });
});
