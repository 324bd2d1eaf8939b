import { describe, expect, it } from "vitest";
import {
  BUILDINGS,
  EVENTS,
  INQUISITORS,
  REPUTATION,
  REQUIREMENTS,
  WHEEL,
} from "../../../worker/games/deal-with-the-devil/cards/index.ts";
import type { Building, Effect, EventCard } from "../../../worker/games/deal-with-the-devil/cards/types.ts";
import {
  CONTENT,
  missingNames,
  validateCards,
  type Content,
} from "../../../worker/games/deal-with-the-devil/cards/validate.ts";
import { wheelYield } from "../../../worker/games/deal-with-the-devil/production.ts";
import { buildingText, eventSideText, penaltyText } from "../../../worker/games/deal-with-the-devil/words/card-text.ts";
import cs from "../../../worker/games/deal-with-the-devil/words/cs.ts";
import en from "../../../worker/games/deal-with-the-devil/words/en.ts";
import ru from "../../../worker/games/deal-with-the-devil/words/ru.ts";
import sk from "../../../worker/games/deal-with-the-devil/words/sk.ts";
import { createTranslate, LANGUAGES, type Catalog, type Language } from "../../../worker/i18n/translate.ts";
import {
  buildingSvg,
  eventSvg,
  fit,
  inquisitorBackSvg,
  inquisitorSvg,
  requirementSvg,
  textWidth,
  wrap,
} from "../../../web/boards/deal-with-the-devil/card-svg.ts";

const CATALOGS: Record<Language, Catalog> = { en, cs, sk, ru };
const t = createTranslate("en", [en], [en]);

function building(id: string): Building {
  const found = BUILDINGS.find((b) => b.id === id);
  if (!found) throw new Error(`no building ${id}`);
  return found;
}

function event(id: string): EventCard {
  const found = EVENTS.find((e) => e.id === id);
  if (!found) throw new Error(`no event ${id}`);
  return found;
}

const steps = (b: Building): readonly Effect[] => b.effect?.effects ?? [];
const phase = (b: Building): string | undefined => (b.effect?.timing === "ongoing" ? b.effect.phase : undefined);

/** The content with one change, for planting errors. */
function planted(change: (content: Content) => Partial<Content>): Content {
  return { ...CONTENT, ...change(CONTENT) };
}

const replaceBuilding = (id: string, change: (b: Building) => Building) => (c: Content) => ({
  buildings: c.buildings.map((b) => (b.id === id ? change(b) : b)),
});
const replaceEvent = (id: string, change: (e: EventCard) => EventCard) => (c: Content) => ({
  events: c.events.map((e) => (e.id === id ? change(e) : e)),
});

describe("the content", () => {
  it("passes the validator", () => {
    expect(validateCards()).toEqual([]);
  });

  it("has 80 buildings, 16 a round, round 1's four letters ×4; 20 events, 8 A and 12 B; 12 requirement cards", () => {
    expect(BUILDINGS).toHaveLength(80);
    for (const round of [1, 2, 3, 4, 5]) expect(BUILDINGS.filter((b) => b.round === round)).toHaveLength(16);
    for (const letter of ["A", "B", "C", "D"])
      expect(BUILDINGS.filter((b) => b.letter === letter && b.round === 1)).toHaveLength(4);
    expect(EVENTS.filter((e) => e.deck === "A")).toHaveLength(8);
    expect(EVENTS.filter((e) => e.deck === "B")).toHaveLength(12);
    expect(REQUIREMENTS).toHaveLength(12);
  });

  it("holds the box's 11 inquisitors: 3 yellow A–C, 4 red (the Libertine of L1372 among them, L317) and 4 brown", () => {
    expect(INQUISITORS).toHaveLength(11);
    expect(INQUISITORS.filter((q) => q.colour === "yellow").map((q) => q.letter)).toEqual(["A", "B", "C"]);
    expect(INQUISITORS.filter((q) => q.colour === "red").map((q) => q.name)).toEqual([
      "speaker",
      "vandal",
      "debtCollector",
      "libertine",
    ]);
    expect(INQUISITORS.filter((q) => q.colour === "brown").map((q) => q.name)).toEqual([
      "houseGuest",
      "houseGuest",
      "houseGuest",
      "houseGuest",
    ]);
  });

  it("keeps the inquisitors' printed amounts (L1358, L1362, L1366, L1370)", () => {
    const penalty = (name: string) => INQUISITORS.find((q) => q.name === name)!.penalty;
    expect(penalty("ascetic")).toEqual([{ kind: "handIn", resources: 3, points: -2 }]);
    expect(penalty("houseGuest")).toEqual([{ kind: "gain", gain: { points: -4 } }]);
    expect(penalty("friar")).toEqual([{ kind: "gain", gain: { points: -1 }, per: { of: "buildingPairs" } }]);
    expect(penalty("debtCollector")[0]).toEqual({ kind: "debt", amount: 3 });
    expect(penalty("speaker")[1]).toMatchObject({ if: { kind: "reputation", is: "notHighest" } });
    expect(penalty("vandal")).toEqual([{ kind: "destroy" }]);
    // L1372 prints no amount: one rare resource or −3 points (CHOSEN).
    expect(penalty("libertine")).toEqual([{ kind: "handIn", resources: 1, of: "rare", points: -3 }]);
  });
});

