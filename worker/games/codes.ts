import type { GameDefinition, Seat } from "./contract.ts";

/** How many moves a turn mail lists at most; the table has the rest. */
export const OFFERED_MOVES = 12;

/** A code as a reader may type it: any case, spaces and commas as they come. */
export function normalizeCode(code: string): string {
  return code
    .trim()
    .toUpperCase()
    .replace(/[\s,;]+/g, " ");
}

/** The seat's legal move whose code is `code` (`MoveCodes`), or undefined. */
export function readCode<State, Move>(
  game: Pick<GameDefinition<State, Move, unknown>, "legalMoves" | "codes">,
  state: State,
  seat: Seat,
  code: string,
): Move | undefined {
  const wanted = normalizeCode(code);
  if (wanted === "") return undefined;
  return game.legalMoves(state, seat).find((move) => {
    const written = game.codes.write(move);
    return written !== undefined && normalizeCode(written) === wanted;
  });
}

/**
 * The moves a mail offers: `first` (the game's pick, e.g. its bot's move), then the legal moves in
 * their order, each code once, those without a code left out, `OFFERED_MOVES` at most.
 */
export function offeredMoves<Move>(
  write: (move: Move) => string | undefined,
  first: readonly Move[],
  legal: readonly Move[],
): Move[] {
  const seen = new Set<string>();
  const out: Move[] = [];
  for (const move of [...first, ...legal]) {
    const code = write(move);
    if (code === undefined || seen.has(code)) continue;
    seen.add(code);
    out.push(move);
    if (out.length === OFFERED_MOVES) break;
  }
  return out;
}
