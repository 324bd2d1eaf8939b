import { cleanup, fireEvent, render, within } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { budget } from "../../../budget.ts";
import type { Move } from "../../../../worker/games/notre-dame/index.ts";
import { view as viewOf } from "../../../../worker/games/notre-dame/view.ts";
import { Board } from "../../../../web/boards/notre-dame/Board.tsx";
import { STEPS, tokenOf, type StepId } from "../../../../web/boards/notre-dame/choices.ts";
import { optionText, stepText } from "../../../../web/boards/notre-dame/labels.ts";
import { runs } from "../../../property-runs.ts";
import { pickSome, playersOf, random, sampleStates, t, type Sample } from "./helpers.ts";

afterEach(cleanup);

function mount(sample: Sample, disabled = false) {
  const onMove = vi.fn();
  const view = viewOf(sample.state, sample.seat);
  const utils = render(
    <Board
      view={view}
      legalMoves={sample.moves}
      mySeat={sample.seat}
      players={playersOf(sample.state.players.length)}
      onMove={onMove}
      disabled={disabled}
      t={t}
    />,
  );
  const controls = utils.getByRole("region", { name: t("nd.ui.controls") });
  return { ...utils, onMove, controls };
}

const personOf = (m: Move): string | undefined => (m.type === "bribe" ? m.person : undefined);

/** Clicks through the buttons toward `target`: each option button names its step and token. */
function produce(sample: Sample, target: Move): unknown {
  const { onMove, controls } = mount(sample);
  for (let i = 0; i < STEPS.length + 2 && onMove.mock.calls.length === 0; i++) {
    const buttons = within(controls).getAllByRole("button");
    const isSkip = target.type === "play" && target.skip === true;
    const skip = buttons.find((b) => b.dataset.step === "skip-action");
    const step = buttons.find((b) => STEPS.includes(b.dataset.step as StepId))?.dataset.step as StepId | undefined;
    const heading = within(controls).queryByRole("heading")?.textContent;
    if (step) expect(heading).toBe(stepText(step, t, personOf(target)));
    const button =
      isSkip && skip
        ? skip
        : step
          ? buttons.find((b) => b.dataset.step === step && b.dataset.token === tokenOf(target, step))
          : buttons.find((b) => b.dataset.step === "done");
    expect(button, `no button toward ${JSON.stringify(target)} at ${step}`).toBeDefined();
    if (step && button && !(isSkip && skip))
      expect(button.textContent).toBe(
        optionText(step, tokenOf(target, step), t, {
          person: personOf(target),
          market: () => button.textContent ?? "",
        }),
      );
    fireEvent.click(button as HTMLElement);
  }
  cleanup();
  expect(onMove).toHaveBeenCalledTimes(1);
  return onMove.mock.calls[0]?.[0];
}

/** Presses random offered controls (buttons or map targets) until a move comes out. */
function randomWalk(sample: Sample, rnd: () => number, useMap: boolean): unknown {
  const { onMove, controls, container } = mount(sample);
  for (let i = 0; i < 20 && onMove.mock.calls.length === 0; i++) {
    const svgTargets = [...container.querySelectorAll<SVGElement>("svg [role=button]")];
    if (useMap && svgTargets.length > 0) {
      const target = svgTargets[Math.floor(rnd() * svgTargets.length)] as SVGElement;
      fireEvent.keyDown(target, { key: rnd() < 0.5 ? "Enter" : " " });
      continue;
    }
    const buttons = within(controls)
      .getAllByRole("button")
      // Help terms explain cards; they never make a move.
      .filter((b) => b.textContent !== t("nd.ui.startOver") && !b.classList.contains("help-term"));
    fireEvent.click(buttons[Math.floor(rnd() * buttons.length)] as HTMLElement);
  }
  cleanup();
  expect(onMove).toHaveBeenCalledTimes(1);
  return onMove.mock.calls[0]?.[0];
}