/** Every card the rulebook's notes name, with the behaviour its note describes. */
const NAMED: readonly { line: string; card: string; czech: string; check: () => void }[] = [
  {
    line: "L714",
    card: "parsonage",
    czech: "Fara",
    check: () => expect(phase(building("parsonage"))).toBe("production"),
  },
  {
    line: "L1276",
    card: "monastery",
    czech: "Klášter",
    check: () => {
      const granting = BUILDINGS.filter((b) => steps(b).some((e) => e.kind === "master"));
      expect(granting.map((b) => b.id)).toEqual(expect.arrayContaining(["monastery", "huntingLodge", "convent"]));
    },
  },
  {
    line: "L1280–1284",
    card: "forest",
    czech: "Les",
    check: () => expect(event("forest").right.pay).toEqual({ master: "rural" }),
  },
  {
    line: "L1280–1284",
    card: "newWorld",
    czech: "Nový svět",
    check: () => expect(event("newWorld").right.pay).toEqual({ master: "church" }),
  },
  {
    line: "L1280–1284",
    card: "favouriteGame",
    czech: "Oblíbená hra",
    check: () => expect(event("favouriteGame").right.pay).toEqual({ master: "urban" }),
  },
  {
    line: "L1286–1288",
    card: "slowEconomy",
    czech: "Pomalá ekonomika",
    check: () => expect(event("slowEconomy").right.if).toEqual({ kind: "debtAtMost", debt: 0 }),
  },
  {
    line: "L1290–1292",
    card: "prosperity",
    czech: "Prosperita",
    check: () => expect(event("prosperity").right.if).toEqual({ kind: "tokensUsed", atLeast: 3 }),
  },
  {
    line: "L1294–1296",
    card: "education",
    czech: "Vzdělání",
    check: () => expect(event("education").right.if).toEqual({ kind: "hired" }),
  },
  {
    line: "L1300–1302",
    card: "bank",
    czech: "Banka",
    check: () => {
      expect(phase(building("bank"))).toBe("interest");
      expect(steps(building("bank"))).toEqual([{ kind: "skipInterest", if: { kind: "debtAtMost", debt: 6 } }]);
    },
  },
  {
    line: "L1304–1306",
    card: "bishopsSeat",
    czech: "Biskupský stolec",
    check: () => expect(building("bishopsSeat").effect).toEqual({ timing: "immediate", effects: [{ kind: "repay" }] }),
  },
  {
    line: "L1308–1310, L1324–1326",
    card: "guildHouse",
    czech: "Cechovní dům",
    check: () => {
      expect(building("guildHouse").cost.actionTokens).toBe(1);
      expect(building("guildHouse").effect).toEqual({
        timing: "immediate",
        effects: [{ kind: "privilege", act: "place" }],
      });
    },
  },
  ...(
    [
      ["catacombs", "Katakomby", "church"],
      ["harbour", "Přístav", "urban"],
      ["vineyard", "Vinice", "rural"],
    ] as const
  ).map(([card, czech, symbol]) => ({
    line: "L1312–1314",
    card,
    czech,
    check: () =>
      expect(steps(building(card))).toEqual([
        { kind: "gain", gain: { goods: { ducats: 1 } }, per: { of: "buildings", symbol } },
      ]),
  })),
  {
    line: "L1316–1318",
    card: "merchantsRoad",
    czech: "Kupecká stezka",
    check: () => {
      expect(phase(building("merchantsRoad"))).toBe("final");
      expect(steps(building("merchantsRoad"))).toEqual([
        { kind: "discardAll", of: ["grain", "stone", "wood"], points: 1 },
      ]);
    },
  },
  {
    line: "L1320–1322",
    card: "abbey",
    czech: "Opatství",
    check: () => {
      expect(phase(building("abbey"))).toBe(phase(building("gamingHouse")));
      expect(BUILDINGS.indexOf(building("abbey"))).toBeLessThan(BUILDINGS.indexOf(building("gamingHouse")));
    },
  },
  {
    line: "L1320–1322",
    card: "gamingHouse",
    czech: "Herna",
    check: () => expect(phase(building("gamingHouse"))).toBe("production"),
  },
  {
    line: "L1324–1326",
    card: "fortress",
    czech: "Pevnost",
    check: () => expect(steps(building("fortress"))).toEqual([{ kind: "privilege", act: "place" }]),
  },
  {
    line: "L1328–1330",
    card: "dam",
    czech: "Přehrada",
    check: () => expect(steps(building("dam"))).toEqual([{ kind: "privilege", act: "discard" }]),
  },
  {
    line: "L1332–1338",
    card: "stables",
    czech: "Stáje",
    check: () => {
      expect(building("stables").symbols).toEqual(["rural"]);
      expect(building("stables").points).toBe(1);
      expect(building("stables").effect).toEqual({ timing: "immediate", effects: [{ kind: "slot" }] });
    },
  },
  {
    line: "L1340–1342",
    card: "cultistsHideout",
    czech: "Úkryt kultistů",
    check: () =>
      expect(steps(building("cultistsHideout"))[0]).toMatchObject({ if: { kind: "reputation", is: "belowStart" } }),
  },
  {
    line: "L1344–1346",
    card: "university",
    czech: "Univerzita",
    check: () => expect(steps(building("university"))[0]).toMatchObject({ per: { of: "privileges", size: "small" } }),
  },
  {
    line: "L1348–1354",
    card: "bellTower",
    czech: "Zvonice",
    check: () => {
      expect(phase(building("bellTower"))).toBe("reputation");
      expect(steps(building("bellTower"))).toEqual([
        { kind: "gain", gain: { reputation: 2 }, if: { kind: "reputation", is: "lowest" } },
      ]);
    },
  },
  {
    line: "L1348–1354",
    card: "reliquary",
    czech: "Relikviář",
    check: () => {
      expect(phase(building("reliquary"))).toBe("reputation");
      expect(steps(building("reliquary"))).toEqual([
        { kind: "gain", gain: { goods: { ducats: 1 } }, per: { of: "playersBelow" } },
      ]);
    },
  },
  {
    line: "L1348–1350",
    card: "cathedral",
    czech: "Dóm",
    check: () => {
      expect(phase(building("cathedral"))).toBe("reputation");
      expect(steps(building("cathedral"))[0]).toMatchObject({ if: { kind: "reputation", is: "highest" } });
    },
  },
  {
    line: "L1372",
    card: "libertine",
    czech: "Zhýralec",
    check: () =>
      expect(INQUISITORS.find((q) => q.name === "libertine")).toMatchObject({
        colour: "red",
        penalty: [{ kind: "handIn", of: "rare" }],
      }),
  },
];

