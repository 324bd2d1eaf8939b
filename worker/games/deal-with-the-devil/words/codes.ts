import type { MoveCodes, Seat } from "../../contract.ts";
import { offeredMoves } from "../../codes.ts";
import { BUILDINGS } from "../cards/index.ts";
import { legalMoves } from "../legal.ts";
import type { Move } from "../moves.ts";
import type { DevilState, Step } from "../state.ts";

/** The shortest prefix (3 letters at least) that tells a building from every other: "FAR", "OBS", "CUS". */
function shortest(id: string): string {
  const upper = id.toUpperCase().replace(/[^A-Z0-9]/g, "");
  for (let n = 3; n < upper.length; n++) {
    const prefix = upper.slice(0, n);
    if (
      BUILDINGS.every(
        (b) =>
          b.id === id ||
          !b.id
            .toUpperCase()
            .replace(/[^A-Z0-9]/g, "")
            .startsWith(prefix),
      )
    )
      return prefix;
  }
  return upper;
}

const SHORT: ReadonlyMap<string, string> = new Map(BUILDINGS.map((b) => [b.id, shortest(b.id)]));
const short = (id: string) => SHORT.get(id) ?? id.toUpperCase();

/**
 * Deal with the Devil's codes, for the steps whose choices fit a list: "K FAR" keep a building (its
 * name's shortest prefix no other building's shares), "P FAR MIL" pass two, "YES" / "NO" to the chest in front of you ("YES T2": two tainted soul
 * pieces), "V 3" a ring on seat 3 ("V 0": none), "PROVE" / "CONFESS", "W 2" two angel wings. A
 * plan, an offer, the ritual and the answers are composed at the table, and no move with market
 * acts has a code: their mails link to the table only.
 */
export function writeCode(move: Move): string | undefined {
  if ("market" in move && move.market?.length) return undefined;
  switch (move.type) {
    case "keep":
      return `K ${short(move.card)}`;
    case "pass":
      return move.wishes?.length ? undefined : `P ${move.cards.map(short).join(" ")}`;
    case "view":
      return move.accept ? (move.tainted === undefined ? "YES" : `YES T${move.tainted}`) : "NO";
    case "vote":
      return `V ${move.target === null ? 0 : move.target + 1}`;
    case "defend":
      return move.prove ? "PROVE" : "CONFESS";
    case "wings":
      return `W ${move.count}`;
    default:
      return undefined;
  }
}

/** The steps whose turn mails list codes. */
const LISTED: readonly Step[] = ["keep", "pass", "view1", "view2", "vote", "defend", "wings"];

function offered(state: DevilState, seat: Seat): Move[] {
  return LISTED.includes(state.step) ? offeredMoves(writeCode, [], legalMoves(state, seat)) : [];
}

export const codes: MoveCodes<DevilState, Move> = { write: writeCode, offered };
