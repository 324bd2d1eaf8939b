import { cleanup, fireEvent, render, within } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dealWithTheDevil as game, type Move } from "../../../../worker/games/deal-with-the-devil/index.ts";
import type { DevilParts } from "../../../../worker/games/deal-with-the-devil/legal.ts";
import type { DevilState } from "../../../../worker/games/deal-with-the-devil/state.ts";
import { view as viewOf } from "../../../../worker/games/deal-with-the-devil/view.ts";
import { BUILDINGS } from "../../../../worker/games/deal-with-the-devil/cards/index.ts";
import { tableWords as words } from "../../../../worker/games/deal-with-the-devil/words/messages.ts";
import { createTranslate, LANGUAGES, type Catalog, type Translate } from "../../../../worker/i18n/translate.ts";
import { Board } from "../../../../web/boards/deal-with-the-devil/Board.tsx";
import { NONE, tokenOf } from "../../../../web/boards/deal-with-the-devil/choices.ts";
import { declarable, type Declared, withDeclared } from "../../../../web/boards/deal-with-the-devil/declared.ts";
import { BOARD_MESSAGES } from "../../../../web/boards/deal-with-the-devil/messages.ts";
import { declaredTitle, describeMove } from "../../../../web/boards/deal-with-the-devil/labels.ts";
import { runs } from "../../../property-runs.ts";
import { budget } from "../../../budget.ts";

afterEach(cleanup);

const catalogs: Record<string, Catalog[]> = Object.fromEntries(
  await Promise.all(
    LANGUAGES.map(
      async (l): Promise<[string, Catalog[]]> => [l, [await BOARD_MESSAGES[l](), await words.messages[l]()]],
    ),
  ),
);
const translate = (l: string): Translate => createTranslate(l as "en", catalogs[l] ?? [], []);
const t = translate("en");
const players = ["Anna", "Boris", "Cyril", "Dora"].map((name, seat) => ({ userId: `u${seat}`, name, seat }));

type Sample = { state: DevilState; seat: number; parts: DevilParts; moves: Move[] };

function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** States of random and bot-played games, a few of every step, each with a seat that must act. */
function samples(games: number, perStep: number): Sample[] {
  const out: Sample[] = [];
  const count: Record<string, number> = {};
  for (let g = 0; g < games; g++) {
    const rnd = random(g * 7919 + 11);
    let state = game.setup(4, {}, `board-${g}`);
    while (state.step !== "over") {
      const seats = game.toAct(state);
      const seat = seats[Math.floor(rnd() * seats.length)] ?? 0;
      const parts = game.legalParts?.of(state, seat) as DevilParts;
      const moves = [...game.legalMoves(state, seat)];
      if ((count[state.step] ?? 0) < perStep && rnd() < 0.3) {
        count[state.step] = (count[state.step] ?? 0) + 1;
        out.push({ state, seat, parts, moves });
      }
      const move = rnd() < 0.5 ? game.botMove(state, seat) : (moves[Math.floor(rnd() * moves.length)] as Move);
      const result = game.play(state, seat, move);
      if (!result.ok) throw new Error(`illegal ${JSON.stringify(move)}`);
      state = result.played.state;
    }
  }
  return out;
}

function mount(sample: Sample, tr: Translate = t) {
  const onMove = vi.fn();
  const utils = render(
    <Board
      view={viewOf(sample.state, sample.seat)}
      legalMoves={sample.moves}
      legalParts={sample.parts}
      mySeat={sample.seat}
      players={players}
      onMove={onMove}
      disabled={false}
      t={tr}
    />,
  );
  const controls = utils.getByRole("region", { name: tr("ddt.ui.controls") });
  return { ...utils, onMove, controls };
}

const priceToken = (m: Move): string =>
  m.type !== "offer" || m.price === null ? NONE : "ducats" in m.price ? `d${m.price.ducats}` : `s${m.price.souls}`;

