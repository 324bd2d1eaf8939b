import { cleanup, fireEvent, render, within } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { budget } from "../../../budget.ts";
import type { Move } from "../../../../worker/games/carcassonne-ghosts/index.ts";
import { view as viewOf } from "../../../../worker/games/carcassonne-ghosts/view.ts";
import { Board } from "../../../../web/boards/carcassonne-ghosts/Board.tsx";
import { STEPS, tokenOf, type StepId } from "../../../../web/boards/carcassonne-ghosts/choices.ts";
import { runs } from "../../../property-runs.ts";
import { pickSome, playersOf, random, sampleStates, t, type Sample } from "./helpers.ts";

afterEach(cleanup);

function mount(sample: Sample, disabled = false) {
  const onMove = vi.fn();
  const utils = render(
    <Board
      view={viewOf(sample.state, sample.seat)}
      legalMoves={sample.moves}
      mySeat={sample.seat}
      players={playersOf(sample.state.seats)}
      onMove={onMove}
      disabled={disabled}
      t={t}
    />,
  );
  const controls = utils.getByRole("region", { name: t("cgt.ui.controls") });
  return { ...utils, onMove, controls };
}

/** Everything that picks a token: the controls' buttons and the board's lit spots. */
const pickers = (root: Element): HTMLElement[] => [...root.querySelectorAll<HTMLElement>("[data-step]")];

/** Turns the drawn tile with its buttons until it shows `r`. */
function turnTo(container: Element, r: number): void {
  for (let i = 0; i < 4; i++) {
    const drawn = container.querySelector<HTMLElement>(".cg-drawn");
    if (Number(drawn?.dataset.rotation) === r) return;
    fireEvent.click(container.querySelector('[data-rotate="1"]') as HTMLElement);
  }
}

/** Clicks through the controls and the board toward `target`. */
function produce(sample: Sample, target: Move): unknown {
  const { onMove, container } = mount(sample);
  if (target.type === "place") turnTo(container, target.r);
  for (let i = 0; i < STEPS.length + 2 && onMove.mock.calls.length === 0; i++) {
    const all = pickers(container);
    const done = all.find((b) => b.dataset.step === "done");
    const button =
      done ??
      all.find(
        (b) =>
          STEPS.includes(b.dataset.step as StepId) && b.dataset.token === tokenOf(target, b.dataset.step as StepId),
      );
    expect(button, `nothing toward ${JSON.stringify(target)}`).toBeDefined();
    fireEvent.click(button as HTMLElement);
  }
  cleanup();
  expect(onMove).toHaveBeenCalledTimes(1);
  return onMove.mock.calls[0]?.[0];
}

/** Presses random offered controls (buttons, lit spots, rotation) until a move comes out. */
function randomWalk(sample: Sample, rnd: () => number): unknown {
  const { onMove, container, controls } = mount(sample);
  for (let i = 0; i < 30 && onMove.mock.calls.length === 0; i++) {
    const options = [...pickers(container), ...within(controls).queryAllByRole("button")];
    const pick = options[Math.floor(rnd() * options.length)] as HTMLElement;
    if (pick.getAttribute("role") === "button" && pick.tagName.toLowerCase() === "g")
      fireEvent.keyDown(pick, { key: rnd() < 0.5 ? "Enter" : " " });
    else fireEvent.click(pick);
  }
  cleanup();
  return onMove.mock.calls[0]?.[0];
}

type Kind = { name: string; keep: (s: Sample) => boolean };
const phase = (name: string): Kind => ({
  name,
  keep: (s) => s.state.phase === name && s.moves.length > 0,
});
const KINDS: Kind[] = [
  phase("place"),
  phase("meeple"),
  phase("evaluate"),
  phase("haunt"),
  phase("bury"),
  phase("dog"),
  phase("faceDown"),
  {
    name: "meeple with two colours",
    keep: (s) => new Set(s.moves.map((m) => (m.type === "meeple" ? m.colour : ""))).size > 2,
  },
  { name: "two features to evaluate", keep: (s) => s.state.phase === "evaluate" && s.state.turn.complete.length > 1 },
];

describe("Carcassonne ghosts board controls", () => {
  for (const kind of KINDS) {
    it(`produces exactly the legal move clicked for: ${kind.name}`, { timeout: budget(20_000) }, () => {
      const samples = sampleStates(60, kind.keep, runs(5));
      expect(samples.length, `no state found for ${kind.name}`).toBeGreaterThan(0);
      const rnd = random(samples.length + kind.name.length);
      for (const sample of samples)
        for (const target of pickSome(sample.moves, 4, rnd)) expect(produce(sample, target)).toEqual(target);
    });

    it(`offers nothing illegal for: ${kind.name}`, { timeout: budget(20_000) }, () => {
      const samples = sampleStates(60, kind.keep, runs(4));
      const rnd = random(kind.name.length * 31);
      for (const sample of samples)
        for (let i = 0; i < 4; i++) {
          const made = randomWalk(sample, rnd);
          if (made !== undefined) expect(sample.moves).toContainEqual(made);
        }
    });
  }

  it("lights the places of the tile as turned, and no other", () => {
    const [sample] = sampleStates(2, (s) => s.state.phase === "place" && s.moves.length > 0, 1);
    if (!sample) throw new Error("no state");
    const { container } = mount(sample);
    for (let turn = 0; turn < 4; turn++) {
      const r = Number(container.querySelector<HTMLElement>(".cg-drawn")?.dataset.rotation);
      const lit = [...container.querySelectorAll<SVGElement>("svg [data-step=at]")].map((e) => e.dataset.token).sort();
      const legal = sample.moves.flatMap((m) => (m.type === "place" && m.r === r ? [`${m.x},${m.y}`] : [])).sort();
      expect(lit).toEqual(legal);
      fireEvent.keyDown(window, { key: "r" });
    }
  });

  it("offers no controls when there is nothing to do, and none work while disabled", () => {
    const [sample] = sampleStates(3, (s) => s.state.phase === "meeple", 1);
    if (!sample) throw new Error("no state");
    const idle = mount({ ...sample, moves: [] });
    expect(pickers(idle.container)).toHaveLength(0);
    cleanup();
    const off = mount(sample, true);
    for (const b of pickers(off.container)) fireEvent.click(b);
    expect(off.onMove).not.toHaveBeenCalled();
  });
});
