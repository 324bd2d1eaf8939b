import { describe, expect, it } from "vitest";
import { GAMES } from "../../../worker/games/registry.ts";
import { recordedGames, replayedHash } from "./recorded.ts";

const RECORD =
  "bump the game's rules version (its definition's `version`) and record: npx tsx test/tools/record-games.ts";

describe("recorded whole games replay the same under the rules version they were recorded at", () => {
  const recorded = recordedGames();

  it("keeps a recorded game of every title at its current rules version", () => {
    for (const [type, engine] of Object.entries(GAMES))
      expect(
        recorded.some(({ game }) => game.type === type && game.rulesVersion === engine.version),
        `no recorded ${type} game at rules version ${engine.version}: record them (npx tsx test/tools/record-games.ts)`,
      ).toBe(true);
  });

  for (const { file, game } of recorded)
    it(`${file}`, () => {
      const engine = GAMES[game.type];
      if (!engine) throw new Error(`${file}: no game ${game.type}`);
      // A game of an older version is that version's record: this code plays the newer rules.
      if (game.rulesVersion < engine.version) return;
      expect(game.rulesVersion, `${file} is of a rules version this code does not have`).toBe(engine.version);
      expect(replayedHash(engine, game), `${file} replays to another final state: ${RECORD}`).toBe(game.finalHash);
    });
});

describe("the recorded games' check", () => {
  it("fails for a log that replays to another state", () => {
    const [first] = recordedGames();
    if (!first) throw new Error("no recorded game");
    const engine = GAMES[first.game.type];
    if (!engine) throw new Error(`no game ${first.game.type}`);
    const shorter = { ...first.game, moves: first.game.moves.slice(0, -1) };
    expect(replayedHash(engine, shorter)).not.toBe(first.game.finalHash);
  });
});
