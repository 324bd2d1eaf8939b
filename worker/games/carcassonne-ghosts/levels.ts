/** The six levels' figures (rules file, "Levels"). */
export type LevelRules = {
  /** Ghosts in the bank before the 3 of the start board leave it. */
  readonly bank: number;
  readonly goal: number;
  /** Score a dog's pile must reach before it runs out; empty: one pile and no dogs. */
  readonly dogs: readonly number[];
  /** Levels 2+: castles and cemeteries are in play. */
  readonly centres: boolean;
  /** Levels 5–6: cursed cemeteries (8 neighbours close one, ghosts around a new one, face-down tiles). */
  readonly cursed: boolean;
  /** Level 6: every colour scores on its own. */
  readonly perColour: boolean;
};

export const LEVELS: Readonly<Record<number, LevelRules>> = {
  1: { bank: 15, goal: 50, dogs: [], centres: false, cursed: false, perColour: false },
  2: { bank: 15, goal: 75, dogs: [], centres: true, cursed: false, perColour: false },
  3: { bank: 15, goal: 100, dogs: [15, 50], centres: true, cursed: false, perColour: false },
  4: { bank: 13, goal: 120, dogs: [20, 60], centres: true, cursed: false, perColour: false },
  5: { bank: 13, goal: 100, dogs: [15, 50], centres: true, cursed: true, perColour: false },
  6: { bank: 12, goal: 50, dogs: [10, 25], centres: true, cursed: true, perColour: true },
};

export function rulesOf(level: number): LevelRules {
  const rules = LEVELS[level];
  if (!rules) throw new Error(`no level ${level}`);
  return rules;
}

/** The meeple colours, in the rulebook's order; colour i of a game is COLOURS[i]. */
export const COLOURS = ["red", "green", "blue", "yellow", "black", "pink"] as const;
export type ColourName = (typeof COLOURS)[number];

/** Levels 3+: the tiles are dealt into 3 piles of 20. */
export const PILE_SIZE = 20;
/** Most ghosts one evaluation or one dog takes off one tile. */
export const MAX_REMOVAL = 3;
