import type { MoveCodes, Seat } from "../../contract.ts";
import { offeredMoves } from "../../codes.ts";
import { timeoutMove } from "../bot.ts";
import { legalMoves } from "../legal.ts";
import type { Move } from "../moves.ts";
import type { CarcassonneState } from "../state.ts";

const at = (m: { x: number; y: number }) => `${m.x} ${m.y}`;

/**
 * Carcassonne ghosts' codes, places as "x y" of the board the table shows: "P 2 -1 1" the tile
 * at (2, -1) turned a quarter clockwise once, "H x y" haunt, "B x y" or "B RED" bury, "M CITY 1 RED" a guard on
 * the tile's city 1 (never a letter and a digit together: those are tile names), "N" no guard, "S 7" score feature 7, "A 7 x y 2" appease, "D x y" a dog (then
 * "x y n" per removal), "F x y" the face-down tile.
 */
export function writeCode(move: Move): string {
  switch (move.type) {
    case "place":
      return `P ${at(move)} ${move.r}`;
    case "haunt":
      return `H ${at(move)}`;
    case "bury":
      return move.colour === undefined ? `B ${move.x} ${move.y}` : `B ${move.colour.toUpperCase()}`;
    case "meeple":
      return `M ${move.kind.toUpperCase()} ${move.index} ${move.colour.toUpperCase()}`;
    case "noMeeple":
      return "N";
    case "score":
      return `S ${move.feature}`;
    case "appease":
      return `A ${move.feature} ${at(move)} ${move.count}`;
    case "dog":
      return [`D ${at(move)}`, ...move.remove.map((r) => `${at(r)} ${r.count}`)].join(" ");
    case "faceDown":
      return `F ${at(move)}`;
  }
}

/**
 * The rules file's default choice first (the bot's look-ahead at levels 5–6 costs up to a second
 * of CPU per mail), then the legal moves in their order.
 */
function offered(state: CarcassonneState, seat: Seat): Move[] {
  const legal = legalMoves(state, seat);
  return legal.length === 0 ? [] : offeredMoves(writeCode, [timeoutMove(state, seat, legal)], legal);
}

export const codes: MoveCodes<CarcassonneState, Move> = { write: writeCode, offered };
