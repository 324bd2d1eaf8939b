import { describe, expect, it } from "vitest";
import { carcassonneGhosts as game } from "../../../worker/games/carcassonne-ghosts/index.ts";
import { rootOf } from "../../../worker/games/carcassonne-ghosts/features.ts";
import { COLOURS, rulesOf } from "../../../worker/games/carcassonne-ghosts/levels.ts";
import { featureNode } from "../../../worker/games/carcassonne-ghosts/meeples.ts";
import type { Move, PlaceMove } from "../../../worker/games/carcassonne-ghosts/moves.ts";
import type { CarcassonneState, Level } from "../../../worker/games/carcassonne-ghosts/state.ts";
import { foresee } from "../../../worker/games/carcassonne-ghosts/strategy.ts";
import { botPlayer, playOut, randomPlayer } from "../../bench/carcassonne-balance.ts";
import { budget } from "../../budget.ts";

const LEVELS: readonly Level[] = [1, 2, 3, 4, 5, 6];

/** Plays the bot on every seat and calls `look` before the bot makes each decision of `phase`. */
function watch(
  level: Level,
  seats: number,
  seed: string,
  look: (state: CarcassonneState) => void,
  phase: CarcassonneState["phase"] = "place",
): void {
  let state = game.setup(seats, { level }, seed);
  while (state.phase !== "over") {
    const seat = game.toAct(state)[0] ?? 0;
    if (state.phase === phase) look(state);
    const result = game.play(state, seat, game.botMove(state, seat));
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    state = result.played.state;
  }
}

/** Places the tile, then makes the rest of the turn's burials and extra cemetery ghost (step 2 comes after them). */
function throughStepTwo(state: CarcassonneState, move: PlaceMove): CarcassonneState {
  const seat = state.turn.seat;
  const placed = game.play(state, seat, move);
  if (!placed.ok) throw new Error(JSON.stringify(placed.error));
  let s = placed.played.state;
  while (s.phase === "bury" || s.phase === "haunt") {
    const next = game.play(s, seat, game.botMove(s, seat));
    if (!next.ok) throw new Error(JSON.stringify(next.error));
    s = next.played.state;
  }
  return s;
}

const lostToGhosts = (s: CarcassonneState): boolean => s.result?.won === false && s.result.reason === "ghosts";

/** Plays `move`, then the bot through the rest of that turn (until the next placement or the end). */
function throughTurn(state: CarcassonneState, move: Move): CarcassonneState {
  const seat = state.turn.seat;
  const placed = game.play(state, seat, move);
  if (!placed.ok) throw new Error(JSON.stringify(placed.error));
  let s = placed.played.state;
  while (s.phase !== "place" && s.phase !== "over") {
    const actor = game.toAct(s)[0] ?? seat;
    const next = game.play(s, actor, game.botMove(s, actor));
    if (!next.ok) throw new Error(JSON.stringify(next.error));
    s = next.played.state;
  }
  return s;
}

/** A copy of the state with a changed score (or pile), for asking the bot what it would do then. */
function variant(state: CarcassonneState, change: (s: CarcassonneState) => void): CarcassonneState {
  const copy = structuredClone(state);
  change(copy);
  return copy;
}