describe("the cards the rulebook's notes name", () => {
  for (const named of NAMED) {
    it(`${named.card} (${named.czech}, ${named.line}) does what its note says and keeps its Czech name`, () => {
      named.check();
      const key = BUILDINGS.some((b) => b.id === named.card)
        ? `dd.building.${named.card}`
        : INQUISITORS.some((q) => q.name === named.card)
          ? `dd.inquisitor.${named.card}`
          : `dd.event.${named.card}`;
      expect(cs[key]).toBe(named.czech);
    });
  }

  it("a science building costs 4 reputation (L850), and only a science building", () => {
    for (const b of BUILDINGS) expect(b.cost.reputation === 4, b.id).toBe(b.symbols.includes("science"));
  });
});

describe("the production board", () => {
  it("L426: seat 0 in round 1 at level 1 yields 1 glass, 1 grain, 1 stone and 2 ducats", () => {
    expect(wheelYield(WHEEL[0]![0]!, [1, 1, 1, 1])).toEqual({ glass: 1, grain: 1, stone: 1, ducats: 2 });
  });

  it("L776: Blue (both inner fields at 2) yields 1 glass, 2 grain, 1 stone, 4 ducats; Red (one inner field at 2) 2 marble, 1 grain, 2 wood, 3 ducats", () => {
    expect(wheelYield(WHEEL[0]![0]!, [1, 2, 2, 1])).toEqual({ glass: 1, grain: 2, stone: 1, ducats: 4 });
    expect(wheelYield(WHEEL[1]![0]!, [2, 2, 1, 2])).toEqual({ marble: 2, grain: 1, wood: 2, ducats: 3 });
  });

  it("L416: in round 1 every seat produces 1 rare at level 1", () => {
    for (const rounds of WHEEL) {
      const y = wheelYield(rounds[0]!, [1, 1, 1, 1]);
      expect((y.glass ?? 0) + (y.marble ?? 0)).toBe(1);
    }
  });

  it("L890–898: the knot is one below the start and stays; a high space drifts 2, the lowest 2 up", () => {
    expect(REPUTATION.knot).toBe(REPUTATION.start - 1);
    expect(REPUTATION.drift[REPUTATION.knot - 1]).toBe(0);
    expect(REPUTATION.drift[REPUTATION.top - 1]).toBe(2);
    expect(REPUTATION.drift[0]).toBe(2);
  });
});