/** Builds an offer in the chest builder: its price, then each kind's count, then the offer button. */
function buildChest(controls: HTMLElement, target: Move): void {
  const price = controls.querySelector<HTMLElement>(`[data-step=price][data-token="${priceToken(target)}"]`);
  expect(price, `no price ${priceToken(target)}`).not.toBeNull();
  fireEvent.click(price as HTMLElement);
  if (target.type !== "offer" || target.price === null) return;
  for (const [good, n] of Object.entries(target.goods))
    for (let i = 0; i < (n ?? 0); i++)
      fireEvent.click(controls.querySelector(`[data-good=${good}][data-delta="1"]`) as HTMLElement);
  fireEvent.click(controls.querySelector("[data-step=offer]") as HTMLElement);
}

/** The declared choices of `target` as the controls' list boxes name them (the field order a place at a time). */
function declaredPicks(target: Move): Record<string, string> {
  const picks: Record<string, string> = {};
  if (target.type === "plan") {
    for (const [i, f] of (target.fields ?? []).entries()) picks[`field${i + 1}`] = String(f);
    for (const id of ["master", "kind", "stable", "dam"] as const)
      if (target[id] !== undefined) picks[id] = String(target[id]);
    if (target.repay) picks.repay = String(target.repay);
  }
  if (target.type === "answer") {
    for (const [good, n] of Object.entries(target.handIn ?? {})) picks[`handIn.${good}`] = String(n);
    if (target.destroy !== undefined) picks.destroy = String(target.destroy);
  }
  return picks;
}

/** Sets the declared choices of `target` in their list boxes, each as it appears (a field's next place after the one before). */
function declare(controls: HTMLElement, target: Move): void {
  for (const [id, token] of Object.entries(declaredPicks(target))) {
    const select = controls.querySelector(`select[data-declare="${id}"]`);
    expect(select, `no choice ${id} toward ${JSON.stringify(target)}`).not.toBeNull();
    fireEvent.change(select as HTMLElement, { target: { value: token } });
  }
}

/** `move` with random declared choices from those the table offers for it (each left at the default half the time). */
function withRandomChoices(sample: Sample, move: Move, rnd: () => number): Move {
  const view = viewOf(sample.state, sample.seat);
  const picks: Record<string, string> = {};
  for (let guard = 0; guard < 12; guard++) {
    const open = declarable(view, move, picks).filter((d) => !(d.id in picks));
    const [next] = open;
    if (!next) break;
    picks[next.id] = rnd() < 0.5 ? NONE : (next.options[Math.floor(rnd() * next.options.length)] ?? NONE);
  }
  return withDeclared(view, move, picks as Declared);
}

/** Clicks through the controls toward `target`: each step's option names its step and token. */
function produce(sample: Sample, target: Move): unknown {
  const { onMove, controls } = mount(sample);
  if (target.type === "offer") buildChest(controls, target);
  for (let i = 0; i < 20 && onMove.mock.calls.length === 0; i++) {
    const select = controls.querySelector("select[data-step]");
    const button = controls.querySelector("button[data-step]:not([data-choose])");
    const step = (select ?? button)?.getAttribute("data-step") ?? undefined;
    expect(step, `no step toward ${JSON.stringify(target)}`).toBeDefined();
    if (step === "done") {
      declare(controls, target);
      fireEvent.click(controls.querySelector("[data-step=done]") as HTMLElement);
      continue;
    }
    const token = tokenOf(target, step ?? "");
    if (select) {
      fireEvent.change(select, { target: { value: token } });
      fireEvent.click(controls.querySelector("[data-choose]") as HTMLElement);
    } else {
      const option = controls.querySelector<HTMLElement>(`[data-step="${step}"][data-token="${token}"]`);
      expect(option, `no ${step} ${token} toward ${JSON.stringify(target)}`).not.toBeNull();
      fireEvent.click(option as HTMLElement);
    }
  }
  cleanup();
  expect(onMove).toHaveBeenCalledTimes(1);
  return onMove.mock.calls[0]?.[0];
}

