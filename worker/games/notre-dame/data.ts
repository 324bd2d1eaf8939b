/**
 * Notre Dame component data. Values the rulebooks do not print are marked CHOSEN (see
 * shared/rules/notre-dame.md): when the printed values are known, replace them here.
 */

export const FIELDS = ["hospital", "residence", "school", "inn", "bank", "coach", "park"] as const;
export type Field = (typeof FIELDS)[number];

export const CARDS = [...FIELDS, "notreDame", "advisor"] as const;
export type Card = (typeof CARDS)[number];

export const GAINS = ["coin", "cube", "rat"] as const;
/** One choice of the inn and the barmaid. */
export type Gain = (typeof GAINS)[number];

export const BROWN = ["barmaid", "monk", "moneylender", "minstrel", "juggler", "physician"] as const;
export const GREY_A = ["cityGuard", "nightWatchman", "bishop"] as const;
export const GREY_B = ["guildMaster", "beggarKing", "lawyer"] as const;
export const GREY_C = ["courtLady", "mayor", "carpenter"] as const;
export const PERSONS = [...BROWN, ...GREY_A, ...GREY_B, ...GREY_C] as const;
export type Person = (typeof PERSONS)[number];

/** Rats printed on each personality (CHOSEN, consistent with every rulebook example). */
export const RATS: Readonly<Record<Person, number>> = {
  barmaid: 1,
  monk: 1,
  moneylender: 2,
  minstrel: 2,
  juggler: 0,
  physician: 3,
  cityGuard: 0,
  nightWatchman: 1,
  bishop: 0,
  guildMaster: 1,
  beggarKing: 2,
  lawyer: 1,
  courtLady: 1,
  mayor: 2,
  carpenter: 1,
};

/** Prestige the cathedral shares out each period, by number of players (3 and 5 inferred). */
export const CATHEDRAL_PRESTIGE: Readonly<Record<number, number>> = { 2: 6, 3: 8, 4: 10, 5: 12 };

/** Prestige for donating 1, 2 or 3 coins with the Notre Dame card. */
export const DONATION_PRESTIGE = [0, 1, 3, 6] as const;

export const TOKEN_KINDS = ["coin", "cube", "rat", "prestige"] as const;
/** A message token's kind: what it gives when taken. */
export type TokenKind = (typeof TOKEN_KINDS)[number];
export const TOKEN_PRESTIGE: Readonly<Record<TokenKind, number>> = { coin: 1, cube: 2, rat: 3, prestige: 4 };

export const COINS_IN_GAME = 25;
export const START_COINS = 3;
export const CUBES_PER_COLOUR = 14;
export const START_SUPPLY_CUBES = 4;
export const RAT_MAX = 9;
export const ROUNDS = 9;
export const ROUNDS_PER_PERIOD = 3;
export const PLAGUE_PENALTY = 2;
/** With four or more cubes in the inn, two choices instead of one. */
export const INN_DOUBLE_FROM = 4;
