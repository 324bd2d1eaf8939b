import { describe, expect, it } from "vitest";
import type { Json, LogEvent, Seat } from "../../../worker/games/contract.ts";
import { dealWithTheDevil as game } from "../../../worker/games/deal-with-the-devil/index.ts";
import { cloneState, type DevilState } from "../../../worker/games/deal-with-the-devil/state.ts";
import { chestFor, chestSeen } from "../../../worker/games/deal-with-the-devil/trading.ts";
import type { DevilView } from "../../../worker/games/deal-with-the-devil/view.ts";
import { rolesRevealed } from "../../../worker/games/deal-with-the-devil/view.ts";
import { playGame, type Policy } from "./play-through.ts";

const SEEDS = ["s1", "s2", "s3", "s4", "s5", "s6"];
const RANDOM: Policy[] = ["random", "random", "random", "random"];

/**
 * A copy of the state with a marker planted in every secret of every seat: goods, soul pieces,
 * indulgences, hand, events, cards to pass, role, chest mark, chest contents and who accepted it,
 * plan, vote, defence, wings, ritual chest, answers and their choices, the true debt during a step, and the decks.
 */
function planted(state: DevilState): { s: DevilState; markers: string[][]; decks: string[] } {
  const s = cloneState(state);
  const markers: string[][] = s.players.map(() => []);
  const mark = (seat: number, name: string): string => {
    const m = `${name}${seat}X`;
    markers[seat]?.push(m);
    return m;
  };
  const big = (seat: number, n: number): number => {
    const m = 700000 + seat * 1000 + n;
    markers[seat]?.push(String(m));
    return m;
  };
  s.players.forEach((p, seat) => {
    p.goods = {
      wood: big(seat, 1),
      stone: big(seat, 2),
      grain: big(seat, 3),
      glass: big(seat, 4),
      marble: big(seat, 5),
      ducats: big(seat, 6),
    };
    p.pure = big(seat, 7);
    p.tainted = big(seat, 8);
    p.indulgences = big(seat, 9);
    p.hand = [mark(seat, "HAND")];
    p.events = [mark(seat, "EVENT")];
    if (!rolesRevealed(s)) p.role = mark(seat, "ROLE") as never;
    p.mark = mark(seat, "MARK") as never;
    p.debt = big(seat, 10);
    // Requirement cards being chosen in the cards phase are public only once it resolves.
    if (s.step === "pass") p.wishes = [mark(seat, "WISH") as never];
    s.drawn[seat] = [mark(seat, "DRAWN"), mark(seat, "DRAWN2")];
    s.chests[seat] = { offer: { wood: big(seat, 11) }, price: { ducats: big(seat, 12) }, by: big(seat, 13) };
    s.plans[seat] = { event: { id: mark(seat, "PLAN"), side: "left" }, use: [], builds: [], fields: [], repay: 0 };
    s.votes[seat] = mark(seat, "VOTE") as never;
    s.defences[seat] = mark(seat, "DEFENCE") as never;
    s.wings[seat] = big(seat, 14);
    s.ritual[seat] = { bribe: big(seat, 15), pure: big(seat, 16), tainted: big(seat, 17), devilGuess: big(seat, 18) };
    s.answers[seat] = [big(seat, 19)];
    s.answerChoices[seat] = { destroy: big(seat, 20), rare: mark(seat, "RARE") as never };
  });
  s.buildings = s.buildings.map(() => ["DECKX"]);
  s.eventDeck = ["EVENTDECKX"];
  return { s, markers, decks: ["DECKX", "EVENTDECKX"] };
}

function text(value: unknown): string {
  return JSON.stringify(value);
}

/** Searches one seat's view (undefined: a spectator) for every marker it must not hold. */
function checkView(state: DevilState, viewer: Seat | undefined): void {
  const { s, markers, decks } = planted(state);
  const view = game.view(s, viewer) as DevilView;
  // The chest in front of a viewer shows its contents and mark (never its owner): checked apart.
  const viewing = view.me?.viewing;
  if (viewing) {
    expect(Object.keys(viewing).every((k) => ["mark", "accepted", "offer", "price", "paid"].includes(k))).toBe(true);
    const owner = chestFor(s, viewer as Seat, s.step === "view1" ? 1 : 2);
    expect(viewing).toEqual(chestSeen(s, owner));
  }
  // Guesses set aside show the guesser's chest mark, as the tokens do, in an order that names nobody.
  const keys = view.guesses.map((g) => [g.mark, g.role, g.target].join("|"));
  expect(keys).toEqual([...keys].sort());
  const seen = text({
    ...view,
    guesses: view.guesses.map((g) => ({ ...g, mark: undefined })),
    me: view.me ? { ...view.me, viewing: undefined } : undefined,
  });
  for (const d of decks) expect(seen).not.toContain(d);
  markers.forEach((list, owner) => {
    if (owner === viewer) return;
    for (const m of list)
      if (seen.includes(m))
        throw new Error(`seat ${String(viewer)} sees ${m} of seat ${owner} in step ${s.step}, round ${s.round}`);
  });
}

