import type { Seat } from "../contract.ts";
import { CATHEDRAL_PRESTIGE, RAT_MAX, RATS } from "./data.ts";
import { outcome } from "./outcome.ts";
import { plagueStep, plagueValue } from "./plague.ts";
import type { NotreDameState } from "./state.ts";
import { toAct } from "./turns.ts";

/**
 * What `seat` (undefined: a spectator) may know. Hidden from others: hands, draft offers, cards
 * passed, the discarded card, every deck order, and prestige while `hiddenScores` is on.
 */
export function view(state: NotreDameState, seat: Seat | undefined) {
  const over = state.phase === "over";
  const prestigeVisible = (i: Seat): boolean => over || !state.options.hiddenScores || i === seat;
  const me = seat === undefined ? undefined : state.players[seat];
  return {
    game: state.game,
    options: state.options,
    round: state.round,
    period: Math.ceil(state.round / 3),
    phase: state.phase,
    toAct: toAct(state),
    bellRinger: state.bellRinger,
    quarters: state.quarters,
    revealed: state.revealed.map((person) => ({ person, rats: RATS[person] })),
    plague: plagueValue(state),
    cathedralPrestige: CATHEDRAL_PRESTIGE[state.players.length] ?? 0,
    coins: state.coins,
    decks: { brown: state.brown.length, grey: state.grey.length },
    tokens: state.tokens,
    players: state.players.map((p, i) => ({
      quarter: p.quarter,
      supply: p.supply,
      reserve: p.reserve,
      fields: p.fields,
      cathedral: p.cathedral,
      advisor: p.advisor,
      carriage: p.carriage,
      coins: p.coins,
      rat: p.rat,
      /** Where the rat marker lands in this round's plague if nothing changes. */
      ratForecast: Math.max(0, Math.min(RAT_MAX, p.rat + plagueStep(state, p))),
      plagueStrikes: p.rat + plagueStep(state, p) > RAT_MAX,
      tokens: p.tokens,
      played: p.played,
      cards: { deck: p.deck.length, hand: p.hand.length, discarded: p.discarded !== undefined },
      drafted: state.draft ? (state.draft.done[i] ?? false) : undefined,
      physician: p.physician,
      sacrifice: p.sacrifice,
      prestige: prestigeVisible(i) ? p.prestige : undefined,
      prestigeHistory: prestigeVisible(i) ? state.history.map((row) => row[i] ?? 0) : undefined,
    })),
    me:
      me === undefined || seat === undefined
        ? undefined
        : {
            seat,
            hand: me.hand,
            offer: state.draft?.offers[seat],
            draftStep: state.draft?.step,
            passed: me.passed,
            discarded: me.discarded,
          },
    outcome: over ? outcome(state) : undefined,
  };
}

/** What a seat sees: the shape the web's board draws. */
export type NotreDameView = ReturnType<typeof view>;
