/** `legalMoves` against brute force: in every decision a move is accepted exactly when it is listed. */
import { describe, expect, it } from "vitest";
import { COLOURS } from "../../../worker/games/carcassonne-ghosts/levels.ts";
import type { Move } from "../../../worker/games/carcassonne-ghosts/moves.ts";
import type { CarcassonneState } from "../../../worker/games/carcassonne-ghosts/state.ts";
import { runs } from "../../property-runs.ts";
import { game } from "./fixtures.ts";
import { budget } from "../../budget.ts";

const canonical = (m: unknown): string =>
  JSON.stringify(m, (_k, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/** Every spot of the board's bounding box and a ring around it. */
function spots(s: CarcassonneState): { x: number; y: number }[] {
  const xs = s.tiles.map((t) => t.x);
  const ys = s.tiles.map((t) => t.y);
  const out: { x: number; y: number }[] = [];
  for (let y = Math.min(...ys) - 1; y <= Math.max(...ys) + 1; y++)
    for (let x = Math.min(...xs) - 1; x <= Math.max(...xs) + 1; x++) out.push({ x, y });
  return out;
}

/** A superset of the moves that could be legal now, built without the engine's own enumeration. */
function candidates(s: CarcassonneState): Move[] {
  const all = spots(s);
  const near = (c: { x: number; y: number }) => all.filter((p) => Math.abs(p.x - c.x) <= 1 && Math.abs(p.y - c.y) <= 1);
  switch (s.phase) {
    case "place":
      return all.flatMap((p) => ([0, 1, 2, 3] as const).map((r): Move => ({ type: "place", ...p, r })));
    case "haunt":
      return all.map((p): Move => ({ type: "haunt", ...p }));
    case "bury":
      return [
        ...all.map((p): Move => ({ type: "bury", ...p })),
        ...COLOURS.map((colour): Move => ({ type: "bury", colour })),
      ];
    case "meeple":
      return [
        { type: "noMeeple" },
        ...(["road", "city", "castle"] as const).flatMap((kind) =>
          [0, 1, 2, 3].flatMap((index) => COLOURS.map((colour): Move => ({ type: "meeple", kind, index, colour }))),
        ),
      ];
    case "evaluate": {
      const features = [...s.turn.complete, 0, (s.turn.complete[0] ?? 0) + 1];
      return features.flatMap((feature) => [
        { type: "score", feature } as Move,
        ...s.tiles.flatMap((t) =>
          [1, 2, 3].map((count): Move => ({ type: "appease", feature, x: t.x, y: t.y, count })),
        ),
      ]);
    }
    case "dog": {
      const guards = s.tiles.filter((_, i) => s.meeples.some((m) => m.t === i) || i < 2);
      return guards.flatMap((g) => {
        const removals = near(g).flatMap((p) => [1, 2, 3].map((count) => ({ ...p, count })));
        return [
          { type: "dog", x: g.x, y: g.y, remove: [] } as Move,
          ...removals.map((r): Move => ({ type: "dog", x: g.x, y: g.y, remove: [r] })),
          ...removals.flatMap((a) => removals.map((b): Move => ({ type: "dog", x: g.x, y: g.y, remove: [a, b] }))),
        ];
      });
    }
    case "faceDown":
      return all.map((p): Move => ({ type: "faceDown", ...p }));
    case "over":
      return [];
  }
}

function check(s: CarcassonneState): void {
  const seat = s.turn.seat;
  const listed = new Set(game.legalMoves(s, seat).map(canonical));
  const tried = new Set<string>();
  for (const m of candidates(s)) {
    const key = canonical(m);
    if (tried.has(key)) continue;
    tried.add(key);
    expect(game.play(s, seat, m).ok, `${s.phase} ${key}`).toBe(listed.has(key));
    listed.delete(key);
  }
  expect([...listed], `${s.phase}: listed but never tried`).toEqual([]);
}

describe("legal moves", () => {
  it(
    "are exactly the accepted moves in every kind of decision of bot games on levels 2 to 6",
    () => {
      const seen: Record<string, number> = {};
      for (const level of [2, 3, 4, 5, 6] as const) {
        for (const seed of ["a", "b"].slice(0, runs(2))) {
          let s = game.setup(2, { level }, `legal-${level}-${seed}`);
          let turn = 0;
          while (s.phase !== "over") {
            if (s.phase !== "place" || turn % 10 === 0) {
              check(s);
              seen[s.phase] = (seen[s.phase] ?? 0) + 1;
            }
            if (s.phase === "place") turn += 1;
            const seat = s.turn.seat;
            const result = game.play(s, seat, game.botMove(s, seat));
            if (!result.ok) throw new Error(JSON.stringify(result.error));
            s = result.played.state;
          }
        }
      }
      for (const phase of ["place", "meeple", "evaluate", "bury", "haunt", "dog", "faceDown"])
        expect(seen[phase] ?? 0, phase).toBeGreaterThan(0);
    },
    budget(30_000),
  );
});
