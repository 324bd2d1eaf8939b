/**
 * What a seat (undefined: a spectator) may know. Anonymity is the product: another seat's role,
 * goods, soul pieces, indulgences, hand, events, plan, vote, defence, ritual chest and answers,
 * every chest's owner and viewer, and the deck orders never appear here before the rules reveal
 * them. During a step, others see a seat's public debt as it was when the step began (market acts
 * made inside a step are public only when it resolves).
 */
import type { Seat } from "../contract.ts";
import { INQUISITORS } from "./cards/index.ts";
import { obligations } from "./inquisition.ts";
import { finalTerms, outcome } from "./scoring.ts";
import type { DevilState, Player } from "./state.ts";
import { chestFor, chestSeen } from "./trading.ts";
import { toAct } from "./turns.ts";

const RED_INQUISITORS = INQUISITORS.filter((q) => q.colour === "red").map((q) => q.id);

/** Roles are revealed when round 5's ritual chests are opened (L1064), and everything at the end. */
export function rolesRevealed(s: DevilState): boolean {
  return s.step === "over" || (s.round === 5 && s.step === "answer");
}

export function view(s: DevilState, seat: Seat | undefined) {
  const revealed = rolesRevealed(s);
  return {
    game: s.game,
    round: s.round,
    first: s.first,
    step: s.step,
    /** Only the viewer's own seat: who else is still to act is each seat's secret (the game's `secretWaiting`). */
    toAct: toAct(s).filter((x) => x === seat),
    you: seat,
    players: s.players.map((p, i) => playerView(s, p, i, seat)),
    /**
     * The board's inquisitors: bribes, A–C bribed away, B and C face up after round 3, the red ones
     * (known by their backs, L319), and so, by elimination, the red one left in the box (L317).
     */
    inquisitors: {
      ...s.inquisitors,
      yellowUp: [true, s.round > 3, s.round > 3],
      redInBox: RED_INQUISITORS.filter((id) => !s.inquisitors.red.includes(id)),
    },
    /** Guesses set aside after round 3: their tokens carry the chest's mark, not the guesser (L981); sorted, so their order names nobody. */
    guesses: s.guesses
      .map((g) => ({
        mark: s.players[g.by]?.mark ?? "mortal1",
        role: g.role,
        target: g.target,
        by: revealed ? g.by : undefined,
      }))
      .sort((a, b) => a.mark.localeCompare(b.mark) || a.role.localeCompare(b.role) || a.target - b.target),
    devilExposed: s.devilExposed,
    /** Reputation and score as each round ended: public, as the track and the score are. */
    history: s.history ?? [],
    accused: s.accused,
    me: seat === undefined ? undefined : myView(s, seat),
    outcome: outcome(s),
  };
}

/** Seat i's player as `seat` sees it: the public board, what only seat i may see, and everything at the end. */
function playerView(s: DevilState, p: Player, i: Seat, seat: Seat | undefined) {
  const over = s.step === "over";
  return {
    side: p.side,
    role: rolesRevealed(s) || i === seat ? p.role : undefined,
    debt: i === seat || over ? p.debt : (s.debt0[i] ?? p.debt),
    interest: p.interest,
    reputation: p.reputation,
    score: p.score,
    angelWings: p.angel,
    demonWings: p.demon,
    houseGuests: p.guests,
    fields: p.fields,
    small: p.small.map((x) => x.state),
    large: p.large,
    masters: p.masters,
    built: p.built,
    stabled: p.stabled,
    tokens: p.tokens,
    freeTokens: p.free,
    /** Another seat's hand while it keeps and its events while it plans change with its submission: hidden in those steps. */
    handSize: i === seat || s.step !== "keep" ? p.hand.length : undefined,
    events: i === seat || s.step !== "plan" ? p.events.length : undefined,
    /** Shown requirement cards: another seat's only once the cards phase resolved. */
    wishes: i === seat || s.step !== "pass" ? p.wishes : [],
    confessed: p.confessed,
    submitted: i === seat || over ? (s.done[i] ?? false) : undefined,
    obligations: s.step === "answer" ? obligations(s, i) : undefined,
    final: over ? finalTerms(s, i) : undefined,
    secrets: over
      ? { goods: p.goods, pure: p.pure, tainted: p.tainted, indulgences: p.indulgences, hand: p.hand, mark: p.mark }
      : undefined,
  };
}

/** The viewer's own secrets and submissions. */
function myView(s: DevilState, seat: Seat) {
  const me = s.players[seat];
  if (me === undefined) return undefined;
  return {
    seat,
    role: me.role,
    mark: me.mark,
    goods: me.goods,
    pure: me.pure,
    tainted: me.tainted,
    indulgences: me.indulgences,
    hand: me.hand,
    events: me.events,
    drawn: s.step === "pass" ? s.drawn[seat] : undefined,
    chest:
      ["view1", "view2"].includes(s.step) || (s.step === "offer" && s.done[seat])
        ? { offer: s.chests[seat]?.offer, price: s.chests[seat]?.price }
        : undefined,
    viewing:
      s.step === "view1" || s.step === "view2"
        ? chestSeen(s, chestFor(s, seat, s.step === "view1" ? 1 : 2))
        : undefined,
    plan: s.plans[seat] ?? undefined,
    vote: s.step === "vote" ? s.votes[seat] : undefined,
    defence: s.defences[seat] ?? undefined,
    wings: s.step === "wings" && s.done[seat] ? s.wings[seat] : undefined,
    ritual: s.ritual[seat] ?? undefined,
    answers: s.answers[seat] ?? undefined,
    guesses: s.guesses.filter((g) => g.by === seat),
  };
}

export type DevilView = ReturnType<typeof view>;