/** Presses random controls (market and chest included; a list box picks a random entry) until a move comes out. */
function randomWalk(sample: Sample, rnd: () => number): Move | undefined {
  const { onMove, controls } = mount(sample);
  for (let i = 0; i < 40 && onMove.mock.calls.length === 0; i++) {
    const selects = [...controls.querySelectorAll("select")];
    const select = selects[Math.floor(rnd() * selects.length)];
    if (select && rnd() < 0.5) {
      const options = [...select.querySelectorAll("option")];
      fireEvent.change(select, {
        target: { value: options[Math.floor(rnd() * options.length)]?.getAttribute("value") },
      });
    }
    const buttons = within(controls)
      .getAllByRole("button")
      .filter((b) => !(b as HTMLButtonElement).disabled && !b.classList.contains("help-term"));
    const button = buttons[Math.floor(rnd() * buttons.length)];
    if (button) fireEvent.click(button);
  }
  cleanup();
  return onMove.mock.calls[0]?.[0] as Move | undefined;
}

const SAMPLES = samples(runs(6), runs(3));

describe("Deal with the Devil's board", () => {
  it("samples every step that asks a decision", () => {
    const steps = new Set(SAMPLES.map((s) => s.state.step));
    for (const step of ["offer", "view1", "view2", "plan", "wings", "ritual", "answer", "keep", "pass"])
      expect(steps, step).toContain(step);
  });

  it(
    "produces every sampled legal move by clicking",
    () => {
      const rnd = random(5);
      for (const sample of SAMPLES) {
        const targets = [...sample.moves].sort(() => rnd() - 0.5).slice(0, 4);
        for (const target of targets) expect(produce(sample, target)).toEqual(target);
      }
    },
    budget(6_000),
  );

  it(
    "produces every sampled plan and answer with the choices it declares for later effects, each accepted",
    () => {
      const rnd = random(13);
      const declared = new Set<string>();
      for (const sample of SAMPLES.filter((s) => ["plan", "answer"].includes(s.state.step))) {
        const targets = [...sample.moves].sort(() => rnd() - 0.5).slice(0, 4);
        for (const listed of targets) {
          const target = withRandomChoices(sample, listed, rnd);
          for (const id of Object.keys(declaredPicks(target))) declared.add(id.replace(/\d$|\..*/, ""));
          expect(game.play(sample.state, sample.seat, game.move.parse(target)).ok, JSON.stringify(target)).toBe(true);
          expect(produce(sample, target)).toEqual(target);
        }
      }
      expect([...declared], "declared choices among the samples").toContain("field");
    },
    budget(6_000),
  );

  it("offers every kind of declared choice where a card can use it, and produces it", () => {
    const has = (kind: string, test: (e: { kind: string; master?: string; act?: string }) => boolean = () => true) =>
      BUILDINGS.find((b) => b.effect?.effects.some((e) => e.kind === kind && test(e)))?.id ?? "";
    const planning = SAMPLES.find((s) => s.state.step === "plan") as Sample;
    const plan = structuredClone(planning.state);
    const me = plan.players[planning.seat] as DevilState["players"][number];
    // Stables, a master of my choice, Merchants' road, a repayment and the Dam built; debt to repay; a privilege open.
    me.built = [
      ...me.built,
      has("slot"),
      has("master", (e) => e.master === "any"),
      has("discardAll"),
      has("repay"),
      has("privilege", (e) => e.act === "discard"),
      BUILDINGS.find((b) => b.effect?.timing === "action")?.id ?? "",
    ];
    me.stabled = undefined;
    me.debt = 4;
    me.small = me.small.map((x, i) => (i === 0 ? { state: "open" } : x));
    me.fields = me.fields.map((f, i) => (i < 2 ? 1 : f));
    // The Vandal face up beside the Ascetic: both penalties declare a choice.
    const answering = SAMPLES.find((s) => s.state.step === "answer") as Sample;
    const answer = structuredClone(answering.state);
    answer.inquisitors.red = ["vandal", ...answer.inquisitors.red.filter((id) => id !== "vandal")].slice(0, 3);
    answer.inquisitors.up = [true, answer.inquisitors.up[1], answer.inquisitors.up[2]];
    answer.inquisitors.gone = [false, answer.inquisitors.gone[1], answer.inquisitors.gone[2]];
    const mine = answer.players[answering.seat] as DevilState["players"][number];
    mine.goods = { ...mine.goods, wood: 2, stone: 2 };
    mine.built = [...mine.built, BUILDINGS[0]?.id ?? "", BUILDINGS[1]?.id ?? ""];
    const declared = new Set<string>();
    for (const [state, seat] of [
      [plan, planning.seat],
      [answer, answering.seat],
    ] as const) {
      const sample = {
        state,
        seat,
        parts: game.legalParts?.of(state, seat) as DevilParts,
        moves: [...game.legalMoves(state, seat)],
      };
      const view = viewOf(state, seat);
      const listed =
        sample.moves.find((m) => m.type === "answer" && m.answers.every((a) => a === "penalty")) ?? sample.moves[0];
      let target = listed as Move;
      // Every choice offered, each set to its last option (a field order of every free field).
      for (let guard = 0; guard < 12; guard++) {
        const picks = declaredPicks(target);
        const next = declarable(view, listed as Move, picks).find((d) => !(d.id in picks));
        if (!next) break;
        target = withDeclared(view, listed as Move, { ...picks, [next.id]: next.options.at(-1) ?? NONE });
        declared.add(next.id.replace(/\d$|\..*/, ""));
      }
      expect(game.play(state, seat, game.move.parse(target)).ok, JSON.stringify(target)).toBe(true);
      expect(produce(sample, target)).toEqual(target);
      // The confirm step names every choice declared.
      const words = describeMove(target, t, view, []);
      for (const id of Object.keys(declaredPicks(target))) expect(words).toContain(declaredTitle(id, t));
    }
    expect([...declared].sort()).toEqual(["dam", "destroy", "field", "handIn", "kind", "master", "repay", "stable"]);
  });

  it("shows the chest in front of me beside my decision on it: its mark, contents and price", () => {
    const viewing = SAMPLES.filter((s) => ["view1", "view2"].includes(s.state.step));
    expect(viewing.length).toBeGreaterThan(0);
    for (const sample of viewing) {
      const { controls } = mount(sample);
      const chest = controls.querySelector("[data-chest]");
      const seen = viewOf(sample.state, sample.seat).me?.viewing;
      expect(chest?.textContent).toContain(t(`dd.mark.${seen?.mark}`));
      if (seen && "price" in seen && seen.price && "ducats" in seen.price)
        expect(chest?.textContent).toContain(`${seen.price.ducats} ducat`);
      cleanup();
    }
  });

  it(
    "random clicking, market and chest included, produces only moves the engine accepts",
    () => {
      const rnd = random(9);
      let made = 0;
      for (const sample of SAMPLES)
        for (let k = 0; k < 3; k++) {
          const move = randomWalk(sample, rnd);
          if (!move) continue;
          made++;
          const result = game.play(sample.state, sample.seat, game.move.parse(JSON.parse(JSON.stringify(move))));
          expect(result.ok, `${JSON.stringify(move)} refused: ${JSON.stringify(result.ok ? "" : result.error)}`).toBe(
            true,
          );
        }
      expect(made).toBeGreaterThan(SAMPLES.length);
    },
    budget(10_000),
  );

  it(
    "leaves no key untranslated in any language, controls and wall included",
    () => {
      for (const lang of LANGUAGES) {
        const tr = translate(lang);
        for (const sample of SAMPLES.slice(0, runs(30))) {
          const { container } = mount(sample, tr);
          expect(container.textContent, `${lang} ${sample.state.step}`).not.toMatch(/\b(ddt?|rule)\.[a-z]/);
          for (const el of container.querySelectorAll("[aria-label]"))
            expect(el.getAttribute("aria-label")).not.toMatch(/\b(ddt?|rule)\.[a-z]/);
          cleanup();
        }
      }
    },
    budget(6_000),
  );
});