describe("the words", () => {
  it("name every card in all four languages", () => {
    expect(missingNames(CONTENT, CATALOGS)).toEqual([]);
  });

  it("compose every card's text in every language with no key or placeholder left over", () => {
    for (const lang of LANGUAGES) {
      const tr = createTranslate(lang, [CATALOGS[lang]], []);
      const texts = [
        ...BUILDINGS.flatMap((b) => {
          const text = buildingText(tr, b);
          return text ? [text.when, ...text.steps] : [];
        }),
        ...EVENTS.flatMap((e) => [...eventSideText(tr, e.left), ...eventSideText(tr, e.right)]),
        ...INQUISITORS.flatMap((q) => penaltyText(tr, q)),
      ];
      for (const text of texts) expect(text, `${lang}: ${text}`).not.toMatch(/dd\.|\{\w+\}|undefined|NaN/);
    }
  });

  it("say what the data says (English spot checks)", () => {
    expect(buildingText(t, building("bank"))).toEqual({
      when: "Each interest phase",
      steps: ["If your debt is 6 or less, your interest marker does not move"],
    });
    expect(buildingText(t, building("mill"))).toEqual({ when: "Action", steps: ["Pay 1 grain: +3 ducats"] });
    expect(buildingText(t, building("catacombs"))?.steps).toEqual(["+1 ducat for each church building you have"]);
    expect(eventSideText(t, event("forest").right)).toEqual(["Give back your hired rural master: +3 reputation"]);
    expect(eventSideText(t, event("prosperity").right)).toEqual([
      "If you used at least 3 action tokens (paid ones only): +2 ducats, +2 reputation",
    ]);
    expect(penaltyText(t, INQUISITORS.find((q) => q.name === "speaker")!)).toEqual([
      "−2 points",
      "If your reputation is not the highest: −2 points",
    ]);
    expect(penaltyText(t, INQUISITORS.find((q) => q.name === "libertine")!)).toEqual([
      "Hand in 1 rare resource (glass or marble); −3 points if you do not",
    ]);
  });
});

