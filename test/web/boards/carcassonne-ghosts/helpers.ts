import {
  carcassonneGhosts,
  type CarcassonneState,
  type Move,
} from "../../../../worker/games/carcassonne-ghosts/index.ts";
import type { Level } from "../../../../worker/games/carcassonne-ghosts/state.ts";
import { createTranslate, type Catalog, type Language } from "../../../../worker/i18n/translate.ts";
import en from "../../../../web/boards/carcassonne-ghosts/i18n/en.ts";
import cs from "../../../../web/boards/carcassonne-ghosts/i18n/cs.ts";
import sk from "../../../../web/boards/carcassonne-ghosts/i18n/sk.ts";
import ru from "../../../../web/boards/carcassonne-ghosts/i18n/ru.ts";
import wordsEn from "../../../../worker/games/carcassonne-ghosts/words/en.ts";
import wordsCs from "../../../../worker/games/carcassonne-ghosts/words/cs.ts";
import wordsSk from "../../../../worker/games/carcassonne-ghosts/words/sk.ts";
import wordsRu from "../../../../worker/games/carcassonne-ghosts/words/ru.ts";
import { random } from "../notre-dame/helpers.ts";

export { pickSome, random } from "../notre-dame/helpers.ts";

const CATALOGS: Readonly<Record<Language, Catalog[]>> = {
  en: [en, wordsEn],
  cs: [cs, wordsCs],
  sk: [sk, wordsSk],
  ru: [ru, wordsRu],
};

/** A language as the table sees it, without an English fallback, so a missing key shows raw. */
export const translate = (language: Language) => createTranslate(language, CATALOGS[language], []);
export const t = translate("en");
export const NAMES = ["Alice", "Bob", "Cyril", "Dana", "Emil"];
export const playersOf = (n: number) => NAMES.slice(0, n).map((name, seat) => ({ userId: `u${seat}`, name, seat }));

export type Sample = { state: CarcassonneState; seat: number; moves: Move[] };

/**
 * States from games at every level and seat count: each step plays the bot's move or a random
 * legal one, and every state where somebody must act is offered to `keep`.
 */
export function sampleStates(games: number, keep: (s: Sample) => boolean, limit: number): Sample[] {
  const out: Sample[] = [];
  for (let g = 0; g < games && out.length < limit; g++) {
    const rnd = random(g * 7919 + 29);
    const level = ((g % 6) + 1) as Level;
    let state = carcassonneGhosts.setup(1 + (g % 5), { level }, `cg-seed-${g}`);
    for (let i = 0; i < 300 && state.phase !== "over" && out.length < limit; i++) {
      const seat = carcassonneGhosts.toAct(state)[0] ?? 0;
      const moves = [...carcassonneGhosts.legalMoves(state, seat)];
      if (keep({ state, seat, moves })) out.push({ state, seat, moves });
      const move =
        rnd() < 0.7
          ? carcassonneGhosts.botMove(state, seat)
          : (moves[Math.floor(rnd() * moves.length)] ?? carcassonneGhosts.botMove(state, seat));
      const result = carcassonneGhosts.play(state, seat, move);
      if (!result.ok) throw new Error(`illegal ${JSON.stringify(move)}: ${JSON.stringify(result.error)}`);
      state = result.played.state;
    }
  }
  return out;
}
