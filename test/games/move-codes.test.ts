/**
 * Every game's move codes (play by mail): in random states of random games, every legal move
 * with a code reads back as itself through its code, typed in any case and spacing; no two of a
 * seat's legal moves share a code; codes are short and plain; the mail offers legal, coded moves.
 */
import { describe, expect, it } from "vitest";
import { normalizeCode, OFFERED_MOVES, readCode } from "../../worker/games/codes.ts";
import type { AnyGame } from "../../worker/games/contract.ts";
import { GAMES } from "../../worker/games/registry.ts";
import { randomInt, seedRng, type RngState } from "../../worker/games/rng.ts";
import { budget } from "../budget.ts";
import { runs } from "../property-runs.ts";

/** Games whose every legal move has a code; Deal with the Devil composes some (its plan, offers). */
const EVERY_MOVE_CODED = new Set(["notre-dame", "carcassonne-ghosts"]);

/** Retyped as a player might: lower case, doubled spaces, a comma. */
const retyped = (code: string) => ` ${code.toLowerCase().replace(/ /g, "  ")}, `.replace(/, $/, "");

function checkState(id: string, game: AnyGame, state: unknown, seat: number): void {
  const legal = game.legalMoves(state, seat);
  const seen = new Map<string, unknown>();
  for (const move of legal) {
    const code = game.codes.write(move);
    if (code === undefined) {
      expect(EVERY_MOVE_CODED.has(id), `${id}: no code for ${JSON.stringify(move)}`).toBe(false);
      continue;
    }
    expect(code).toMatch(/^[A-Z0-9][A-Z0-9 +-]{0,23}$/);
    expect(seen.get(normalizeCode(code)), `${id}: ${code} twice`).toBeUndefined();
    seen.set(normalizeCode(code), move);
    expect(readCode(game, state, seat, retyped(code))).toEqual(move);
  }
  const offered = game.codes.offered(state, seat);
  expect(offered.length).toBeLessThanOrEqual(OFFERED_MOVES);
  for (const move of offered) expect(seen.get(normalizeCode(game.codes.write(move) ?? "?"))).toEqual(move);
  expect(readCode(game, state, seat, "ZZ 99")).toBeUndefined();
}

/** Plays a random game, checking the codes of every seat to act at every `every`-th state. */
function playChecking(id: string, game: AnyGame, seats: number, options: unknown, seed: string, every: number): number {
  let state = game.setup(seats, game.options.parse(options), seed);
  let rng: RngState = seedRng(`codes:${seed}`);
  let checked = 0;
  for (let step = 0; game.outcome(state) === undefined && step < 400; step++) {
    const toAct = game.toAct(state);
    let pick: number;
    [pick, rng] = randomInt(rng, toAct.length);
    const seat = toAct[pick] ?? 0;
    if (step % every === 0) {
      checkState(id, game, state, seat);
      checked++;
    }
    const legal = game.legalMoves(state, seat);
    [pick, rng] = randomInt(rng, legal.length);
    const played = game.play(state, seat, legal[pick] ?? game.botMove(state, seat));
    if (!played.ok) throw new Error(`${id}: a legal move refused`);
    state = played.played.state;
  }
  return checked;
}

const CASES: { id: string; seats: number; options: unknown; every: number }[] = [
  { id: "notre-dame", seats: 4, options: {}, every: 3 },
  { id: "notre-dame", seats: 2, options: {}, every: 5 },
  { id: "carcassonne-ghosts", seats: 2, options: { level: 1 }, every: 4 },
  { id: "carcassonne-ghosts", seats: 3, options: { level: 5 }, every: 4 },
  { id: "deal-with-the-devil", seats: 4, options: {}, every: 4 },
];

describe("move codes", () => {
  for (const c of CASES) {
    it(
      `${c.id}, ${c.seats} seats, ${JSON.stringify(c.options)}: codes round-trip, unique and readable`,
      () => {
        const game = GAMES[c.id];
        if (!game) throw new Error(c.id);
        let checked = 0;
        for (let i = 0; i < runs(3); i++)
          checked += playChecking(c.id, game, c.seats, c.options, `codes-${i}`, c.every);
        expect(checked).toBeGreaterThan(5);
      },
      budget(15_000),
    );
  }

  it("Notre Dame's codes read as the rules say", () => {
    const game = GAMES["notre-dame"];
    expect(game?.codes.write({ type: "keep", card: "bank" })).toBe("K B");
    expect(game?.codes.write({ type: "play", card: "coach", market: "2.ol", take: true })).toBe("P C M2OL K");
    expect(game?.codes.write({ type: "bribe", person: "monk" })).toBe("B MO");
  });

  it("Carcassonne ghosts' and Deal with the Devil's codes read as their comments say", () => {
    const cg = GAMES["carcassonne-ghosts"];
    expect(cg?.codes.write({ type: "place", x: 2, y: -1, r: 1 })).toBe("P 2 -1 1");
    expect(cg?.codes.write({ type: "meeple", kind: "city", index: 1, colour: "red" })).toBe("M CITY 1 RED");
    const devil = GAMES["deal-with-the-devil"];
    expect(devil?.codes.write({ type: "vote", target: 2 })).toBe("V 3");
    expect(devil?.codes.write({ type: "defend", prove: false })).toBe("CONFESS");
    expect(devil?.codes.write({ type: "wings", count: 1, market: [{ act: "borrow", count: 1 }] })).toBeUndefined();
  });
});
