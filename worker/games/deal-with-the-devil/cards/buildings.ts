/**
 * The 80 buildings, 16 per round (CHOSEN: the rulebook prints no card texts). Every card the
 * rulebook's notes name (L1276–1354) is here with the effect its note describes (`// Ln`); the rest
 * follow the same vocabulary. Numbers are first guesses for the bots' balance runs: round 1 costs
 * two or three commons and scores 0–1, round 5 costs five or six goods and scores 4–6; a science
 * building also costs 4 reputation and scores more. Round 1 is dealt by letter: A rural, B urban,
 * C church, D science or double, so every player starts with one of each kind.
 * The order matters: a player's ongoing effects of one phase resolve in this order (types.ts).
 */
import type { Building, BuildingEffect, Bundle, Condition, Count, Effect, Goods, Master, Payment } from "./types.ts";

const gain = (bundle: Bundle, more: { per?: Count; if?: Condition } = {}): Effect => ({
  kind: "gain",
  gain: bundle,
  ...more,
});
const exchange = (pay: Payment, bundle: Bundle): Effect => ({ kind: "exchange", pay, gain: bundle });
const immediate = (...effects: Effect[]): BuildingEffect => ({ timing: "immediate", effects });
const action = (...effects: Effect[]): BuildingEffect => ({ timing: "action", effects });
const production = (...effects: Effect[]): BuildingEffect => ({ timing: "ongoing", phase: "production", effects });
const reputationPhase = (...effects: Effect[]): BuildingEffect => ({ timing: "ongoing", phase: "reputation", effects });
const atFinal = (...effects: Effect[]): BuildingEffect => ({ timing: "ongoing", phase: "final", effects });
const perBuilding = (symbol: Master): Count => ({ of: "buildings", symbol });
/** A science building's price: its goods and 4 reputation (L850). */
const science = (goods: Goods): Payment => ({ goods, reputation: 4 });

