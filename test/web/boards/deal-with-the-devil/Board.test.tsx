import { cleanup, fireEvent, render, within } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dealWithTheDevil as game, type Move } from "../../../../worker/games/deal-with-the-devil/index.ts";
import type { DevilParts } from "../../../../worker/games/deal-with-the-devil/legal.ts";
import type { DevilState } from "../../../../worker/games/deal-with-the-devil/state.ts";
import { view as viewOf } from "../../../../worker/games/deal-with-the-devil/view.ts";
import { words } from "../../../../worker/games/deal-with-the-devil/words/index.ts";
import { createTranslate, LANGUAGES, type Catalog, type Translate } from "../../../../worker/i18n/translate.ts";
import { Board } from "../../../../web/boards/deal-with-the-devil/Board.tsx";
import { NONE, tokenOf } from "../../../../web/boards/deal-with-the-devil/choices.ts";
import { BOARD_MESSAGES } from "../../../../web/boards/deal-with-the-devil/messages.ts";
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
    const select = controls.querySelector("select");
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
    budget(6_000),
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
