import { describe, expect, it } from "vitest";
import type { Seat } from "../../../worker/games/contract.ts";
import { notreDame } from "../../../worker/games/notre-dame/index.ts";
import { CARDS, type Card } from "../../../worker/games/notre-dame/data.ts";
import { cloneState, type NotreDameState } from "../../../worker/games/notre-dame/state.ts";
import { seedRng } from "../../../worker/games/rng.ts";
import { playGame } from "./play-through.ts";

/** Another card in place of `card`: every card kind shifted by one. */
const other = (card: Card): Card => CARDS[(CARDS.indexOf(card) + 1) % CARDS.length] as Card;

/**
 * The same position as `seat` sees it, every secret it may not see dealt otherwise: the other
 * seats' hands, draft offers, passed and discarded cards (other kinds, the same counts), every
 * action deck and both personality decks in another order, the other seats' prestige (hidden
 * scores), and the random state that will shuffle what comes.
 */
function disguise(state: NotreDameState, seat: Seat): NotreDameState {
  const s = cloneState(state);
  s.rng = seedRng(`disguised-${state.round}-${seat}`);
  s.brown = s.brown.slice().reverse();
  s.grey = s.grey.slice().reverse();
  s.players.forEach((p, i) => {
    p.deck = p.deck.slice().reverse();
    if (i === seat) return;
    p.hand = p.hand.map(other);
    p.passed = p.passed.map(other);
    if (p.discarded !== undefined) p.discarded = other(p.discarded);
    if (s.options.hiddenScores && s.phase !== "over") p.prestige += 7 * (i + 1);
  });
  if (s.draft) s.draft.offers = s.draft.offers.map((offer, i) => (i === seat ? offer : offer.map(other)));
  return s;
}

describe("Notre Dame bot", () => {
  it("cannot cheat: the move is the same when every secret of the other seats (and every deck's order) is changed", () => {
    let checked = 0;
    let changed = 0;
    for (const [seats, seed] of [
      [2, "nd-sight-1"],
      [3, "nd-sight-2"],
      [4, "nd-sight-3"],
      [5, "nd-sight-4"],
    ] as const) {
      playGame(seats, seed, Array(seats).fill("bot"), ({ seat, before }) => {
        const disguised = disguise(before, seat);
        // The disguise touches only what the seat may not see: it is shown exactly the same.
        expect(JSON.stringify(notreDame.view(disguised, seat))).toBe(JSON.stringify(notreDame.view(before, seat)));
        expect(
          notreDame.botMove(disguised, seat),
          `${seed} round ${before.round} ${before.phase} seat ${seat}`,
        ).toEqual(notreDame.botMove(before, seat));
        checked++;
        if (
          disguised.players.some(
            (p, i) => i !== seat && JSON.stringify(p.hand) !== JSON.stringify(before.players[i]?.hand),
          )
        )
          changed++;
      });
    }
    expect(checked).toBeGreaterThan(400);
    expect(changed).toBeGreaterThan(100);
  });
});