describe("the card drawings", () => {
  it("draw every card in every language with its text fitted (nothing marked overflowing)", () => {
    for (const lang of LANGUAGES) {
      const tr = createTranslate(lang, [CATALOGS[lang]], []);
      const svgs = [
        ...BUILDINGS.map((b) => buildingSvg(b, tr)),
        ...EVENTS.map((e) => eventSvg(e, tr)),
        ...INQUISITORS.flatMap((q) => [inquisitorSvg(q, tr), inquisitorBackSvg(q, tr)]),
        ...REQUIREMENTS.map((r) => requirementSvg(r, tr)),
      ];
      for (const svg of svgs) {
        expect(svg).not.toContain("data-overflow");
        expect(svg).not.toMatch(/dd\.|NaN|undefined/);
      }
    }
  });

  it("draw a building's name and its price", () => {
    const svg = buildingSvg(building("bank"), t);
    expect(svg).toContain(">Bank<");
    expect(svg).toContain(">2<"); // 2 stone
  });

  it("wrap text inside its width and keep a number with its word", () => {
    const lines = wrap("Hand in 3 resources; −2 points for each you cannot", 100, 10);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 10)).toBeLessThanOrEqual(100);
    expect(lines.some((line) => line.endsWith("−2"))).toBe(false);
  });

  it("mark text that cannot fit even at the smallest size", () => {
    expect(fit([{ text: "word ".repeat(200) }], 100, 40, 12).fits).toBe(false);
    expect(fit([{ text: "short" }], 100, 40, 12)).toMatchObject({ fits: true, size: 12 });
  });
});