export const BUILDINGS: readonly Building[] = [
  // Round 1, A: rural
  {
    id: "farm",
    round: 1,
    letter: "A",
    symbols: ["rural"],
    cost: { goods: { wood: 1, grain: 1 } },
    points: 0,
    effect: production(gain({ goods: { grain: 1 } })),
  },
  {
    id: "woodcutter",
    round: 1,
    letter: "A",
    symbols: ["rural"],
    cost: { goods: { stone: 1, grain: 1 } },
    points: 0,
    effect: production(gain({ goods: { wood: 1 } })),
  },
  { id: "orchard", round: 1, letter: "A", symbols: ["rural"], cost: { goods: { wood: 1 } }, points: 1 },
  {
    id: "mill",
    round: 1,
    letter: "A",
    symbols: ["rural"],
    cost: { goods: { wood: 1, stone: 1 } },
    points: 0,
    effect: action(exchange({ goods: { grain: 1 } }, { goods: { ducats: 3 } })),
  },
  // Round 1, B: urban
  {
    id: "market",
    round: 1,
    letter: "B",
    symbols: ["urban"],
    cost: { goods: { wood: 1, stone: 1 } },
    points: 0,
    effect: action(gain({ goods: { ducats: 2 } })),
  },
  {
    id: "glassworks",
    round: 1,
    letter: "B",
    symbols: ["urban"],
    cost: { goods: { stone: 1, grain: 1 } },
    points: 0,
    effect: action(exchange({ goods: { wood: 2 } }, { goods: { glass: 1 } })),
  },
  {
    id: "moneychanger",
    round: 1,
    letter: "B",
    symbols: ["urban"],
    cost: { goods: { stone: 1 } },
    points: 0,
    effect: action(exchange({ goods: { ducats: 4 } }, { goods: { marble: 1 } })),
  },
  { id: "townhouse", round: 1, letter: "B", symbols: ["urban"], cost: { goods: { stone: 2 } }, points: 1 },
  // Round 1, C: church
  {
    id: "chapel",
    round: 1,
    letter: "C",
    symbols: ["church"],
    cost: { goods: { stone: 1 } },
    points: 0,
    effect: immediate(gain({ reputation: 2 })),
  },
  {
    id: "shrine",
    round: 1,
    letter: "C",
    symbols: ["church"],
    cost: { goods: { wood: 1, stone: 1 } },
    points: 0,
    effect: reputationPhase(gain({ reputation: 1 })),
  },
  // L714: its reminder token goes on the production board, so its effect works in production.
  {
    id: "parsonage",
    round: 1,
    letter: "C",
    symbols: ["church"],
    cost: { goods: { wood: 1, grain: 1 } },
    points: 0,
    effect: production(gain({ goods: { ducats: 2 } })),
  },
  {
    id: "almshouse",
    round: 1,
    letter: "C",
    symbols: ["church"],
    cost: { goods: { grain: 1, ducats: 2 } },
    points: 0,
    effect: immediate(gain({ angelWings: 1 })),
  },
  // Round 1, D: science or two symbols
  {
    id: "apothecary",
    round: 1,
    letter: "D",
    symbols: ["science"],
    cost: science({ grain: 1 }),
    points: 1,
    effect: action(exchange({ goods: { grain: 1 } }, { goods: { glass: 1 } })),
  },
  {
    id: "villageGreen",
    round: 1,
    letter: "D",
    symbols: ["rural", "urban"],
    cost: { goods: { wood: 1, stone: 1, grain: 1 } },
    points: 0,
  },
  {
    id: "pilgrimHostel",
    round: 1,
    letter: "D",
    symbols: ["urban", "church"],
    cost: { goods: { stone: 1, grain: 1, ducats: 1 } },
    points: 0,
  },
  {
    id: "monasteryGarden",
    round: 1,
    letter: "D",
    symbols: ["rural", "church"],
    cost: { goods: { wood: 1, grain: 1, ducats: 1 } },
    points: 0,
  },

  // Round 2
  {
    id: "vineyard",
    round: 2,
    symbols: ["rural"],
    cost: { goods: { wood: 1, stone: 1, grain: 1 } },
    points: 1,
    effect: action(gain({ goods: { ducats: 1 } }, { per: perBuilding("rural") })),
  }, // L1314
  {
    id: "granary",
    round: 2,
    symbols: ["rural"],
    cost: { goods: { wood: 2, stone: 1 } },
    points: 1,
    effect: production(gain({ goods: { grain: 2 } })),
  },
  { id: "sheepfold", round: 2, symbols: ["rural"], cost: { goods: { wood: 1, grain: 2 } }, points: 2 },
  {
    id: "quarry",
    round: 2,
    symbols: ["rural"],
    cost: { goods: { wood: 2, grain: 1 } },
    points: 1,
    effect: production(gain({ goods: { stone: 1 } })),
  },
  {
    id: "harbour",
    round: 2,
    symbols: ["urban"],
    cost: { goods: { wood: 2, stone: 1 } },
    points: 1,
    effect: action(gain({ goods: { ducats: 1 } }, { per: perBuilding("urban") })),
  }, // L1314
  {
    id: "bank",
    round: 2,
    symbols: ["urban"],
    cost: { goods: { stone: 2, glass: 1 } },
    points: 1,
    effect: {
      timing: "ongoing",
      phase: "interest",
      effects: [{ kind: "skipInterest", if: { kind: "debtAtMost", debt: 6 } }],
    },
  }, // L1302
  {
    id: "tradingPost",
    round: 2,
    symbols: ["urban"],
    cost: { goods: { stone: 1, grain: 1, ducats: 2 } },
    points: 1,
    effect: action(exchange({ goods: { wood: 1, grain: 1 } }, { goods: { marble: 1 } })),
  },
  { id: "townHall", round: 2, symbols: ["urban"], cost: { goods: { stone: 2, wood: 1 } }, points: 2 },
  {
    id: "catacombs",
    round: 2,
    symbols: ["church"],
    cost: { goods: { stone: 2, grain: 1 } },
    points: 1,
    effect: action(gain({ goods: { ducats: 1 } }, { per: perBuilding("church") })),
  }, // L1314
  // L1350–1354: reads reputation at the start of the phase.
  {
    id: "bellTower",
    round: 2,
    symbols: ["church"],
    cost: { goods: { stone: 2, wood: 1 } },
    points: 1,
    effect: reputationPhase(gain({ reputation: 2 }, { if: { kind: "reputation", is: "lowest" } })),
  },
  // L1322: resolves before Gaming house (listed before it).
  {
    id: "abbey",
    round: 2,
    symbols: ["church"],
    cost: { goods: { stone: 1, wood: 1, glass: 1 } },
    points: 2,
    effect: production(gain({ reputation: 1 })),
  },
  {
    id: "monastery",
    round: 2,
    symbols: ["church"],
    cost: { goods: { grain: 2, stone: 1 } },
    points: 1,
    effect: immediate({ kind: "master", master: "church" }),
  }, // L1276
  {
    id: "alchemistsLab",
    round: 2,
    symbols: ["urban"],
    cost: { goods: { glass: 1, stone: 1 } },
    points: 1,
    effect: action(exchange({ goods: { wood: 1 } }, { goods: { glass: 1 } })),
  },
  {
    id: "printingPress",
    round: 2,
    symbols: ["urban"],
    cost: { goods: { wood: 1, marble: 1 } },
    points: 1,
    effect: action(gain({ goods: { ducats: 3 } })),
  },
  {
    id: "farmstead",
    round: 2,
    symbols: ["rural"],
    cost: { goods: { wood: 1, stone: 1, grain: 1, ducats: 2 } },
    points: 1,
  },
  { id: "parishSchool", round: 2, symbols: ["urban"], cost: { goods: { stone: 1, grain: 1, glass: 1 } }, points: 1 },

  // Round 3
  // L1334–1338: with no action building to slide under it, a plain 1-point rural building.
  {
    id: "stables",
    round: 3,
    symbols: ["rural"],
    cost: { goods: { wood: 2, grain: 1 } },
    points: 1,
    effect: immediate({ kind: "slot" }),
  },
  { id: "manor", round: 3, symbols: ["rural"], cost: { goods: { wood: 2, stone: 1, grain: 1 } }, points: 3 },
  {
    id: "huntingLodge",
    round: 3,
    symbols: ["rural"],
    cost: { goods: { wood: 2, marble: 1 } },
    points: 2,
    effect: immediate({ kind: "master", master: "rural" }),
  }, // L1276
  {
    id: "brewery",
    round: 3,
    symbols: ["rural"],
    cost: { goods: { grain: 2, wood: 1 } },
    points: 2,
    effect: action(exchange({ goods: { grain: 1 } }, { goods: { ducats: 4 } })),
  },
  {
    id: "gamingHouse",
    round: 3,
    symbols: ["urban"],
    cost: { goods: { stone: 1, wood: 1, glass: 1 } },
    points: 2,
    effect: production(gain({ goods: { ducats: 3 }, reputation: -1 })),
  }, // L1322
  // L1310 (its token: from the next round only 1 free token) and L1326 (its gain: a small privilege at once).
  {
    id: "guildHouse",
    round: 3,
    symbols: ["urban"],
    cost: { goods: { stone: 2, ducats: 2 }, actionTokens: 1 },
    points: 2,
    effect: immediate({ kind: "privilege", act: "place" }),
  },
  {
    id: "fortress",
    round: 3,
    symbols: ["urban"],
    cost: { goods: { stone: 3, marble: 1 } },
    points: 2,
    effect: immediate({ kind: "privilege", act: "place" }),
  }, // L1326
  {
    id: "customsHouse",
    round: 3,
    symbols: ["urban"],
    cost: { goods: { stone: 2, glass: 1 } },
    points: 2,
    effect: production(gain({ goods: { ducats: 3 } })),
  },
  // L1350–1354: reads start-of-phase positions (Red above Blue → 1 ducat).
  {
    id: "reliquary",
    round: 3,
    symbols: ["church"],
    cost: { goods: { stone: 1, glass: 1, grain: 1 } },
    points: 2,
    effect: reputationPhase(gain({ goods: { ducats: 1 } }, { per: { of: "playersBelow" } })),
  },
  {
    id: "bishopsSeat",
    round: 3,
    symbols: ["church"],
    cost: { goods: { stone: 2, marble: 1 } },
    points: 3,
    effect: immediate({ kind: "repay" }),
  }, // L1306
  // L1342: "the start space is marked like this": it pays below the start space.
  {
    id: "cultistsHideout",
    round: 3,
    symbols: ["church"],
    cost: { goods: { wood: 1, stone: 1, grain: 1 } },
    points: 2,
    effect: reputationPhase(gain({ goods: { ducats: 3 } }, { if: { kind: "reputation", is: "belowStart" } })),
  },
  {
    id: "pilgrimageChurch",
    round: 3,
    symbols: ["church"],
    cost: { goods: { stone: 2, grain: 1, ducats: 1 } },
    points: 2,
    effect: immediate(gain({ angelWings: 1 })),
  },
  {
    id: "observatory",
    round: 3,
    symbols: ["rural"],
    cost: { goods: { stone: 1, glass: 1 } },
    points: 2,
    effect: production(gain({ goods: { glass: 1 } })),
  },
  { id: "anatomyTheatre", round: 3, symbols: ["church"], cost: { goods: { wood: 1, marble: 1 } }, points: 3 },
  {
    id: "grange",
    round: 3,
    symbols: ["rural"],
    cost: { goods: { wood: 1, stone: 1, grain: 1, ducats: 2 } },
    points: 2,
  },
  { id: "merchantsChapel", round: 3, symbols: ["urban"], cost: { goods: { stone: 2, glass: 1 } }, points: 2 },

  // Round 4
  {
    id: "watermill",
    round: 4,
    symbols: ["rural"],
    cost: { goods: { wood: 2, stone: 1, glass: 1 } },
    points: 3,
    effect: production(gain({ goods: { ducats: 2 } })),
  },
  // L1330: the privilege it costs may be one not yet gained; with all four gained, a field goes back to 1.
  {
    id: "dam",
    round: 4,
    symbols: ["rural"],
    cost: { goods: { stone: 3, wood: 2 } },
    points: 5,
    effect: immediate({ kind: "privilege", act: "discard" }),
  },
  { id: "huntingGrounds", round: 4, symbols: ["rural"], cost: { goods: { wood: 2, grain: 2 } }, points: 3 },
  {
    id: "windmill",
    round: 4,
    symbols: ["rural"],
    cost: { goods: { wood: 2, stone: 1, grain: 1 } },
    points: 3,
    effect: action(exchange({ goods: { grain: 1 } }, { goods: { marble: 1 } })),
  },
  {
    id: "mint",
    round: 4,
    symbols: ["urban"],
    cost: { goods: { stone: 2, marble: 1, glass: 1 } },
    points: 3,
    effect: action(gain({ goods: { ducats: 3 } })),
  },
  { id: "arsenal", round: 4, symbols: ["urban"], cost: { goods: { stone: 3, wood: 1 } }, points: 4 },
  {
    id: "theatre",
    round: 4,
    symbols: ["urban"],
    cost: { goods: { stone: 2, glass: 1 } },
    points: 3,
    effect: immediate(gain({ angelWings: 1 })),
  },
  {
    id: "greatMarket",
    round: 4,
    symbols: ["urban"],
    cost: { goods: { wood: 1, stone: 2, grain: 1 } },
    points: 3,
    effect: production(gain({ goods: { ducats: 2 } })),
  },
  // L1350: reads reputation at the start of the phase.
  {
    id: "cathedral",
    round: 4,
    symbols: ["church"],
    cost: { goods: { stone: 3, glass: 1, marble: 1 } },
    points: 5,
    effect: reputationPhase(gain({ points: 1 }, { if: { kind: "reputation", is: "highest" } })),
  },
  {
    id: "baptistery",
    round: 4,
    symbols: ["church"],
    cost: { goods: { stone: 2, glass: 1 } },
    points: 3,
    effect: immediate(gain({ demonWingsBack: 1 })),
  },
  {
    id: "convent",
    round: 4,
    symbols: ["church"],
    cost: { goods: { grain: 2, stone: 2 } },
    points: 3,
    effect: immediate({ kind: "master", master: "any" }),
  }, // L1276
  {
    id: "ossuary",
    round: 4,
    symbols: ["church"],
    cost: { goods: { stone: 1, marble: 1, grain: 1 } },
    points: 2,
    effect: immediate(gain({ indulgences: 1 })),
  },
  { id: "library", round: 4, symbols: ["science"], cost: science({ wood: 2, glass: 1 }), points: 5 },
  {
    id: "astronomicalClock",
    round: 4,
    symbols: ["urban"],
    cost: { goods: { stone: 2, marble: 1 } },
    points: 3,
    effect: action(gain({ goods: { ducats: 2 } })),
  },
  // L1318: rares are worth a point anyway, so only commons.
  {
    id: "merchantsRoad",
    round: 4,
    symbols: ["rural"],
    cost: { goods: { wood: 2, stone: 2 } },
    points: 2,
    effect: atFinal({ kind: "discardAll", of: ["grain", "stone", "wood"], points: 1 }),
  },
  { id: "hospital", round: 4, symbols: ["urban"], cost: { goods: { stone: 2, grain: 1, glass: 1 } }, points: 3 },

  // Round 5
  { id: "royalStud", round: 5, symbols: ["rural"], cost: { goods: { wood: 2, grain: 2, marble: 1 } }, points: 5 },
  {
    id: "palaceGardens",
    round: 5,
    symbols: ["rural"],
    cost: { goods: { wood: 2, glass: 1, grain: 1 } },
    points: 3,
    effect: atFinal(gain({ points: 1 }, { per: perBuilding("rural") })),
  },
  { id: "greatBarn", round: 5, symbols: ["rural"], cost: { goods: { wood: 3, grain: 1 } }, points: 4 },
  { id: "fishponds", round: 5, symbols: ["rural"], cost: { goods: { wood: 2, stone: 2, grain: 1 } }, points: 5 },
  { id: "castle", round: 5, symbols: ["urban"], cost: { goods: { stone: 3, marble: 1 } }, points: 5 },
  { id: "royalPalace", round: 5, symbols: ["urban"], cost: { goods: { stone: 2, glass: 1, marble: 1 } }, points: 6 },
  {
    id: "exchange",
    round: 5,
    symbols: ["urban"],
    cost: { goods: { stone: 2, glass: 1, ducats: 3 } },
    points: 3,
    effect: atFinal(gain({ points: 1 }, { per: perBuilding("urban") })),
  },
  { id: "townWalls", round: 5, symbols: ["urban"], cost: { goods: { stone: 4, wood: 1 } }, points: 5 },
  { id: "basilica", round: 5, symbols: ["church"], cost: { goods: { stone: 3, glass: 1, marble: 1 } }, points: 6 },
  {
    id: "archbishopsPalace",
    round: 5,
    symbols: ["church"],
    cost: { goods: { stone: 2, marble: 2 } },
    points: 5,
    effect: immediate(gain({ reputation: 2 })),
  },
  {
    id: "hermitage",
    round: 5,
    symbols: ["church"],
    cost: { goods: { wood: 2, grain: 2 } },
    points: 3,
    effect: atFinal(gain({ points: 1 }, { per: perBuilding("church") })),
  },
  {
    id: "charterhouse",
    round: 5,
    symbols: ["church"],
    cost: { goods: { stone: 2, grain: 2, glass: 1 } },
    points: 5,
    effect: immediate(gain({ angelWings: 1 })),
  },
  // L1346: counts small privileges placed by Fortress and Guild house too.
  {
    id: "university",
    round: 5,
    symbols: ["science"],
    cost: science({ stone: 1, glass: 1, marble: 1 }),
    points: 4,
    effect: atFinal(gain({ points: 1 }, { per: { of: "privileges", size: "small" } })),
  },
  { id: "academy", round: 5, symbols: ["rural"], cost: { goods: { glass: 1, marble: 1 } }, points: 5 },
  {
    id: "episcopalEstate",
    round: 5,
    symbols: ["rural"],
    cost: { goods: { wood: 2, stone: 1, grain: 1, glass: 1 } },
    points: 5,
  },
  { id: "townChurch", round: 5, symbols: ["urban"], cost: { goods: { stone: 3, glass: 1 } }, points: 5 },
];
