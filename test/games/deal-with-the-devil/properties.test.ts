import { describe, expect, it } from "vitest";
import { dealWithTheDevil as game } from "../../../worker/games/deal-with-the-devil/index.ts";
import type { DevilState } from "../../../worker/games/deal-with-the-devil/state.ts";
import { marketActs } from "../../../worker/games/deal-with-the-devil/legal-market.ts";
import type { MarketMove, Move } from "../../../worker/games/deal-with-the-devil/moves.ts";
import { view } from "../../../worker/games/deal-with-the-devil/view.ts";
import { runs } from "../../property-runs.ts";
import { json, key, listedByRule } from "./legal-rules.ts";
import { playGame, replay, type Policy } from "./play-through.ts";
import { budget } from "../../budget.ts";

/** A listed move with one field dropped, taken from another seat's listed move, or its numbers one up and down, or a market act in front. */
function nearMisses(move: Move, other: Move, market: readonly MarketMove[]): unknown[] {
  const fields = Object.entries(move).filter(([k]) => k !== "type");
  const out: unknown[] = fields.map(([k]) => Object.fromEntries(Object.entries(move).filter(([key]) => key !== k)));
  for (const [k, v] of Object.entries(other)) if (k !== "type") out.push({ ...move, [k]: v });
  const bump = (v: unknown, d: number): unknown =>
    typeof v === "number"
      ? v + d
      : Array.isArray(v)
        ? v.map((x) => bump(x, d))
        : v && typeof v === "object"
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, bump(x, d)]))
          : v;
  for (const [k, v] of fields) for (const d of [1, -1]) out.push({ ...move, [k]: bump(v, d) });
  const first = market[0];
  if (first)
    out.push(
      { ...move, market: [first] },
      { ...move, market: [{ ...first, count: first.count + 99 }] },
      { ...move, market: [first, ...market.slice(-1)] },
    );
  return out;
}

const POLICIES: Policy[][] = [
  ["random", "random", "random", "random"],
  ["bot", "random", "bot", "random"],
  ["bot", "bot", "bot", "bot"],
];

/** Soul pieces never appear or vanish: 6 pure and 2 tainted, behind walls or paid into a chest. */
function souls(s: DevilState): [number, number] {
  let pure = 0;
  let tainted = 0;
  for (const p of s.players) {
    pure += p.pure;
    tainted += p.tainted;
  }
  for (const c of s.chests) {
    pure += c.paid?.pure ?? 0;
    tainted += c.paid?.tainted ?? 0;
  }
  return [pure, tainted];
}

describe("properties over many seeds", () => {
  it("games end, conserve soul pieces, stay under 32 KB, replay byte for byte, and refuse moves out of turn without change", () => {
    let largest = 0;
    for (let i = 0; i < runs(24); i++) {
      const seed = `p${i}`;
      const policies = POLICIES[i % POLICIES.length] as Policy[];
      const { final, log } = playGame(seed, policies, ({ before, after, seat }) => {
        expect(souls(after)).toEqual([6, 2]);
        largest = Math.max(largest, JSON.stringify(after).length);
        const idle = [0, 1, 2, 3].find((s) => !game.toAct(before).includes(s));
        if (idle !== undefined) {
          const frozen = JSON.stringify(before);
          expect(game.play(before, idle, game.legalMoves(before, seat)[0] ?? { type: "vote", target: null }).ok).toBe(
            false,
          );
          expect(JSON.stringify(before)).toBe(frozen);
        }
        for (const s of game.toAct(after)) expect(game.legalMoves(after, s).length).toBeGreaterThan(0);
      });
      expect(final.step).toBe("over");
      expect(game.outcome(final)?.kind).toBe("ranked");
      expect(JSON.stringify(replay(seed, log))).toBe(JSON.stringify(final));
    }
    expect(largest).toBeLessThan(32 * 1024);
  });

  it(
    "a move is accepted exactly when legal.ts's rules make it of listed parts: every listed move, and near misses of them, refused with a code and no change",
    () => {
      let tried = 0;
      let refused = 0;
      for (const seed of ["l1", "l2"]) {
        playGame(seed, ["random", "random", "random", "random"], ({ after }) => {
          const seats = game.toAct(after);
          const lists = seats.map((seat) => game.legalMoves(after, seat));
          seats.forEach((seat, k) => {
            const legal = lists[k] ?? [];
            const listed = new Set(legal.map((m) => key(m)));
            const stride = Math.max(1, Math.floor(legal.length / runs(12)));
            const junk = lists[(k + 1) % lists.length] ?? [];
            const market = marketActs(after, seat);
            for (let i = 0; i < legal.length; i += stride) {
              const move = legal[i] as Move;
              const other = junk[i % Math.max(1, junk.length)] ?? move;
              for (const attempt of [move, ...nearMisses(move, other, market)]) {
                const parsed = game.move.safeParse(attempt);
                if (attempt === move) expect(parsed.success, json(move)).toBe(true);
                if (!parsed.success) continue;
                const frozen = JSON.stringify(after);
                const r = game.play(after, seat, parsed.data);
                expect(r.ok, `${json(parsed.data)} ${r.ok ? "accepted" : json(r.error)}`).toBe(
                  listedByRule(after, seat, parsed.data, listed),
                );
                if (!r.ok) {
                  expect(r.error.code).toMatch(/^[A-Z_]+$/);
                  expect(JSON.stringify(after)).toBe(frozen);
                  refused++;
                }
                tried++;
              }
            }
          });
        });
      }
      expect(tried).toBeGreaterThan(3000);
      expect(refused).toBeGreaterThan(500);
    },
    budget(65_000),
  );

  it("setup deals exactly 2 mortals, 1 cultist, 1 devil and a different board side to each seat, and needs exactly 4 seats", () => {
    for (let i = 0; i < 50; i++) {
      const s = game.setup(4, {}, `roles${i}`);
      expect(s.players.map((p) => p.role).sort()).toEqual(["cultist", "devil", "mortal", "mortal"]);
      expect(s.players.map((p) => p.side).sort()).toEqual([0, 1, 2, 3]);
    }
    expect(() => game.setup(3, {}, "x")).toThrow();
  });

  it("L317: setup deals 3 of the 4 red inquisitors face down, a different one left in the box from seed to seed; the view names the dealt three and the boxed one", () => {
    const red = ["speaker", "vandal", "debtCollector", "libertine"];
    const boxed = new Map<string, number>();
    for (let i = 0; i < 80; i++) {
      const s = game.setup(4, {}, `red${i}`);
      const q = s.inquisitors;
      expect(q.red).toHaveLength(3);
      expect(new Set(q.red).size).toBe(3);
      expect(q.up).toEqual([false, false, false]);
      const out = red.filter((id) => !q.red.includes(id));
      expect(out).toHaveLength(1);
      boxed.set(out[0]!, (boxed.get(out[0]!) ?? 0) + 1);
      expect(view(s, 0).inquisitors).toMatchObject({ red: q.red, redInBox: out });
      expect(view(s, undefined).inquisitors).toMatchObject({ red: q.red, redInBox: out });
    }
    expect([...boxed.keys()].sort()).toEqual([...red].sort());
  });
});
