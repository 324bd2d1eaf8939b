/**
 * Level 6's bot looks one turn ahead: each candidate decision is played through the engine to the
 * end of the turn (the other decisions by the timeout defaults) and the position it leaves is
 * valued (worth.ts). The bot may not see the piles' order nor face-down fronts, so the turn is
 * played on a copy whose piles are refilled from the tiles nobody has seen, in an order of the
 * bot's own: what it learns from the copy is what every player could work out.
 */
import type { Seat } from "../contract.ts";
import { tilesFor } from "./catalogue.ts";
import { play } from "./play.ts";
import type { Move } from "./moves.ts";
import { seedRng, shuffle } from "../rng.ts";
import { isFaceUp, type CarcassonneState } from "./state.ts";
import { rankPlacements } from "./strategy.ts";
import { worth } from "./worth.ts";

/** A decision made without looking ahead (the timeout defaults, the bot's heuristics). */
export type Policy = (state: CarcassonneState, seat: Seat) => Move;

/** Placements played through, the best judged by the heuristics (the rest rarely win). */
const PLACEMENTS = 12;

/** The piles as a player could imagine them: the unseen tiles, in a fixed order of the bot's own. */
export function imaginedPiles(s: CarcassonneState): string[][] {
  const counts = new Map<string, number>();
  for (const id of tilesFor(s.options.level)) counts.set(id, (counts.get(id) ?? 0) + 1);
  const seen = (id: string | undefined): void => {
    if (id !== undefined) counts.set(id, (counts.get(id) ?? 0) - 1);
  };
  for (const tile of s.tiles) if (isFaceUp(tile)) seen(tile.id);
  for (const id of s.discarded) seen(id);
  seen(s.current);
  const unseen = [...counts].flatMap(([id, n]) => Array.from({ length: Math.max(0, n) }, () => id));
  const [order] = shuffle(unseen, seedRng(`imagined-${s.tiles.length}-${s.pile}`));
  let at = 0;
  return s.piles.map((p) =>
    p.map(() => {
      const id = order[at++];
      // The piles hold unseen tiles only (the face-down ones and the hidden one are unseen too).
      if (id === undefined) throw new Error("more tiles in the piles than unseen");
      return id;
    }),
  );
}

/** The decisions the look-ahead weighs in full; the others (the level 2–4 extra ghost, never on level 6) follow the policy. */
const WEIGHED: readonly CarcassonneState["phase"][] = ["meeple", "bury", "evaluate", "dog", "faceDown"];

/**
 * What the rest of the turn from `state` is worth at best: each weighed decision tried in full,
 * the others made by `policy`, each line valued where the turn ends (the next placement or the end).
 */
function onward(state: CarcassonneState, policy: Policy, options: (s: CarcassonneState) => Move[]): number {
  let s = state;
  while (s.phase !== "place" && s.phase !== "over" && !WEIGHED.includes(s.phase)) {
    const seat = s.turn.seat;
    const result = play(s, seat, policy(s, seat));
    if (!result.ok) throw new Error(`the bot's own move was refused: ${JSON.stringify(result.error)}`);
    s = result.played.state;
  }
  if (s.phase === "place" || s.phase === "over") return worth(s);
  return best(s, s.turn.seat, options(s), policy, options)?.value ?? worth(s);
}

/** The best of `moves` from `state` (a copy with imagined piles), each valued at the end of the turn. */
function best(
  state: CarcassonneState,
  seat: Seat,
  moves: readonly Move[],
  policy: Policy,
  options: (s: CarcassonneState) => Move[],
): { move: Move; value: number } | undefined {
  let top: { move: Move; value: number } | undefined;
  for (const move of moves) {
    const result = play(state, seat, move);
    if (!result.ok) continue;
    const value = onward(result.played.state, policy, options);
    if (!top || value > top.value) top = { move, value };
  }
  return top;
}

/** The decision the look-ahead makes now, or undefined when it leaves it to the policy. */
export function lookAhead(
  state: CarcassonneState,
  seat: Seat,
  moves: readonly Move[],
  policy: Policy,
  options: (s: CarcassonneState) => Move[],
): Move | undefined {
  if (state.phase !== "place" && !WEIGHED.includes(state.phase)) return undefined;
  const s: CarcassonneState = { ...state, piles: imaginedPiles(state) };
  const tried =
    state.phase === "place"
      ? rankPlacements(state, seat, moves)
          .slice(0, PLACEMENTS)
          .map((j) => j.m)
      : options(s);
  return best(s, seat, tried, policy, options)?.move;
}
