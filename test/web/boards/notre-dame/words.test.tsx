import { cleanup, render } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import { CARDS, PERSONS } from "../../../../worker/games/notre-dame/data.ts";
import type { Move } from "../../../../worker/games/notre-dame/index.ts";
import { view as ndView } from "../../../../worker/games/notre-dame/view.ts";
import { blurbs } from "../../../../worker/games/notre-dame/words/names.ts";
import enWords from "../../../../worker/games/notre-dame/words/en.ts";
import csWords from "../../../../worker/games/notre-dame/words/cs.ts";
import skWords from "../../../../worker/games/notre-dame/words/sk.ts";
import ruWords from "../../../../worker/games/notre-dame/words/ru.ts";
import { createTranslate, type Catalog, type Message } from "../../../../worker/i18n/translate.ts";
import { describeMove } from "../../../../web/boards/notre-dame/labels.ts";
import { Summary } from "../../../../web/boards/notre-dame/Summary.tsx";
import en from "../../../../web/boards/notre-dame/i18n/en.ts";
import cs from "../../../../web/boards/notre-dame/i18n/cs.ts";
import sk from "../../../../web/boards/notre-dame/i18n/sk.ts";
import ru from "../../../../web/boards/notre-dame/i18n/ru.ts";
import rulesEn from "../../../../web/boards/notre-dame/rules/en.ts";
import rulesCs from "../../../../web/boards/notre-dame/rules/cs.ts";
import rulesSk from "../../../../web/boards/notre-dame/rules/sk.ts";
import rulesRu from "../../../../web/boards/notre-dame/rules/ru.ts";
import { NAMES, pickSome, random, sampleStates } from "./helpers.ts";

afterEach(cleanup);

const LANGUAGES = {
  en: [en, enWords, rulesEn],
  cs: [cs, csWords, rulesCs],
  sk: [sk, skWords, rulesSk],
  ru: [ru, ruWords, rulesRu],
} as const;

/** The kind of a move whose confirm text must say what it brings: each card played, each personality bribed. */
const kindOf = (move: Move): string | undefined =>
  move.type === "play" ? `play ${move.card}` : move.type === "bribe" ? `bribe ${move.person}` : undefined;

describe("the confirm text of every move kind says what it costs and what it brings", () => {
  const samples = sampleStates(120, (s) => s.moves.some((m) => kindOf(m) !== undefined), 400);
  const byKind = new Map<string, { view: ReturnType<typeof ndView>; move: Move }[]>();
  const rnd = random(25);
  for (const { state, seat, moves } of samples)
    for (const move of pickSome(moves, 6, rnd)) {
      const kind = kindOf(move);
      if (!kind || (move.type === "play" && move.skip)) continue;
      const list = byKind.get(kind) ?? [];
      if (list.length < 4) byKind.set(kind, [...list, { view: ndView(state, seat), move }]);
    }

  it("meets every card and every personality in the sampled games", () => {
    const expected = [...CARDS.map((c) => `play ${c}`), ...PERSONS.map((p) => `bribe ${p}`)].sort();
    expect([...byKind.keys()].sort()).toEqual(expected);
  });

  for (const [language, catalogs] of Object.entries(LANGUAGES)) {
    const t = createTranslate(language as keyof typeof LANGUAGES, catalogs, []);
    it(`${language}: a gain (or "no gain") after the move, the coin a bribe costs, the physician's protection, the juggler's advisor in words`, () => {
      for (const [kind, list] of byKind)
        for (const { view, move } of list) {
          const text = describeMove(move, t, view);
          const plain = describeMove(move, t);
          const where = `${kind}: ${text}`;
          expect(text, where).not.toMatch(/\bnd\.|\{\w+\}|undefined|NaN/);
          // The gain follows the move: "Bribe the Physician: the plague counts as 0 for you this round, you pay 1 coin".
          expect(text.length, where).toBeGreaterThan(plain.length + 2);
          if (move.type === "bribe") expect(text, where).toContain(t("nd.outcome.paid", { count: 1 }));
          if (move.type === "bribe" && move.person === "physician")
            expect(text, where).toContain(t("nd.outcome.physician"));
          if (move.type === "bribe" && move.advisor) expect(text, where).not.toMatch(/ 0 /);
        }
    });
  }
});

/**
 * One word per language for the plague and its rat track: the rulebooks' own. Czech and Slovak
 * rules: "zamoření" / "mor"; the Russian edition: "загрязнение" (never "чума").
 */
const FORBIDDEN: Record<keyof typeof LANGUAGES, RegExp> = {
  en: /\b(pestilence|contamination|pollution)\b/i,
  cs: /(^|[^\p{L}])mor(u|em|em|ový|ová|ové)?($|[^\p{L}])/iu,
  sk: /zamor|zamoř|krys/i,
  ru: /чум/i,
};

const texts = (m: Message): string[] => (typeof m === "string" ? [m] : Object.values(m).filter((x) => x !== undefined));

describe("each language calls a thing by one name", () => {
  for (const [language, catalogs] of Object.entries(LANGUAGES) as [keyof typeof LANGUAGES, readonly Catalog[]][]) {
    it(`${language}: the plague has the rulebook's one name in the table, the rules, the log and the blurb`, () => {
      const all = [...catalogs.flatMap((c) => Object.entries(c)), ["blurb", blurbs[language]] as const];
      const wrong = all.flatMap(([key, m]) =>
        texts(m as Message)
          .filter((text) => FORBIDDEN[language].test(text))
          .map((text) => `${key}: ${text}`),
      );
      expect(wrong).toEqual([]);
    });
  }
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("the board as text", () => {
  const [sample] = sampleStates(6, (s) => s.state.round > 2 && !s.state.options.hiddenScores, 1);
  for (const [language, catalogs] of Object.entries(LANGUAGES)) {
    it(`${language}: ends the prestige sentence with a full stop before the fields`, () => {
      if (!sample) throw new Error("no state");
      const t = createTranslate(language as keyof typeof LANGUAGES, catalogs, []);
      const view = ndView(sample.state, sample.seat);
      const { container } = render(
        <Summary
          view={view}
          names={NAMES}
          letters={["A", "B", "C", "D", "E"]}
          marketLabel={String}
          marketPlace={String}
          t={t}
        />,
      );
      const text = container.textContent ?? "";
      for (const p of view.players) {
        if (p.prestige === undefined) continue;
        const bare = t("nd.stat.prestige", { count: p.prestige });
        expect(text).not.toMatch(new RegExp(`${escape(bare)}\\s+\\p{Lu}`, "u"));
        expect(text).toContain(
          `${t("nd.text.prestige", { count: p.prestige })} ${t("nd.text.fields", { list: "" }).split(" ")[0]}`,
        );
      }
    });
  }
});
