/**
 * Deal with the Devil's `legalMoves` figures, printed by test/bench/engine.ts: per call over every
 * seat due in every state of random and default-played games (the platform lists a seat's moves
 * with each view it sends), the longest list per step and its JSON, and what listing an offer's
 * goods one kind at a time saves against every sub-multiset of the stock.
 */
import { dealWithTheDevil as game } from "../../worker/games/deal-with-the-devil/index.ts";
import { GOODS } from "../../worker/games/deal-with-the-devil/cards/types.ts";
import { player } from "../../worker/games/deal-with-the-devil/state.ts";
import { playGame, type Policy } from "../games/deal-with-the-devil/play-through.ts";
import { percentile } from "./stats.ts";

type Line = (label: string, value: string) => void;
type Fmt = (n: number, digits?: number) => string;

const POLICIES: Policy[][] = [
  ["random", "random", "random", "random"],
  ["bot", "random", "bot", "random"],
  ["bot", "bot", "bot", "bot"],
];

export function devilLegalFigures(line: Line, fmt: Fmt, games = 60): void {
  const times: number[] = [];
  const longest: Record<string, { moves: number; bytes: number }> = {};
  let multisets = 0;
  let offers = 0;
  for (let i = 0; i < games; i++) {
    playGame(`legal-bench-${i}`, POLICIES[i % POLICIES.length] as Policy[], ({ after }) => {
      for (const seat of game.toAct(after)) {
        const started = performance.now();
        const moves = game.legalMoves(after, seat);
        times.push(performance.now() - started);
        const top = longest[after.step];
        if (!top || moves.length > top.moves)
          longest[after.step] = { moves: moves.length, bytes: JSON.stringify(moves).length };
        if (after.step === "offer") {
          const stock = player(after, seat).goods;
          multisets = Math.max(
            multisets,
            GOODS.reduce((n, g) => n * (stock[g] + 1), 1),
          );
          offers = Math.max(offers, moves.length);
        }
      }
    });
  }
  times.sort((a, b) => a - b);
  line(
    `legalMoves per call, ${games} games (p50 / p99 / max)`,
    `${fmt(percentile(times, 0.5), 3)} ms / ${fmt(percentile(times, 0.99), 3)} ms / ${fmt(times.at(-1) ?? 0, 3)} ms`,
  );
  for (const [step, { moves, bytes }] of Object.entries(longest))
    line(`longest list: ${step}`, `${fmt(moves)} moves, ${fmt(bytes)} bytes of JSON`);
  line("offer: stock's sub-multisets (most) vs listed", `${fmt(multisets)} vs ${fmt(offers)} (all prices)`);
}