describe("the Carcassonne ghosts bot", () => {
  it("clearly beats a random player on level 1 over the same seeds", () => {
    const seeds = Array.from({ length: 24 }, (_, i) => `versus-${i}`);
    const bot = seeds.filter((seed) => playOut(1, 1, seed, botPlayer).won).length / seeds.length;
    const random =
      seeds.filter((seed, i) => playOut(1, 1, seed, randomPlayer(`random-${i}`)).won).length / seeds.length;
    expect(bot).toBeGreaterThanOrEqual(0.5);
    expect(bot - random).toBeGreaterThanOrEqual(0.4);
  });

  it(
    "plays legal moves to the end on every level, solo and with 2 to 5 seats",
    () => {
      for (const level of LEVELS) {
        for (const seats of [1, 2, 3, 5]) {
          const finish = playOut(level, seats, `legal-${level}-${seats}`, botPlayer);
          expect(finish.moves).toBeGreaterThan(10);
        }
      }
    },
    budget(15_000),
  );

  it(
    "foresees exactly the ghosts every placement makes appear and what the bank then holds",
    () => {
      let checked = 0;
      let losing = 0;
      for (const [level, seats] of LEVELS.flatMap((level) => [[level, 1] as const, [level, 3] as const])) {
        watch(level, seats, `foresee-${level}-${seats}`, (state) => {
          for (const move of game.legalMoves(state, state.turn.seat)) {
            if (move.type !== "place") continue;
            const { need, bank } = foresee(state, state.turn.seat, move);
            const after = throughStepTwo(state, move);
            expect(lostToGhosts(after), `${level} ${JSON.stringify(move)}`).toBe(need > bank);
            if (need > bank) losing++;
            else if (after.phase !== "over") expect(after.bank, `${level} ${JSON.stringify(move)}`).toBe(bank - need);
            checked++;
          }
        });
      }
      expect(checked).toBeGreaterThan(2000);
      expect(losing).toBeGreaterThan(0);
    },
    budget(20_000),
  );

  it("never puts a meeple onto a feature that can never close", () => {
    let placed = 0;
    for (const level of LEVELS) {
      watch(
        level,
        1,
        `meeple-${level}`,
        (state) => {
          const move = game.botMove(state, state.turn.seat);
          if (move.type !== "meeple") return;
          placed++;
          const node = featureNode(state, move.kind, move.index);
          const feature = state.groups[rootOf(state, node)];
          expect(feature && feature.cursed).not.toBe(true);
        },
        "meeple",
      );
    }
    expect(placed).toBeGreaterThan(30);
  });

  it("never places a tile that loses at once when another placement would not", () => {
    let tight = 0;
    for (const level of LEVELS) {
      for (const seed of ["tight-a", "tight-b"]) {
        watch(level, 2, `${seed}-${level}`, (state) => {
          if (state.bank > 3) return;
          tight++;
          const seat = state.turn.seat;
          const chosen = game.botMove(state, seat);
          if (chosen.type !== "place") throw new Error("not a placement");
          if (!lostToGhosts(throughStepTwo(state, chosen))) return;
          const saving = game
            .legalMoves(state, seat)
            .filter((m): m is PlaceMove => m.type === "place" && !lostToGhosts(throughStepTwo(state, m)));
          expect(saving).toEqual([]);
        });
      }
    }
    expect(tight).toBeGreaterThan(0);
  });

  it("on level 6 puts its meeple in the colour lagging most when it may choose the colour", () => {
    let asked = 0;
    for (const seed of ["lagging-a", "lagging-b", "lagging-c", "lagging-d"]) {
      watch(
        6,
        1,
        seed,
        (state) => {
          const seat = state.turn.seat;
          const moves = game.legalMoves(state, seat);
          const chosen = game.botMove(state, seat);
          if (chosen.type !== "meeple") return;
          // A feature the tile just closed scores at once: only the colour decides what it brings.
          const feature = state.groups[rootOf(state, featureNode(state, chosen.kind, chosen.index))];
          if (!feature || feature.open !== 0) return;
          const offered = moves.flatMap((m) =>
            m.type === "meeple" && m.kind === chosen.kind && m.index === chosen.index ? [m.colour] : [],
          );
          if (offered.length < 2) return;
          for (const colour of offered) {
            const lagging = variant(state, (s) => {
              s.score = s.score.map((_, c) => (COLOURS[c] === colour ? 0 : 6));
            });
            const move = game.botMove(lagging, seat);
            expect(move.type === "meeple" ? move.colour : move.type, `${seed}: ${colour} lags`).toBe(colour);
            asked++;
          }
        },
        "meeple",
      );
    }
    expect(asked).toBeGreaterThan(4);
  });

  it("with a pile's last tile in hand and its dog's number in reach, places the tile so that it scores", () => {
    let tight = 0;
    for (const level of [3, 4] as const) {
      const [number] = rulesOf(level).dogs;
      if (number === undefined) throw new Error("a level without dogs");
      for (const seed of ["deadline-a", "deadline-b"]) {
        watch(level, 1, `${seed}-${level}`, (state) => {
          if (state.pile !== 0 || state.tiles.length < 8 || state.tiles.length > 20 || state.tiles.length % 2 !== 0)
            return;
          // The drawn tile is pile 1's last, and one point short of the dog's number.
          const last = variant(state, (s) => {
            s.piles[0] = [];
            s.score = [number - 1];
          });
          const seat = last.turn.seat;
          const reaches = (move: Move): boolean => Math.min(...throughTurn(last, move).score) >= number;
          const placements = game.legalMoves(last, seat).filter((m) => m.type === "place");
          const scoring = placements.filter(reaches);
          if (scoring.length === 0 || scoring.length === placements.length) return;
          tight++;
          expect(reaches(game.botMove(last, seat)), `${seed}-${level} with ${state.tiles.length} tiles`).toBe(true);
        });
      }
    }
    expect(tight).toBeGreaterThan(3);
  });
});
