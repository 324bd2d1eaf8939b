/**
 * The 20 events: 8 in deck A (rounds 1–2), 12 in deck B (from round 3) (CHOSEN texts). A left side
 * gains and costs reputation; a right side pays, gives back a master or meets a condition, and
 * raises reputation. The six events the rulebook's notes name carry the behaviour those notes
 * describe (`// Ln`).
 */
import type { Bundle, EventCard, Effect } from "./types.ts";

const gain = (bundle: Bundle): Effect => ({ kind: "gain", gain: bundle });

export const EVENTS: readonly EventCard[] = [
  // Deck A
  // L1284: the right side gives back a hired rural master; the alchemist is no wildcard.
  {
    id: "forest",
    deck: "A",
    left: { effects: [gain({ goods: { wood: 2 }, reputation: -1 })] },
    right: { pay: { master: "rural" }, effects: [gain({ reputation: 3 })] },
  },
  // L1288: drawn in the cards phase, debt can still be repaid then, not later in the round.
  {
    id: "slowEconomy",
    deck: "A",
    left: { effects: [gain({ goods: { ducats: 5 }, reputation: -1 }), { kind: "debt", amount: 2 }] },
    right: { if: { kind: "debtAtMost", debt: 0 }, effects: [gain({ reputation: 2 })] },
  },
  // L1292: at least 3 action tokens that resolved (paid) this phase.
  {
    id: "prosperity",
    deck: "A",
    left: { effects: [gain({ goods: { grain: 1, ducats: 2 }, reputation: -1 })] },
    right: { if: { kind: "tokensUsed", atLeast: 3 }, effects: [gain({ goods: { ducats: 2 }, reputation: 2 })] },
  },
  // L1296: only the hire-master action meets it.
  {
    id: "education",
    deck: "A",
    left: { effects: [gain({ goods: { glass: 1 }, reputation: -2 })] },
    right: { if: { kind: "hired" }, effects: [gain({ reputation: 2 })] },
  },
  {
    id: "harvest",
    deck: "A",
    left: { effects: [gain({ goods: { grain: 2 }, reputation: -1 })] },
    right: { pay: { goods: { grain: 2 } }, effects: [gain({ reputation: 2 })] },
  },
  {
    id: "tithe",
    deck: "A",
    left: { effects: [gain({ goods: { ducats: 3 }, reputation: -1 })] },
    right: { pay: { goods: { ducats: 3 } }, effects: [gain({ reputation: 2 })] },
  },
  {
    id: "fair",
    deck: "A",
    left: { effects: [gain({ goods: { marble: 1 }, reputation: -2 })] },
    right: { pay: { goods: { wood: 1, stone: 1 } }, effects: [gain({ reputation: 2 })] },
  },
  {
    id: "feastDay",
    deck: "A",
    left: { effects: [gain({ goods: { wood: 1, ducats: 2 }, reputation: -1 })] },
    right: { pay: { goods: { grain: 1, ducats: 2 } }, effects: [gain({ reputation: 2 })] },
  },
  // Deck B
  // L1284: a hired church master goes back.
  {
    id: "newWorld",
    deck: "B",
    left: { effects: [gain({ goods: { glass: 1, marble: 1 }, reputation: -3 })] },
    right: { pay: { master: "church" }, effects: [gain({ reputation: 2, angelWings: 1 })] },
  },
  // L1284: a hired urban master goes back.
  {
    id: "favouriteGame",
    deck: "B",
    left: { effects: [gain({ goods: { ducats: 4 }, reputation: -2 })] },
    right: { pay: { master: "urban" }, effects: [gain({ reputation: 3 })] },
  },
  {
    id: "plague",
    deck: "B",
    left: { effects: [gain({ goods: { ducats: 5 }, reputation: -3 })] },
    right: { pay: { goods: { grain: 2, ducats: 2 } }, effects: [gain({ reputation: 3 })] },
  },
  {
    id: "pilgrimage",
    deck: "B",
    left: { effects: [gain({ goods: { grain: 1, ducats: 2 }, reputation: -1 })] },
    right: { pay: { goods: { ducats: 4 } }, effects: [gain({ reputation: 3 })] },
  },
  {
    id: "drought",
    deck: "B",
    left: { effects: [gain({ goods: { ducats: 3 }, reputation: -2 })] },
    right: { pay: { goods: { grain: 2 } }, effects: [gain({ reputation: 2, angelWings: 1 })] },
  },
  {
    id: "crusade",
    deck: "B",
    left: { effects: [gain({ goods: { marble: 1, ducats: 2 }, reputation: -2 })] },
    right: { pay: { goods: { wood: 1, stone: 1, grain: 1 } }, effects: [gain({ reputation: 3 })] },
  },
  {
    id: "relicFound",
    deck: "B",
    left: { effects: [gain({ goods: { glass: 1, ducats: 1 }, reputation: -2 })] },
    right: { pay: { goods: { glass: 1 } }, effects: [gain({ reputation: 3 })] },
  },
  {
    id: "royalVisit",
    deck: "B",
    left: { effects: [gain({ points: 2, reputation: -2 })] },
    right: { pay: { goods: { marble: 1, ducats: 2 } }, effects: [gain({ points: 1, reputation: 3 })] },
  },
  {
    id: "heresyTrial",
    deck: "B",
    left: { effects: [gain({ goods: { ducats: 6 }, reputation: -3 })] },
    right: { pay: { goods: { ducats: 3 } }, effects: [gain({ demonWingsBack: 1, reputation: 1 })] },
  },
  {
    id: "flood",
    deck: "B",
    left: { effects: [gain({ goods: { wood: 2, stone: 1 }, reputation: -2 })] },
    right: { pay: { goods: { wood: 2 } }, effects: [gain({ points: 1, reputation: 2 })] },
  },
  {
    id: "indulgenceSale",
    deck: "B",
    left: { effects: [gain({ goods: { ducats: 3 }, reputation: -2 })] },
    right: { pay: { goods: { ducats: 6 } }, effects: [gain({ indulgences: 1, reputation: 1 })] },
  },
  {
    id: "synod",
    deck: "B",
    left: { effects: [gain({ goods: { stone: 2, grain: 1 }, reputation: -3 })] },
    right: {
      if: { kind: "buildings", symbol: "church", atLeast: 3 },
      effects: [gain({ reputation: 3, angelWings: 1 })],
    },
  },
];