const PUBLIC_FORBIDDEN = [
  "goods",
  "hand",
  "offer",
  "price",
  "paid",
  "pure",
  "tainted",
  "buildings",
  "mark",
  "by",
  "owner",
  "viewer",
  "indulgences",
];

/** The events of one move: private ones go to one seat and say what that seat may know; public ones carry no secret. */
function checkEvents(before: DevilState, after: DevilState, mover: Seat, events: readonly LogEvent[]): void {
  const resolved =
    after.step !== before.step ||
    after.round !== before.round ||
    after.done.filter(Boolean).length <= before.done.filter(Boolean).length;
  // A submission that does not end its step says nothing to anybody (timing and order reveal nothing).
  if (!resolved) expect(events).toEqual([]);
  for (const { to, event } of events) {
    if (to) {
      expect(to.length).toBe(1);
      const seat = to[0] as Seat;
      if (event.type === "chestSeen") {
        const pass = event.pass as 1 | 2;
        const route = before.routes[before.round - 1]?.[pass - 1] ?? [];
        const owner = route.indexOf(seat);
        expect(owner).not.toBe(seat);
        expect(Object.keys(event).sort()).toEqual(
          event.accepted
            ? ["accepted", "mark", "paid", "pass", "type"]
            : ["accepted", "mark", "offer", "pass", "price", "type"],
        );
        expect(event.mark).toBe(after.players[owner]?.mark);
      }
      continue;
    }
    // Round 5's chests are opened with roles revealed (L1064), and the end shows everything.
    if (rolesRevealed(after)) continue;
    const keys = Object.keys(event);
    // Answers to the inquisitors are public as counts (rules file, "answers").
    const allowed = event.type === "answered" ? ["indulgences"] : [];
    for (const k of PUBLIC_FORBIDDEN)
      if (keys.includes(k) && !allowed.includes(k)) throw new Error(`public ${event.type} carries ${k}`);
    expect(keys).not.toContain("role");
    if (
      [
        "chestsHandedOut",
        "chestsReturned",
        "cardsDealt",
        "cardsDrawn",
        "cardsPassed",
        "guessesBack",
        "guessesRetired",
      ].includes(event.type)
    ) {
      expect(keys.filter((k) => k !== "type" && k !== "pass")).toEqual([]);
    }
    if (event.type === "ritualOpened") {
      for (const chest of event.chests as { [k: string]: Json }[])
        expect(Object.keys(chest).sort()).toEqual(["bribe", "cultist", "devil", "mark", "souls"]);
    }
  }
  void mover;
}

describe("secrecy: random play, every view and every event searched seat by seat", () => {
  it("no view holds another seat's secret, the spectator's none, and no event tells what its reader may not know", () => {
    let checked = 0;
    for (const seed of SEEDS) {
      playGame(seed, RANDOM, ({ seat, before, after, events }) => {
        checkEvents(before, after, seat, events);
        if (after.step === "over") return;
        for (const viewer of [0, 1, 2, 3, undefined]) checkView(after, viewer);
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(500);
  });

  it("in a chest pass everybody is asked to act, whatever the chest in front of them (the waiting list tells no owner)", () => {
    let passes = 0;
    playGame("waiting", RANDOM, ({ before, after }) => {
      if ((after.step === "view1" || after.step === "view2") && after.step !== before.step) {
        expect(game.toAct(after)).toEqual([0, 1, 2, 3]);
        passes++;
      }
    });
    expect(passes).toBe(10);
  });
});

/** A view without what a submission may show others: that `mover` submitted (its flag, the waiting list, its hand and event counts). */
function withoutTheFact(view: DevilView, mover: Seat) {
  const { toAct: _, ...rest } = view;
  return {
    ...rest,
    players: rest.players.map((p, seat) =>
      seat === mover ? { ...p, submitted: undefined, handSize: undefined, events: undefined } : p,
    ),
  };
}

describe("hidden moves", () => {
  it("a counted move changes nothing another seat sees but that it was made, nor their legal moves", () => {
    let counted = 0;
    for (const seed of ["h1", "h2", "h3"]) {
      playGame(seed, RANDOM, ({ seat, before, after }) => {
        const was = game.hiddenMoves?.(before);
        const now = game.hiddenMoves?.(after);
        const continues =
          was !== undefined && now !== undefined && now.every((n, s) => n === (was[s] ?? 0) + (s === seat ? 1 : 0));
        if (!continues) {
          expect(now === undefined || now.every((n) => n === 0)).toBe(true);
          return;
        }
        counted++;
        for (const other of [0, 1, 2, 3, undefined]) {
          if (other === seat) continue;
          expect(withoutTheFact(game.view(after, other) as DevilView, seat)).toEqual(
            withoutTheFact(game.view(before, other) as DevilView, seat),
          );
          if (other !== undefined) expect(game.legalMoves(after, other)).toEqual(game.legalMoves(before, other));
        }
      });
    }
    expect(counted).toBeGreaterThan(100);
  });
});
