import { cleanup, fireEvent, render, within } from "@testing-library/preact";
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { CARDS, FIELDS, PERSONS } from "../../../../worker/games/notre-dame/data.ts";
import { notreDame, type Move } from "../../../../worker/games/notre-dame/index.ts";
import { view as ndView } from "../../../../worker/games/notre-dame/view.ts";
import enWords from "../../../../worker/games/notre-dame/words/en.ts";
import csWords from "../../../../worker/games/notre-dame/words/cs.ts";
import skWords from "../../../../worker/games/notre-dame/words/sk.ts";
import ruWords from "../../../../worker/games/notre-dame/words/ru.ts";
import { createTranslate, type Catalog, type Message } from "../../../../worker/i18n/translate.ts";
import { Board } from "../../../../web/boards/notre-dame/Board.tsx";
import { labelsReadable, tappable } from "../../../../web/boards/notre-dame/CityMap.tsx";
import { MIN_FONT } from "../../../../web/boards/notre-dame/geometry.ts";
import { describeMove } from "../../../../web/boards/notre-dame/labels.ts";
import { missingOptions } from "../../../../web/boards/notre-dame/missing.ts";
import { tryMove } from "../../../../web/boards/notre-dame/forecast.ts";
import en from "../../../../web/boards/notre-dame/i18n/en.ts";
import cs from "../../../../web/boards/notre-dame/i18n/cs.ts";
import sk from "../../../../web/boards/notre-dame/i18n/sk.ts";
import ru from "../../../../web/boards/notre-dame/i18n/ru.ts";
import rulesEn from "../../../../web/boards/notre-dame/rules/en.ts";
import rulesCs from "../../../../web/boards/notre-dame/rules/cs.ts";
import rulesSk from "../../../../web/boards/notre-dame/rules/sk.ts";
import rulesRu from "../../../../web/boards/notre-dame/rules/ru.ts";
import { table as notreDameTable } from "../../../../web/boards/notre-dame/table.ts";
import { Rules as RulesButton } from "../../../../web/src/components/Rules.tsx";
import appEn from "../../../../web/src/i18n/en.ts";
import { GAME_MESSAGES } from "../../../../web/boards/index.ts";
import { pickSome, playersOf, random, sampleStates, t, type Sample } from "./helpers.ts";

afterEach(cleanup);

const BOARD = { en, cs, sk, ru } as const;
const WORDS = { en: enWords, cs: csWords, sk: skWords, ru: ruWords } as const;
const RULES = { en: rulesEn, cs: rulesCs, sk: rulesSk, ru: rulesRu } as const;
const texts = (m: Message | undefined): string[] =>
  m === undefined ? [] : typeof m === "string" ? [m] : Object.values(m).filter((x): x is string => x !== undefined);
const names = (m: Message | undefined): string[] =>
  [...new Set(texts(m).flatMap((x) => [...x.matchAll(/\{(\w+)\}/g)].map((y) => y[1] ?? "")))].sort();

