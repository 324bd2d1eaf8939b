import { FIELDS, RAT_MAX, type Field, type Person } from "./data.ts";
import { fieldCount, type PlayerState } from "./state.ts";

const counts = (p: PlayerState): number[] => FIELDS.map((f) => fieldCount(p, f));

/** Prestige the personalities without choices pay out, from the briber's position (advisor counted). */
export const PRESTIGE_BY_PERSON: Partial<Record<Person, (p: PlayerState) => number>> = {
  cityGuard: (p) => counts(p).reduce((a, b) => a + b, 0) + p.cathedral,
  nightWatchman: (p) => counts(p).filter((n) => n === 0).length,
  guildMaster: (p) => 2 * counts(p).filter((n) => n >= 2).length,
  beggarKing: (p) => RAT_MAX - p.rat,
  lawyer: (p) => 3 * Math.floor(p.tokens.length / 2),
  courtLady: (p) => Math.max(...counts(p)),
  mayor: (p) => 3 * counts(p).filter((n) => n >= 3).length,
  carpenter: (p) => counts(p).filter((n) => n >= 1).length,
};

/** Fields with no cube and no advisor: where the bishop may put a cube. */
export function emptyFields(p: PlayerState): Field[] {
  return FIELDS.filter((f) => fieldCount(p, f) === 0);
}

/** Whether a personality with choices can do anything for this player (else its bribe takes no parameters). */
export function hasEffect(person: Person, p: PlayerState): boolean {
  switch (person) {
    case "minstrel":
      return FIELDS.some((f) => fieldCount(p, f) > 0);
    case "juggler":
      return p.cathedral > 0 || FIELDS.some((f) => fieldCount(p, f) > 0);
    case "bishop":
      return p.reserve > 0 && emptyFields(p).length > 0;
    default:
      return true;
  }
}
