import { describe, expect, it } from "vitest";
import { carcassonneGhosts as game } from "../../../worker/games/carcassonne-ghosts/index.ts";
import { tilesFor } from "../../../worker/games/carcassonne-ghosts/catalogue.ts";
import { imaginedPiles } from "../../../worker/games/carcassonne-ghosts/lookahead.ts";
import { isFaceUp, type CarcassonneState } from "../../../worker/games/carcassonne-ghosts/state.ts";
import { worth } from "../../../worker/games/carcassonne-ghosts/worth.ts";
import { seedRng, shuffle } from "../../../worker/games/rng.ts";
import { budget } from "../../budget.ts";

/** Plays the bot on every seat of a level-6 game, showing `look` the state before each decision. */
function watch(seats: number, seed: string, look: (state: CarcassonneState) => void): void {
  let state = game.setup(seats, { level: 6 }, seed);
  while (state.phase !== "over") {
    const seat = game.toAct(state)[0] ?? 0;
    look(state);
    const result = game.play(state, seat, game.botMove(state, seat));
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    state = result.played.state;
  }
}

/** The same position with the secrets dealt otherwise: the piles' tiles, the face-down fronts and the one drawn face down shuffled among themselves, each pile keeping its count. */
function otherSecrets(state: CarcassonneState, seed: string): CarcassonneState {
  const copy = structuredClone(state);
  const downs = copy.tiles.flatMap((t) => ("down" in t ? [t.down] : []));
  const hidden = copy.turn.hidden === undefined ? [] : [copy.turn.hidden];
  const [mixed] = shuffle([...copy.piles.flat(), ...downs, ...hidden], seedRng(seed));
  let at = 0;
  const take = (): string => mixed[at++] ?? "";
  copy.piles = copy.piles.map((p) => p.map(take));
  for (const tile of copy.tiles) if ("down" in tile) tile.down = take();
  if (copy.turn.hidden !== undefined) copy.turn.hidden = take();
  return copy;
}

const unseenCount = (s: CarcassonneState): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const id of tilesFor(6)) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const tile of s.tiles)
    if (isFaceUp(tile) && counts.has(tile.id)) counts.set(tile.id, (counts.get(tile.id) ?? 0) - 1);
  for (const id of [...s.discarded, s.current ?? ""]) if (counts.has(id)) counts.set(id, (counts.get(id) ?? 0) - 1);
  return counts;
};

describe("the level-6 look-ahead", () => {
  it(
    "decides the same whatever the piles' order and the face-down fronts (it never reads a secret)",
    () => {
      let compared = 0;
      let reordered = 0;
      let downsSeen = 0;
      let faceDown = 0;
      for (const [seats, seed] of [
        [1, "secret-a"],
        [3, "secret-b"],
        [1, "secret-c"],
      ] as const) {
        watch(seats, seed, (state) => {
          const seat = state.turn.seat;
          const other = otherSecrets(state, `${seed}-${compared}`);
          if (JSON.stringify(other.piles) !== JSON.stringify(state.piles)) reordered++;
          expect(game.botMove(other, seat)).toEqual(game.botMove(state, seat));
          if (state.tiles.some((t) => !isFaceUp(t))) downsSeen++;
          if (state.phase === "faceDown") faceDown++;
          compared++;
        });
      }
      expect(compared).toBeGreaterThan(60);
      expect(reordered).toBeGreaterThan(compared / 2);
      expect(downsSeen).toBeGreaterThan(5);
      expect(faceDown).toBeGreaterThan(5);
    },
    budget(30_000),
  );

  it("imagines piles of the same sizes from the tiles nobody has seen, the same way every time", () => {
    let checked = 0;
    watch(1, "imagined", (state) => {
      if (state.phase !== "place") return;
      const piles = imaginedPiles(state);
      expect(piles.map((p) => p.length)).toEqual(state.piles.map((p) => p.length));
      const unseen = unseenCount(state);
      for (const id of piles.flat()) {
        unseen.set(id, (unseen.get(id) ?? 0) - 1);
        expect(unseen.get(id), id).toBeGreaterThanOrEqual(0);
      }
      expect(imaginedPiles(otherSecrets(state, `imagined-${checked}`))).toEqual(piles);
      checked++;
    });
    expect(checked).toBeGreaterThan(10);
  });

  it("values a point most where a colour lags furthest, a win above everything and a loss below", () => {
    const start = game.setup(1, { level: 6 }, "worth");
    const withScore = (score: number[]): CarcassonneState => ({ ...start, score });
    expect(worth(withScore([6, 6, 6, 5]))).toBeGreaterThan(worth(withScore([6, 6, 6, 4])));
    expect(worth(withScore([6, 6, 6, 6]))).toBeGreaterThan(worth(withScore([8, 6, 6, 4])));
    expect(worth({ ...start, phase: "over", result: { won: true } })).toBeGreaterThan(
      worth(withScore([40, 40, 40, 40])),
    );
    expect(worth({ ...start, phase: "over", result: { won: false, reason: "tiles" } })).toBeLessThan(
      worth(withScore([0, 0, 0, 0])),
    );
  });
});