describe("help within reach", () => {
  it("every card, field and personality says what it does, in all four languages", () => {
    for (const [lang, board] of Object.entries(BOARD)) {
      for (const c of CARDS)
        expect(texts(board[`nd.cardHelp.${c}`]).join(""), `${lang} card ${c}`).toMatch(/\p{L}{3}/u);
      for (const f of FIELDS) expect(texts(board[`nd.fieldShort.${f}`]).join(""), `${lang} field ${f}`).not.toBe("");
      for (const p of PERSONS)
        expect(texts(board[`nd.personHelp.${p}`]).join(""), `${lang} person ${p}`).toMatch(/\p{L}{3}/u);
      expect(board["nd.ui.plagueHelp"], lang).toBeDefined();
      expect(board["nd.rat.legend"], lang).toBeDefined();
    }
  });

  it("the rules panel exists in all four languages with the same keys and placeholders as English", async () => {
    for (const [lang, rules] of Object.entries(RULES) as [string, Catalog][]) {
      expect(Object.keys(rules).sort(), lang).toEqual(Object.keys(rulesEn).sort());
      for (const [key, message] of Object.entries(rules)) {
        expect(names(message), `${lang} ${key}`).toEqual(names(rulesEn[key]));
        if (lang !== "en") expect(texts(message), `${lang} ${key} is English`).not.toEqual(texts(rulesEn[key]));
      }
    }
    for (const lang of ["en", "cs", "sk", "ru"] as const) {
      const Rules = await notreDameTable.loadRules(lang);
      const { container } = render(<Rules />);
      const text = container.textContent ?? "";
      expect(text, lang).not.toMatch(/\bndr?\.|\{\w+\}|undefined|NaN/);
      for (const p of PERSONS) expect(text, `${lang} ${p}`).toContain(texts(WORDS[lang][`nd.person.${p}`])[0]);
      for (const c of CARDS) expect(text, `${lang} ${c}`).toContain(texts(BOARD[lang][`nd.cardHelp.${c}`])[0]);
      cleanup();
    }
  });

  it("the Rules button opens the rules in a dialog, loaded on first opening, and closes it", async () => {
    // The app's strings with the games' (their names among them), as the app puts them together.
    const appT = createTranslate("en", [appEn, await GAME_MESSAGES.en()], []);
    const { getByRole, findByText, container } = render(<RulesButton gameType="notre-dame" t={appT} />);
    const dialog = container.querySelector("dialog") as HTMLDialogElement;
    expect(dialog.open).toBe(false);
    fireEvent.click(getByRole("button", { name: "Rules" }));
    expect(dialog.open).toBe(true);
    expect(await findByText(String(rulesEn["ndr.goal.title"]))).toBeDefined();
    expect(dialog.textContent).toContain("Rules: Notre Dame");
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(dialog.open).toBe(false);
  });

  it("cards in the hand and on option buttons explain themselves by focus and tap, not by hover alone", () => {
    const [sample] = sampleStates(10, (s) => s.state.phase === "draft" && s.moves.length > 0, 1);
    if (!sample) throw new Error("no draft state");
    const { container } = render(
      <Board
        view={ndView(sample.state, sample.seat)}
        legalMoves={sample.moves}
        mySeat={sample.seat}
        players={playersOf(sample.state.players.length)}
        onMove={() => undefined}
        disabled={false}
        t={t}
      />,
    );
    // Each card offered: its option button is described by the visible text under it.
    for (const move of sample.moves) {
      if (move.type !== "keep") continue;
      const button = container.querySelector<HTMLElement>(`[data-token="card:${move.card}"]`);
      const described = button?.getAttribute("aria-describedby");
      if (sample.moves.length > 1)
        expect(container.querySelector(`#${CSS.escape(described ?? "")}`)?.textContent).toBe(
          t(`nd.cardHelp.${move.card}`),
        );
    }
    // A help term: described by its text, which a tap shows and a second tap hides; focus shows it too.
    const term = container.querySelector<HTMLElement>(".help-term");
    if (!term) throw new Error("no help term");
    const pop = container.querySelector<HTMLElement>(`#${CSS.escape(term.getAttribute("aria-describedby") ?? "")}`);
    expect(pop?.textContent).toMatch(/\p{L}{3}/u);
    expect(pop?.hidden).toBe(true);
    fireEvent.focus(term);
    expect(pop?.hidden).toBe(false);
    fireEvent.blur(term);
    expect(pop?.hidden).toBe(true);
    fireEvent.click(term);
    expect(pop?.hidden).toBe(false);
    expect(term.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(term);
    expect(pop?.hidden).toBe(true);
  });
});

describe("the gain of a move before it is confirmed", () => {
  const kinds: [string, (m: Move) => boolean, RegExp][] = [
    ["bank", (m) => m.type === "play" && m.card === "bank" && !m.skip, /: \+\d+ coins?/],
    [
      "school",
      (m) => m.type === "play" && m.card === "school" && !m.skip,
      /: .*\+\d+ cubes? to your supply|^Play Monastery school[^:]*$/,
    ],
    ["residence", (m) => m.type === "play" && m.card === "residence" && !m.skip, /: \+\d+ prestige/],
    [
      "moneylender",
      (m) => m.type === "bribe" && m.person === "moneylender",
      /\+2 coins, \+\d+ prestige, you pay 1 coin/,
    ],
    ["donation", (m) => m.type === "play" && m.donate !== undefined, /\+\d+ prestige, you pay \d coins?/],
  ];
  for (const [name, keep, pattern] of kinds) {
    it(`says what ${name} gains, as the engine carries it out`, () => {
      const samples = sampleStates(80, (s) => s.moves.some(keep), 5);
      expect(samples.length, name).toBeGreaterThan(0);
      const rnd = random(name.length);
      for (const { state, seat, moves } of samples) {
        const view = ndView(state, seat);
        for (const move of pickSome(moves.filter(keep), 3, rnd)) {
          const text = describeMove(move, t, view);
          expect(text, JSON.stringify(move)).toMatch(pattern);
          // The forecast is the engine's own result on the real state for this seat.
          const real = notreDame.play(state, seat, move);
          if (!real.ok) throw new Error("illegal sample");
          const before = state.players[seat];
          const after = real.played.state.players[seat];
          const outcome = tryMove(view, seat, move);
          if (!outcome?.ok || !before || !after) throw new Error("no forecast");
          // Prestige and rat moves may be followed by the end of a phase (plague, scoring) in the real play; coins of a card are exact.
          if (move.type === "play" && move.card === "bank")
            expect(after.coins - before.coins).toBe(outcome.outcome.coins);
        }
      }
    });
  }

  it("describes sampled legal moves of random states of every phase with their gain and no raw keys", () => {
    const samples = sampleStates(40, (s) => s.moves.length > 0, 60);
    const rnd = random(7);
    let withGain = 0;
    for (const { state, seat, moves } of samples) {
      const view = ndView(state, seat);
      for (const move of pickSome(moves, 4, rnd)) {
        const text = describeMove(move, t, view);
        expect(text).not.toMatch(/\bnd\.|\{\w+\}|undefined|NaN/);
        expect(text.startsWith(describeMove(move, t))).toBe(true);
        if (text !== describeMove(move, t)) withGain++;
      }
    }
    expect(withGain).toBeGreaterThan(10);
  });
});

describe("why an option is missing", () => {
  const bribesWithoutCoins = (s: Sample) => s.state.phase === "bribes" && (s.state.players[s.seat]?.coins ?? 1) === 0;

  it("with no coin the bribe step says a bribe costs 1 coin and I have 0", () => {
    const [sample] = sampleStates(200, bribesWithoutCoins, 1);
    if (!sample) throw new Error("no state with 0 coins in the bribes");
    const view = ndView(sample.state, sample.seat);
    const missing = missingOptions(view, sample.moves, {});
    expect(missing.map((m) => m.token).sort()).toEqual(view.revealed.map((r) => `person:${r.person}`).sort());
    expect(missing.every((m) => m.error.code === "NOT_ENOUGH_COINS")).toBe(true);
    const { getByText } = render(
      <Board
        view={view}
        legalMoves={sample.moves}
        mySeat={sample.seat}
        players={playersOf(sample.state.players.length)}
        onMove={() => undefined}
        disabled={false}
        t={t}
      />,
    );
    const why = getByText(t("nd.ui.unavailableTitle")).closest("div") as HTMLElement;
    const person = view.revealed[0]?.person ?? "";
    expect(
      within(why).getByText(`Bribe the ${t(`nd.person.${person}`)} (1 coin): You need 1 coin; you have 0.`),
    ).toBeDefined();
  });

  it("a donation beyond my coins and the rat at 0 are told with the engine's reason", () => {
    const poor = sampleStates(
      200,
      (s) =>
        s.moves.some((m) => m.type === "play" && m.card === "notreDame" && !m.skip) &&
        (s.state.players[s.seat]?.coins ?? 3) < 3,
      3,
    );
    expect(poor.length).toBeGreaterThan(0);
    for (const s of poor) {
      const view = ndView(s.state, s.seat);
      const missing = missingOptions(view, s.moves, { what: "card:notreDame" });
      expect(missing.filter((m) => m.step === "donate").map((m) => m.error.code)).toContain("NOT_ENOUGH_COINS");
    }
    const ratAtZero = sampleStates(
      300,
      (s) =>
        s.moves.some((m) => m.type === "play" && m.card === "inn" && m.gains !== undefined) &&
        s.state.players[s.seat]?.rat === 0 &&
        (s.state.players[s.seat]?.supply ?? 0) > 0,
      2,
    );
    expect(ratAtZero.length).toBeGreaterThan(0);
    for (const s of ratAtZero) {
      const missing = missingOptions(ndView(s.state, s.seat), s.moves, { what: "card:inn" });
      expect(missing).toContainEqual({ step: "gain1", token: "rat", error: { code: "RAT_AT_ZERO" } });
    }
  });

  it("a legal option is never reported missing", () => {
    for (const { state, seat, moves } of sampleStates(30, (s) => s.moves.length > 0, 40)) {
      const view = ndView(state, seat);
      for (const m of missingOptions(view, moves, {})) expect(m.error.code).not.toBe("MISSING_PARAMETER");
    }
  });
});

describe("legible labels", () => {
  it("hides map labels exactly when they would be under 12 CSS px", () => {
    // Phone, whole city (1060 units in ~360 px): hidden; close-up (480 units): shown; desktop 780 px: shown.
    expect(labelsReadable(360, 1060)).toBe(false);
    expect(labelsReadable(360, 480)).toBe(true);
    expect(labelsReadable(780, 1060)).toBe(true);
    expect((MIN_FONT * 780) / 1060).toBeGreaterThanOrEqual(12);
  });

  it("lets a finger tap a field only where it is 44 px wide; a mouse always", () => {
    // A field (radius 34) on a phone: ~23 px in the whole city, ~51 px in the close-up.
    expect(tappable(34, 366, 1060, true)).toBe(false);
    expect(tappable(34, 366, 480, true)).toBe(true);
    expect(tappable(34, undefined, 480, true)).toBe(false);
    expect(tappable(34, 366, 1060, false)).toBe(true);
  });

  it("sets no map font below the smallest size the rule counts on", () => {
    const css = readFileSync("web/boards/notre-dame/board.css", "utf8");
    const sizes = [...css.matchAll(/font-size:\s*([\d.]+)px/g)].map((m) => Number(m[1]));
    expect(sizes.length).toBeGreaterThan(5);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(MIN_FONT);
    for (const rem of [...css.matchAll(/font-size:\s*([\d.]+)rem/g)].map((m) => Number(m[1])))
      expect(rem * 16).toBeGreaterThanOrEqual(12);
  });

  it("the plague line uses plural forms", () => {
    const cz = createTranslate("cs", [csWords], []);
    expect(t("nd.event.plague", { count: 1 })).toBe("The plague strikes with 1 rat.");
    expect(t("nd.event.plague", { count: 4 })).toBe("The plague strikes with 4 rats.");
    expect(cz("nd.event.plague", { count: 2 })).toBe("Zamoření: 2 krysy.");
    for (const words of Object.values(WORDS)) expect(typeof words["nd.event.plague"]).toBe("object");
  });
});
