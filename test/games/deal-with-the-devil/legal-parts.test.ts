/**
 * The legal moves in parts (contract `legalParts`, legal.ts `DevilParts`): over every step of
 * random and default-played games, the parts compose exactly the listed moves (so every legal
 * move can be composed), every composed move sampled is accepted, the parts stay small, and after
 * market acts the parts composed with the goods those acts leave (what the table does) are the
 * legal moves of the state after them.
 */
import { describe, expect, it } from "vitest";
import type { Seat } from "../../../worker/games/contract.ts";
import { dealWithTheDevil as game } from "../../../worker/games/deal-with-the-devil/index.ts";
import { afterMarket, marketActs, walletActs } from "../../../worker/games/deal-with-the-devil/legal-market.ts";
import { composeParts, legalParts } from "../../../worker/games/deal-with-the-devil/legal.ts";
import { marketStep } from "../../../worker/games/deal-with-the-devil/market.ts";
import type { MarketMove } from "../../../worker/games/deal-with-the-devil/moves.ts";
import { player, type DevilState } from "../../../worker/games/deal-with-the-devil/state.ts";
import { REPAY_STEPS } from "../../../worker/games/deal-with-the-devil/turns.ts";
import { randomInt, seedRng, type RngState } from "../../../worker/games/rng.ts";
import { runs } from "../../property-runs.ts";
import { playGame, type Policy } from "./play-through.ts";

const POLICIES: Policy[][] = [
  ["random", "random", "random", "random"],
  ["bot", "random", "bot", "random"],
];
/** The parts of any step stay far below the 32 KB a whole answer may take. */
const PARTS_LIMIT = 4 * 1024;

/** Every due seat of every state of a few games, with a chooser for samples. */
function eachDecision(games: number, visit: (s: DevilState, seat: Seat, pick: (n: number) => number) => void) {
  let rng: RngState = seedRng("legal-parts");
  const pick = (n: number): number => {
    let i: number;
    [i, rng] = randomInt(rng, n);
    return i;
  };
  for (let i = 0; i < games; i++)
    playGame(`parts-${i}`, POLICIES[i % POLICIES.length] as Policy[], ({ after }) => {
      for (const seat of game.toAct(after)) visit(after, seat, pick);
    });
}

describe("Deal with the Devil's legal moves in parts", () => {
  it("compose exactly the listed moves, each sampled one accepted, in a few KB", () => {
    let decisions = 0;
    eachDecision(runs(6), (s, seat, pick) => {
      const parts = legalParts(s, seat);
      const composed = composeParts(JSON.parse(JSON.stringify(parts)));
      expect(JSON.stringify(composed)).toBe(JSON.stringify(game.legalMoves(s, seat)));
      expect(JSON.stringify(parts).length).toBeLessThan(PARTS_LIMIT);
      const move = composed[pick(composed.length)];
      if (move) expect(game.play(s, seat, move).ok).toBe(true);
      decisions++;
    });
    expect(decisions).toBeGreaterThan(100);
  });

  it("after market acts, composed with the goods they leave, are the legal moves of the state after them", () => {
    let checked = 0;
    eachDecision(runs(4), (s, seat, pick) => {
      const parts = legalParts(s, seat);
      if (!parts.market) return;
      const wallet = { goods: { ...player(s, seat).goods }, debt: player(s, seat).debt };
      const acts: MarketMove[] = [];
      for (let n = pick(3) + 1; n > 0; n--) {
        const offered = walletActs(wallet, parts.market.repay);
        // No act is left to a seat at the debt limit with nothing to sell or buy with.
        if (offered.length === 0) break;
        const act = offered[pick(offered.length)];
        if (!act) break;
        expect(marketStep(wallet, act, parts.market.repay)).toBeUndefined();
        acts.push(act);
      }
      expect(walletActs(player(s, seat), parts.market.repay)).toEqual(marketActs(s, seat));
      expect(parts.market.repay).toBe(REPAY_STEPS.includes(s.step));
      const after = afterMarket(s, seat, acts);
      expect(after).toBeDefined();
      if (!after) return;
      // As JSON: a ritual after a loan lists thousands of moves, which a deep comparison crawls through.
      expect(JSON.stringify(composeParts({ ...parts, goods: wallet.goods }))).toBe(
        JSON.stringify(game.legalMoves(after, seat)),
      );
      checked++;
    });
    expect(checked).toBeGreaterThan(50);
  });

  it("are what the definition sends (`legalParts.of`), and a seat that need not act gets none", () => {
    const s = game.setup(4, {}, "parts-definition");
    const seat = game.toAct(s)[0] ?? 0;
    expect(game.legalParts?.of(s, seat)).toEqual(legalParts(s, seat));
    expect(game.legalParts?.compose(legalParts(s, seat))).toEqual(game.legalMoves(s, seat));
    const done = game.play(s, seat, game.legalMoves(s, seat)[0] ?? { type: "offer", goods: {}, price: null });
    expect(done.ok).toBe(true);
    if (done.ok) expect(game.legalParts?.of(done.played.state, seat).moves).toEqual([]);
  });
});
