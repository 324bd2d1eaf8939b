import { notreDame, type Move, type NotreDameState } from "../../../../worker/games/notre-dame/index.ts";
import { createTranslate } from "../../../../worker/i18n/translate.ts";
import en from "../../../../web/boards/notre-dame/i18n/en.ts";
import words from "../../../../worker/games/notre-dame/words/en.ts";
import rules from "../../../../worker/games/notre-dame/words/rules/en.ts";

/** English as the table sees it: its own strings and the game's words. */
export const t = createTranslate("en", [en, words, rules], []);
export const NAMES = ["Alice", "Bob", "Cyril", "Dana", "Emil"];
export const playersOf = (n: number) => NAMES.slice(0, n).map((name, seat) => ({ userId: `u${seat}`, name, seat }));

/** A small seeded generator so every test run sees the same states. */
export function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export type Sample = { state: NotreDameState; seat: number; moves: Move[] };

/**
 * States from random games: each step plays a random legal move (sometimes the bot's), and every
 * state where somebody must act is offered to `keep`.
 */
export function sampleStates(games: number, keep: (s: Sample) => boolean, limit: number): Sample[] {
  const out: Sample[] = [];
  for (let g = 0; g < games && out.length < limit; g++) {
    const rnd = random(g * 7919 + 17);
    let state = notreDame.setup(2 + (g % 4), { hiddenScores: g % 2 === 0 }, `seed-${g}`);
    for (let i = 0; i < 400 && state.phase !== "over" && out.length < limit; i++) {
      const seats = notreDame.toAct(state);
      const seat = seats[Math.floor(rnd() * seats.length)] ?? 0;
      const moves = [...notreDame.legalMoves(state, seat)];
      if (keep({ state, seat, moves })) out.push({ state, seat, moves });
      const move =
        rnd() < 0.4
          ? notreDame.botMove(state, seat)
          : (moves[Math.floor(rnd() * moves.length)] ?? notreDame.botMove(state, seat));
      const result = notreDame.play(state, seat, move);
      if (!result.ok) throw new Error(`illegal ${JSON.stringify(move)}: ${JSON.stringify(result.error)}`);
      state = result.played.state;
    }
  }
  return out;
}

export function pickSome<T>(items: readonly T[], n: number, rnd: () => number): T[] {
  if (items.length <= n) return [...items];
  const copy = [...items];
  const out: T[] = [];
  while (out.length < n) out.push(...copy.splice(Math.floor(rnd() * copy.length), 1));
  return out;
}