type Kind = { name: string; keep: (s: Sample) => boolean };
const has = (s: Sample, f: (m: Move) => boolean): boolean => s.moves.some(f);
const KINDS: Kind[] = [
  { name: "draft", keep: (s) => s.state.phase === "draft" && s.moves.length > 0 },
  { name: "actions", keep: (s) => s.state.phase === "actions" },
  { name: "advisor", keep: (s) => has(s, (m) => m.type === "play" && m.card === "advisor" && !m.skip) },
  { name: "coach with a token", keep: (s) => has(s, (m) => m.type === "play" && m.take === true) },
  { name: "inn with two gains", keep: (s) => has(s, (m) => m.type === "play" && (m.gains?.length ?? 0) === 2) },
  { name: "Notre Dame donation", keep: (s) => has(s, (m) => m.type === "play" && m.donate === 3) },
  { name: "empty supply", keep: (s) => has(s, (m) => m.type === "play" && m.from !== undefined) },
  { name: "bribes", keep: (s) => s.state.phase === "bribes" },
  {
    name: "minstrel",
    keep: (s) => has(s, (m) => m.type === "bribe" && m.person === "minstrel" && m.cubes !== undefined),
  },
  { name: "juggler", keep: (s) => has(s, (m) => m.type === "bribe" && m.person === "juggler" && m.to !== undefined) },
  { name: "bishop", keep: (s) => has(s, (m) => m.type === "bribe" && m.person === "bishop" && m.field !== undefined) },
  { name: "barmaid", keep: (s) => has(s, (m) => m.type === "bribe" && m.person === "barmaid") },
  { name: "plague sacrifice", keep: (s) => s.state.phase === "plague" && s.moves.length > 0 },
];

describe("Notre Dame board controls", () => {
  for (const kind of KINDS) {
    // The heaviest kinds take over 3 s on an idle machine: budgets of about 3× that.
    it(`produces exactly the legal move clicked for: ${kind.name}`, { timeout: budget(15_000) }, () => {
      const samples = sampleStates(120, kind.keep, runs(6));
      expect(samples.length, `no state found for ${kind.name}`).toBeGreaterThan(0);
      const rnd = random(samples.length + kind.name.length);
      for (const sample of samples) {
        for (const target of pickSome(sample.moves, 4, rnd)) expect(produce(sample, target)).toEqual(target);
      }
    });

    it(`offers nothing illegal for: ${kind.name}`, { timeout: budget(15_000) }, () => {
      const samples = sampleStates(120, kind.keep, runs(4));
      const rnd = random(kind.name.length * 31);
      for (const sample of samples) {
        for (let i = 0; i < 4; i++) expect(sample.moves).toContainEqual(randomWalk(sample, rnd, i % 2 === 1));
      }
    });
  }

  it("offers no controls when there is nothing to do, and none work while disabled", () => {
    const [sample] = sampleStates(3, (s) => s.state.phase === "actions", 1);
    if (!sample) throw new Error("no state");
    const other = (sample.seat + 1) % sample.state.players.length;
    const idle = mount({ ...sample, seat: other, moves: [] });
    // Only the cards in hand, which explain themselves, are buttons: nothing that makes a move.
    expect(
      within(idle.controls)
        .queryAllByRole("button")
        .filter((b) => !b.classList.contains("help-term")),
    ).toHaveLength(0);
    cleanup();
    const off = mount(sample, true);
    for (const b of within(off.controls).getAllByRole("button")) fireEvent.click(b);
    expect(off.onMove).not.toHaveBeenCalled();
  });

  it("shows every player's coins and rat in the board as text", () => {
    const samples = sampleStates(8, (s) => s.state.round > 1, 8);
    for (const sample of samples) {
      const { getByText } = mount(sample);
      const summary = getByText(t("nd.text.title")).closest("details") as HTMLElement;
      const text = summary.textContent ?? "";
      sample.state.players.forEach((p, seat) => {
        expect(text).toContain(playersOf(5)[seat]?.name);
        expect(text).toContain(`${p.coins} coins, rat on ${p.rat}`);
      });
      cleanup();
    }
  });

  it("shows my quarter close up on request, and the whole city again", () => {
    const [sample] = sampleStates(4, (s) => s.state.players.length === 4, 1);
    if (!sample) throw new Error("no state");
    const { getByRole, container } = mount(sample);
    const map = container.querySelector("svg.nd-map") as SVGElement;
    const whole = map.getAttribute("viewBox");
    fireEvent.click(getByRole("button", { name: t("nd.map.closeUp") }));
    const [x, y, w, h] = (map.getAttribute("viewBox") ?? "").split(" ").map(Number);
    const quarter = sample.state.players[sample.seat]?.quarter ?? -1;
    // My quarter's centre is the close-up's centre, at a quarter of the city's width or so.
    const centre = { x: (x ?? 0) + (w ?? 0) / 2, y: (y ?? 0) + (h ?? 0) / 2 };
    const angle = -Math.PI / 2 + (2 * Math.PI * quarter) / 4;
    expect(centre.x).toBeCloseTo(330 * Math.cos(angle));
    expect(centre.y).toBeCloseTo(330 * Math.sin(angle));
    expect(w).toBeLessThan(Number(whole?.split(" ")[2]) / 2);
    fireEvent.click(getByRole("button", { name: t("nd.map.wholeCity") }));
    expect(map.getAttribute("viewBox")).toBe(whole);
  });
});