describe("planted errors are found", () => {
  const cases: readonly [string, Content, string][] = [
    [
      "a round short of a building",
      planted((c) => ({ buildings: c.buildings.filter((b) => b.id !== "manor") })),
      "round 3: 15 buildings, not 16",
    ],
    [
      "a letter on a round-2 card",
      planted(replaceBuilding("bank", (b) => ({ ...b, letter: "A" }))),
      "building bank: a letter on round 1 cards only",
    ],
    [
      "a science building without its reputation",
      planted(replaceBuilding("library", (b) => ({ ...b, cost: { goods: { wood: 2 } } }))),
      "building library: a science building, and only one, costs 4 reputation",
    ],
    [
      "a cost in soul pieces",
      planted(replaceBuilding("orchard", (b) => ({ ...b, cost: { goods: { soul: 1 } as never } }))),
      'building orchard cost: "soul" is not a good of the game',
    ],
    [
      "a cost nobody can raise",
      planted(replaceBuilding("castle", (b) => ({ ...b, cost: { goods: { marble: 6 } } }))),
      "building castle cost: worth 30 ducats",
    ],
    [
      "a zero amount",
      planted(replaceBuilding("farm", (b) => ({ ...b, cost: { goods: { wood: 0, grain: 1 } } }))),
      "building farm cost: wood amount 0",
    ],
    [
      "an unknown effect",
      planted(
        replaceBuilding("farm", (b) => ({
          ...b,
          effect: { timing: "immediate", effects: [{ kind: "teleport" } as never] },
        })),
      ),
      'building farm effect 1: unknown effect "teleport"',
    ],
    [
      "a penalty on a building",
      planted(
        replaceBuilding("farm", (b) => ({ ...b, effect: { timing: "immediate", effects: [{ kind: "destroy" }] } })),
      ),
      'building farm effect 1: a "destroy" effect cannot work in immediate',
    ],
    [
      "an ongoing effect in the trading phase",
      planted(
        replaceBuilding("farm", (b) => ({
          ...b,
          effect: { timing: "ongoing", phase: "trading", effects: [{ kind: "gain", gain: { goods: { grain: 1 } } }] },
        })),
      ),
      'building farm: no ongoing effect works in "trading"',
    ],
    [
      "a gain of nothing",
      planted(
        replaceBuilding("chapel", (b) => ({
          ...b,
          effect: { timing: "immediate", effects: [{ kind: "gain", gain: {} }] },
        })),
      ),
      "building chapel effect 1: gains nothing",
    ],
    [
      "science counted as a symbol",
      planted(
        replaceBuilding("vineyard", (b) => ({
          ...b,
          effect: {
            timing: "action",
            effects: [
              { kind: "gain", gain: { goods: { ducats: 1 } }, per: { of: "buildings", symbol: "science" as never } },
            ],
          },
        })),
      ),
      'counts buildings of "science"',
    ],
    [
      "an exchange the market beats",
      planted(
        replaceBuilding("mill", (b) => ({
          ...b,
          effect: {
            timing: "action",
            effects: [{ kind: "exchange", pay: { goods: { marble: 1 } }, gain: { goods: { ducats: 1 } } }],
          },
        })),
      ),
      "building mill effect 1: the market beats this exchange",
    ],
    [
      "a left side raising reputation",
      planted(
        replaceEvent("harvest", (e) => ({
          ...e,
          left: { effects: [{ kind: "gain", gain: { goods: { grain: 2 }, reputation: 1 } }] },
        })),
      ),
      "event harvest left: must lower reputation",
    ],
    [
      "a right side asking nothing",
      planted(
        replaceEvent("harvest", (e) => ({ ...e, right: { effects: [{ kind: "gain", gain: { reputation: 2 } }] } })),
      ),
      "event harvest right: pays nothing and asks nothing",
    ],
    [
      "two identical buildings",
      planted((c) => ({
        buildings: [...c.buildings.filter((b) => b.id !== "orchard"), { ...building("townhouse"), id: "orchard" }],
      })),
      "building orchard is identical to townhouse",
    ],
    [
      "an id used twice",
      planted((c) => ({ events: c.events.map((e) => (e.id === "fair" ? { ...e, id: "farm" } : e)) })),
      "id farm is used twice",
    ],
    [
      "a rare on one field",
      planted((c) => ({
        wheel: c.wheel.map((rounds, seat) =>
          seat === 2 ? rounds.map((f, r) => (r === 1 ? (["marble", "stone", "marble", "wood"] as const) : f)) : rounds,
        ),
      })),
      "wheel seat 2 round 2: marble on field 0 does not fill two neighbouring fields",
    ],
    [
      "a seat with no rare in round 1",
      planted((c) => ({
        wheel: c.wheel.map((rounds, seat) =>
          seat === 3 ? [["wood", "stone", "grain", "wood"] as const, ...rounds.slice(1)] : rounds,
        ),
      })),
      "round 1: every seat produces exactly one rare",
    ],
    [
      "the knot on the start",
      planted((c) => ({ reputation: { ...c.reputation, knot: c.reputation.start } })),
      "reputation: the knot is one below the start",
    ],
    [
      "the box's fourth red inquisitor left out",
      planted((c) => ({ inquisitors: c.inquisitors.filter((q) => q.id !== "libertine") })),
      "3 red inquisitors, not 4",
    ],
    [
      "a hand-in of commons only",
      planted((c) => ({
        inquisitors: c.inquisitors.map((q) =>
          q.id === "libertine"
            ? { ...q, penalty: [{ kind: "handIn", resources: 1, of: "common" as never, points: -3 }] }
            : q,
        ),
      })),
      'inquisitor libertine penalty 1: hand in "common"',
    ],
    [
      "a penalty that pays",
      planted((c) => ({
        inquisitors: c.inquisitors.map((q) =>
          q.id === "vandal" ? { ...q, penalty: [{ kind: "gain", gain: { points: 2 } }] } : q,
        ),
      })),
      "inquisitor vandal penalty 1: a penalty gives something",
    ],
    [
      "a seat with two ducat wishes",
      planted((c) => ({
        requirements: c.requirements.map((r) => (r.id === "seat1-rare" ? { ...r, wants: "ducats" as const } : r)),
      })),
      "seat 1's requirement set is common,ducats,ducats",
    ],
  ];
  for (const [what, content, problem] of cases) {
    it(`finds ${what}`, () => {
      const problems = validateCards(content);
      expect(
        problems.some((p) => p.includes(problem)),
        `${problem} in:\n${problems.join("\n")}`,
      ).toBe(true);
    });
  }

  it("finds a card without a Czech name", () => {
    const { "dd.building.mill": _, ...withoutMill } = cs;
    expect(missingNames(CONTENT, { ...CATALOGS, cs: withoutMill })).toEqual(["cs: no name dd.building.mill"]);
  });
});
