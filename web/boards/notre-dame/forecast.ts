import { playCard, bribe, type Ctx, type NotreDameState } from "../../../worker/games/notre-dame/table.ts";
import type { RuleError } from "../../../worker/games/contract.ts";
import type { Field, Move, NdView } from "./types.ts";

/**
 * The engine's state as far as one seat knows it, rebuilt from its view: enough for the engine's
 * own card and personality effects on that seat (my fields, cubes, coins, rat, the markets and
 * tokens, the coin supply and the others' coins). Secrets (decks, other hands) are left empty.
 */
function knownState(view: NdView, seat: number): NotreDameState | undefined {
  const me = view.me;
  if (!me || me.seat !== seat) return undefined;
  return {
    game: "notre-dame",
    options: view.options,
    quarters: view.quarters,
    rng: [0, 0, 0, 0],
    round: view.round,
    phase: view.phase,
    bellRinger: view.bellRinger,
    // Zero turns so far: a single effect never ends the phase, so nothing beyond the move happens.
    turns: 0,
    brown: [],
    grey: [],
    revealed: view.revealed.map((r) => r.person),
    coins: view.coins,
    tokens: { ...view.tokens },
    players: view.players.map((p, i) => ({
      quarter: p.quarter,
      deck: [],
      hand: i === seat ? me.hand.slice() : [],
      played: p.played.slice(),
      passed: [],
      supply: p.supply,
      reserve: p.reserve,
      fields: { ...p.fields },
      cathedral: p.cathedral,
      ...(p.advisor === undefined ? {} : { advisor: p.advisor }),
      carriage: p.carriage,
      coins: p.coins,
      prestige: p.prestige ?? 0,
      rat: p.rat,
      tokens: p.tokens.slice(),
      physician: p.physician,
    })),
    history: [],
  };
}

/**
 * What a move does for its player: amounts gained, the physician's protection, how many pieces a
 * field holds after pieces moved onto it (minstrel, juggler), and coins paid (a bribe, a donation).
 */
export type Outcome = {
  coins: number;
  cubes: number;
  ratBack: number;
  prestige: number;
  paid: number;
  physician: boolean;
  moved?: { to: Field; holds: number };
};

/** The engine carries out a card or a bribe on the known state: what it gives, or the rule it breaks. */
export function tryMove(
  view: NdView,
  seat: number,
  move: Move,
): { ok: true; outcome: Outcome } | { ok: false; error: RuleError } | undefined {
  if (move.type !== "play" && move.type !== "bribe") return undefined;
  const state = knownState(view, seat);
  if (!state) return undefined;
  const ctx: Ctx = { s: state, events: [], reveals: false };
  const before = state.players[seat]?.coins ?? 0;
  const error = move.type === "play" ? playCard(ctx, seat, move) : bribe(ctx, seat, move);
  if (error) return { ok: false, error };
  const after = ctx.s.players[seat];
  const outcome: Outcome = {
    coins: 0,
    cubes: 0,
    ratBack: 0,
    prestige: 0,
    paid: 0,
    physician: move.type === "bribe" && move.person === "physician" && after?.physician === true,
  };
  for (const { event } of ctx.events) {
    if (event.type === "piecesMoved" && event.seat === seat && after) {
      const to = event.to as Field;
      outcome.moved = { to, holds: after.fields[to] + (after.advisor === to ? 1 : 0) };
    }
    if (event.type !== "gained" || event.seat !== seat) continue;
    for (const key of ["coins", "cubes", "ratBack", "prestige"] as const) {
      const amount = event[key];
      if (typeof amount === "number") outcome[key] += amount;
    }
  }
  outcome.paid = Math.max(0, before + outcome.coins - (after?.coins ?? 0));
  return { ok: true, outcome };
}
