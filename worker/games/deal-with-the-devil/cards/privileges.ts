/**
 * Privileges (rules file "Privileges"; the symbol → reward pairing is CHOSEN, the rulebook prints
 * icons, L768–787). Small ones upgrade a production field to level 2; large ones reward at once.
 */
import type { LargePrivilege, SymbolNeed } from "./types.ts";

export const SMALL_PRIVILEGES: readonly SymbolNeed[] = [
  { rural: 3 },
  { urban: 3 },
  { church: 3 },
  { rural: 1, urban: 1, church: 1 },
];

export const LARGE_PRIVILEGES: readonly LargePrivilege[] = [
  { id: "rural", need: { rural: 5 }, reward: { goods: { glass: 1, marble: 1 } } },
  { id: "urban", need: { urban: 5 }, reward: { goods: { ducats: 7 } } },
  { id: "church", need: { church: 5 }, reward: { angelWings: 2 } },
  { id: "alchemist", need: { rural: 2, urban: 2, church: 2 }, reward: "alchemist" },
];

/** Hiring a master: 2 ducats from its first space, 3 after it has been used once (L672). */
export const MASTER_PRICE = { first: 2, again: 3 } as const;
