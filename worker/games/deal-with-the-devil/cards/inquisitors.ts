/**
 * The inquisitors (L1356–1372; rules file "Content"). Amounts the rulebook does not print are
 * CHOSEN (marked *). The box holds 11: 3 yellow, 4 red, 4 brown, all here. The rules file left the
 * fourth red card out as undescribed, but the rulebook describes it (the Libertine, L1372) and
 * deals 3 of the 4 red ones, the last back to the box (L317); the rulebook wins.
 */
import type { Inquisitor } from "./types.ts";

const HOUSE_GUEST_PENALTY = [{ kind: "gain", gain: { points: -4 } }] as const;

export const INQUISITORS: readonly Inquisitor[] = [
  // L1358: −2 per resource not handed in; 3 resources*.
  {
    id: "ascetic",
    name: "ascetic",
    colour: "yellow",
    letter: "A",
    penalty: [{ kind: "handIn", resources: 3, points: -2 }],
  },
  // L1360: per privilege gained, −1* each.
  {
    id: "fundamentalist",
    name: "fundamentalist",
    colour: "yellow",
    letter: "B",
    penalty: [{ kind: "gain", gain: { points: -1 }, per: { of: "privileges", size: "all" } }],
  },
  // L1366: per pair of buildings, rounded down, −1* each.
  {
    id: "friar",
    name: "friar",
    colour: "yellow",
    letter: "C",
    penalty: [{ kind: "gain", gain: { points: -1 }, per: { of: "buildingPairs" } }],
  },
  // L1364: −2*, and −2* more unless the best reputation.
  {
    id: "speaker",
    name: "speaker",
    colour: "red",
    penalty: [
      { kind: "gain", gain: { points: -2 } },
      { kind: "gain", gain: { points: -2 }, if: { kind: "reputation", is: "notHighest" } },
    ],
  },
  // L1368: the second-highest building; with two tied on top, one of them.
  { id: "vandal", name: "vandal", colour: "red", penalty: [{ kind: "destroy" }] },
  // L1370: the uncle's debts (+3*) with overflow, then −1* per 2 debt.
  {
    id: "debtCollector",
    name: "debtCollector",
    colour: "red",
    penalty: [
      { kind: "debt", amount: 3 },
      { kind: "gain", gain: { points: -1 }, per: { of: "debtPairs" } },
    ],
  },
  // L1372: spares your points for a rare resource for the cathedral; −3* if you hand in none.
  {
    id: "libertine",
    name: "libertine",
    colour: "red",
    penalty: [{ kind: "handIn", resources: 1, of: "rare", points: -3 }],
  },
  // L1362: takes 4 points.
  { id: "houseGuest1", name: "houseGuest", colour: "brown", penalty: HOUSE_GUEST_PENALTY },
  { id: "houseGuest2", name: "houseGuest", colour: "brown", penalty: HOUSE_GUEST_PENALTY },
  { id: "houseGuest3", name: "houseGuest", colour: "brown", penalty: HOUSE_GUEST_PENALTY },
  { id: "houseGuest4", name: "houseGuest", colour: "brown", penalty: HOUSE_GUEST_PENALTY },
];
