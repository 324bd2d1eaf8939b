/**
 * Checks the card data against the rules file's "Content" section and the vocabulary of
 * ./types.ts. Returns every problem found, one line each; an empty list means fine. The data is a
 * parameter so that tests can plant errors in copies.
 */
import type { Catalog } from "../../../i18n/translate.ts";
import { BUILDINGS } from "./buildings.ts";
import { EVENTS } from "./events.ts";
import { INQUISITORS } from "./inquisitors.ts";
import { INNER_FIELDS, SEATS, START_GOODS, WHEEL } from "./production.ts";
import { REPUTATION } from "./reputation.ts";
import { REQUIREMENTS } from "./requirements.ts";
import {
  BUY_PRICE,
  COMMONS,
  GOODS,
  LETTERS,
  MASTERS,
  PHASES,
  RARES,
  RESOURCES,
  ROUNDS,
  SELL_PRICE,
  SYMBOLS,
  type Building,
  type Bundle,
  type Condition,
  type Count,
  type Effect,
  type EventCard,
  type EventSide,
  type FieldYield,
  type Goods,
  type Inquisitor,
  type Payment,
  type Requirement,
} from "./types.ts";

export interface Content {
  readonly buildings: readonly Building[];
  readonly events: readonly EventCard[];
  readonly inquisitors: readonly Inquisitor[];
  readonly requirements: readonly Requirement[];
  readonly wheel: readonly (readonly FieldYield[])[];
  readonly startGoods: readonly Goods[];
  readonly reputation: {
    readonly spaces: number;
    readonly start: number;
    readonly knot: number;
    readonly top: number;
    readonly demonSpaces: readonly number[];
    readonly drift: readonly number[];
  };
}

export const CONTENT: Content = {
  buildings: BUILDINGS,
  events: EVENTS,
  inquisitors: INQUISITORS,
  requirements: REQUIREMENTS,
  wheel: WHEEL,
  startGoods: START_GOODS,
  reputation: REPUTATION,
};

const BUILDINGS_PER_ROUND = 16;
const EVENTS_PER_DECK = { A: 8, B: 12 } as const;
const REQUIREMENTS_PER_SEAT = 3;
const INQUISITORS_BY_COLOUR = { yellow: 3, red: 4, brown: 4 } as const;
const SCIENCE_REPUTATION = 4;
const MAX_POINTS = 6;
/**
 * The most a price may be worth at buying prices: a player can always raise it by selling and
 * borrowing up to 10 (rules file "Economy"), and no single price should need more.
 */
const MAX_PRICE_VALUE = 25;
/** Phases in which a building's ongoing effect may work: those with a hook in the rules file. */
const ONGOING_PHASES = new Set(["production", "interest", "reputation", "final"]);
const ID = /^[a-z][A-Za-z0-9]*$/;

const isCount = (n: unknown, min: number): boolean => typeof n === "number" && Number.isInteger(n) && n >= min;
const has = <T>(list: readonly T[], value: unknown): value is T => (list as readonly unknown[]).includes(value);

function goodsProblems(goods: unknown, where: string): string[] {
  if (typeof goods !== "object" || goods === null) return [`${where}: goods are not a record`];
  const problems: string[] = [];
  for (const [good, amount] of Object.entries(goods)) {
    if (!has(GOODS, good)) problems.push(`${where}: "${good}" is not a good of the game`);
    else if (!isCount(amount, 1)) problems.push(`${where}: ${good} amount ${String(amount)} is not a whole number ≥ 1`);
  }
  return problems;
}

/** What goods are worth in ducats at the market's buying (or selling) prices. */
const goodsValue = (goods: Goods = {}, prices: Readonly<Record<string, number>> = BUY_PRICE): number =>
  Object.entries(goods).reduce((sum, [good, n]) => sum + (good === "ducats" ? 1 : (prices[good] ?? 0)) * (n ?? 0), 0);

function paymentProblems(pay: Payment, where: string): string[] {
  const problems: string[] = [];
  const known = new Set(["goods", "reputation", "master", "actionTokens"]);
  for (const key of Object.keys(pay)) if (!known.has(key)) problems.push(`${where}: unknown payment field "${key}"`);
  if (pay.goods !== undefined) problems.push(...goodsProblems(pay.goods, where));
  if (pay.reputation !== undefined && !isCount(pay.reputation, 1))
    problems.push(`${where}: reputation price ${pay.reputation} is not ≥ 1`);
  if (pay.master !== undefined && !has(MASTERS, pay.master))
    problems.push(`${where}: "${pay.master}" is no hireable master`);
  if (pay.actionTokens !== undefined && (!isCount(pay.actionTokens, 1) || pay.actionTokens > 1))
    problems.push(`${where}: gives up ${pay.actionTokens} action tokens (only 1 can go: 2 are free)`);
  if (
    Object.keys(pay.goods ?? {}).length === 0 &&
    pay.reputation === undefined &&
    pay.master === undefined &&
    pay.actionTokens === undefined
  )
    problems.push(`${where}: an empty payment`);
  if (goodsValue(pay.goods) > MAX_PRICE_VALUE)
    problems.push(`${where}: worth ${goodsValue(pay.goods)} ducats, more than ${MAX_PRICE_VALUE}`);
  return problems;
}

function bundleProblems(bundle: Bundle, where: string): string[] {
  const problems: string[] = [];
  const known = new Set(["goods", "points", "reputation", "angelWings", "demonWingsBack", "indulgences"]);
  const keys = Object.keys(bundle);
  if (keys.length === 0) problems.push(`${where}: gains nothing`);
  for (const key of keys) if (!known.has(key)) problems.push(`${where}: unknown gain "${key}"`);
  if (bundle.goods !== undefined) problems.push(...goodsProblems(bundle.goods, where));
  for (const key of ["points", "reputation"] as const) {
    const n = bundle[key];
    if (n !== undefined && (!Number.isInteger(n) || n === 0))
      problems.push(`${where}: ${key} ${n} is not a whole number ≠ 0`);
  }
  for (const key of ["angelWings", "demonWingsBack", "indulgences"] as const) {
    const n = bundle[key];
    if (n !== undefined && !isCount(n, 1)) problems.push(`${where}: ${key} ${n} is not ≥ 1`);
  }
  return problems;
}

function countProblems(count: Count, where: string): string[] {
  switch (count.of) {
    case "buildings":
      return has(MASTERS, count.symbol)
        ? []
        : [`${where}: counts buildings of "${String(count.symbol)}" (science never counts, L1314)`];
    case "privileges":
      return has(["small", "large", "all"], count.size) ? [] : [`${where}: privileges of size "${String(count.size)}"`];
    case "buildingPairs":
    case "playersBelow":
    case "debtPairs":
    case "masters":
      return [];
    default:
      return [`${where}: unknown count "${String((count as { of: unknown }).of)}"`];
  }
}

function conditionProblems(condition: Condition, where: string): string[] {
  switch (condition.kind) {
    case "reputation":
      return has(["highest", "lowest", "notHighest", "belowStart"], condition.is)
        ? []
        : [`${where}: reputation "${String(condition.is)}"`];
    case "debtAtMost":
      return isCount(condition.debt, 0) && condition.debt <= 10 ? [] : [`${where}: debt limit ${condition.debt}`];
    case "tokensUsed":
      return isCount(condition.atLeast, 1) && condition.atLeast <= 4
        ? []
        : [`${where}: ${condition.atLeast} tokens (there are 4)`];
    case "hired":
      return [];
    case "buildings":
      return has(MASTERS, condition.symbol) && isCount(condition.atLeast, 1)
        ? []
        : [`${where}: ${condition.atLeast} buildings of "${String(condition.symbol)}"`];
    default:
      return [`${where}: unknown condition "${String((condition as { kind: unknown }).kind)}"`];
  }
}

/** Where an effect appears; some kinds belong to one place only (rules file, "Content"). */
type Place = "immediate" | "action" | "production" | "interest" | "reputation" | "final" | "event" | "penalty";

const ALLOWED_IN: Readonly<Record<Effect["kind"], readonly Place[]>> = {
  gain: ["immediate", "action", "production", "reputation", "final", "event", "penalty"],
  exchange: ["action"],
  master: ["immediate", "action", "event"],
  privilege: ["immediate"],
  repay: ["immediate"],
  slot: ["immediate"],
  discardAll: ["final"],
  skipInterest: ["interest"],
  handIn: ["penalty"],
  debt: ["event", "penalty"],
  destroy: ["penalty"],
};

function effectProblems(effect: Effect, place: Place, where: string): string[] {
  const allowed = ALLOWED_IN[effect.kind];
  if (!allowed) return [`${where}: unknown effect "${String((effect as { kind: unknown }).kind)}"`];
  const problems = allowed.includes(place) ? [] : [`${where}: a "${effect.kind}" effect cannot work in ${place}`];
  switch (effect.kind) {
    case "gain":
      problems.push(...bundleProblems(effect.gain, where));
      if (effect.per) problems.push(...countProblems(effect.per, where));
      if (effect.if) problems.push(...conditionProblems(effect.if, where));
      break;
    case "exchange":
      problems.push(...paymentProblems(effect.pay, where), ...bundleProblems(effect.gain, where));
      if (effect.pay.reputation !== undefined || effect.pay.actionTokens !== undefined)
        problems.push(`${where}: an action pays goods or a master only`);
      // Selling what it pays and buying what it gains at the market must be the worse deal.
      if (
        goodsValue(effect.pay.goods, SELL_PRICE) >= goodsValue(effect.gain.goods) &&
        !effect.gain.points &&
        !effect.gain.reputation
      )
        problems.push(`${where}: the market beats this exchange`);
      break;
    case "master":
      if (effect.master !== "any" && !has(MASTERS, effect.master))
        problems.push(`${where}: master "${String(effect.master)}"`);
      break;
    case "privilege":
      if (!has(["place", "discard"], effect.act)) problems.push(`${where}: privilege act "${String(effect.act)}"`);
      break;
    case "discardAll":
      if (effect.of.length === 0 || !effect.of.every((r) => has(COMMONS, r)))
        problems.push(`${where}: discards must be commons (rares score anyway, L1318)`);
      if (!isCount(effect.points, 1)) problems.push(`${where}: ${effect.points} points a token`);
      break;
    case "skipInterest":
      problems.push(...conditionProblems(effect.if, where));
      break;
    case "handIn":
      if (!isCount(effect.resources, 1) || !(effect.points < 0))
        problems.push(`${where}: hand in ${effect.resources}, ${effect.points} each`);
      if (effect.of !== undefined && effect.of !== "rare")
        problems.push(`${where}: hand in "${String(effect.of)}" (only rare resources may be asked for)`);
      break;
    case "debt":
      if (!isCount(effect.amount, 1)) problems.push(`${where}: debt +${effect.amount}`);
      break;
    case "repay":
    case "slot":
    case "destroy":
      break;
  }
  return problems;
}

function buildingProblems(b: Building): string[] {
  const where = `building ${b.id}`;
  const problems: string[] = [];
  if (!ID.test(b.id)) problems.push(`${where}: id is not camelCase`);
  if (!has(ROUNDS, b.round)) problems.push(`${where}: round ${String(b.round)}`);
  if (b.round === 1 ? !has(LETTERS, b.letter) : b.letter !== undefined)
    problems.push(`${where}: a letter on round 1 cards only, and on every one`);
  if (
    b.symbols.length < 1 ||
    b.symbols.length > 2 ||
    new Set(b.symbols).size !== b.symbols.length ||
    !b.symbols.every((s) => has(SYMBOLS, s))
  )
    problems.push(`${where}: symbols ${b.symbols.join("+")}`);
  const isScience = b.symbols.includes("science");
  if (isScience && b.symbols.length !== 1) problems.push(`${where}: science stands alone`);
  if (isScience !== (b.cost.reputation === SCIENCE_REPUTATION))
    problems.push(`${where}: a science building, and only one, costs ${SCIENCE_REPUTATION} reputation (L850)`);
  if (b.cost.master !== undefined) problems.push(`${where}: a building is not paid with a master`);
  if (Object.keys(b.cost.goods ?? {}).length === 0) problems.push(`${where}: costs no goods`);
  problems.push(...paymentProblems(b.cost, `${where} cost`));
  if (!isCount(b.points, 0) || b.points > MAX_POINTS) problems.push(`${where}: ${b.points} points (0–${MAX_POINTS})`);
  const effect = b.effect;
  if (effect) {
    if (effect.effects.length === 0) problems.push(`${where}: an effect with no steps`);
    let place: Place;
    if (effect.timing === "ongoing") {
      if (!has(PHASES, effect.phase) || !ONGOING_PHASES.has(effect.phase))
        problems.push(`${where}: no ongoing effect works in "${String(effect.phase)}"`);
      place = effect.phase as Place;
    } else if (effect.timing === "immediate" || effect.timing === "action") place = effect.timing;
    else return [...problems, `${where}: unknown timing "${String((effect as { timing: unknown }).timing)}"`];
    effect.effects.forEach((e, i) => problems.push(...effectProblems(e, place, `${where} effect ${i + 1}`)));
  }
  return problems;
}

function sideReputation(side: EventSide): number {
  return side.effects.reduce((sum, e) => sum + (e.kind === "gain" ? (e.gain.reputation ?? 0) : 0), 0);
}

function eventProblems(e: EventCard): string[] {
  const where = `event ${e.id}`;
  const problems: string[] = [];
  if (!ID.test(e.id)) problems.push(`${where}: id is not camelCase`);
  if (e.deck !== "A" && e.deck !== "B") problems.push(`${where}: deck ${String(e.deck)}`);
  for (const [name, side] of [
    ["left", e.left],
    ["right", e.right],
  ] as const) {
    const at = `${where} ${name}`;
    if (side.effects.length === 0) problems.push(`${at}: no effect`);
    if (side.pay) problems.push(...paymentProblems(side.pay, at));
    if (side.pay?.reputation !== undefined || side.pay?.actionTokens !== undefined)
      problems.push(`${at}: an event pays goods or a master only`);
    if (side.if) problems.push(...conditionProblems(side.if, at));
    side.effects.forEach((effect, i) => problems.push(...effectProblems(effect, "event", `${at} effect ${i + 1}`)));
  }
  if (e.left.pay || e.left.if) problems.push(`${where} left: the left side gains, it neither pays nor asks (L587)`);
  if (!(sideReputation(e.left) < 0)) problems.push(`${where} left: must lower reputation (L587)`);
  if (!e.left.effects.some((x) => x.kind === "gain" && (x.gain.goods || x.gain.points)))
    problems.push(`${where} left: gains nothing but reputation`);
  if (!(sideReputation(e.right) > 0)) problems.push(`${where} right: must raise reputation (L589)`);
  if (!e.right.pay && !e.right.if) problems.push(`${where} right: pays nothing and asks nothing`);
  return problems;
}

function inquisitorProblems(q: Inquisitor): string[] {
  const where = `inquisitor ${q.id}`;
  const problems: string[] = [];
  if (!has(["yellow", "red", "brown"], q.colour)) problems.push(`${where}: colour ${String(q.colour)}`);
  if ((q.colour === "yellow") !== (q.letter !== undefined))
    problems.push(`${where}: yellow inquisitors, and only they, carry a letter`);
  if (q.penalty.length === 0) problems.push(`${where}: no penalty`);
  q.penalty.forEach((e, i) => {
    problems.push(...effectProblems(e, "penalty", `${where} penalty ${i + 1}`));
    if (
      e.kind === "gain" &&
      (e.gain.goods ||
        (e.gain.points ?? 0) > 0 ||
        (e.gain.reputation ?? 0) > 0 ||
        e.gain.angelWings ||
        e.gain.indulgences)
    )
      problems.push(`${where} penalty ${i + 1}: a penalty gives something`);
  });
  return problems;
}

/** Identical cards (ignoring id) in one list, by a key naming them. */
function duplicates<T extends { id: string }>(
  cards: readonly T[],
  kind: string,
  same: (card: T) => string = (c) => JSON.stringify({ ...c, id: undefined }),
): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const card of cards) {
    const key = same(card);
    const first = seen.get(key);
    if (first !== undefined) problems.push(`${kind} ${card.id} is identical to ${first}`);
    else seen.set(key, card.id);
  }
  return problems;
}

function wheelProblems(wheel: Content["wheel"]): string[] {
  const problems: string[] = [];
  if (wheel.length !== SEATS) problems.push(`the wheel has ${wheel.length} seats, not ${SEATS}`);
  wheel.forEach((rounds, seat) => {
    if (rounds.length !== ROUNDS.length) problems.push(`wheel seat ${seat}: ${rounds.length} rounds`);
    rounds.forEach((fields, r) => {
      const where = `wheel seat ${seat} round ${r + 1}`;
      if (fields.length !== 4 || !fields.every((f) => has(RESOURCES, f)))
        return problems.push(`${where}: not four resources`);
      for (let i = 0; i < 4; ) {
        const f = fields[i]!;
        if (has(RARES, f)) {
          if (fields[i + 1] !== f)
            problems.push(`${where}: ${f} on field ${i} does not fill two neighbouring fields (L416)`);
          i += 2;
        } else i += 1;
      }
    });
  });
  const firstRareKinds = wheel.map((rounds) => rounds[0]?.filter((f) => has(RARES, f)) ?? []);
  if (!firstRareKinds.every((rares) => rares.length === 2))
    problems.push("round 1: every seat produces exactly one rare (L416)");
  const starters = firstRareKinds.map((rares) => rares[0]);
  if (starters.filter((r) => r === "glass").length !== 2)
    problems.push("round 1: two seats start on glass, two on marble");
  if (INNER_FIELDS.length !== 2 || !INNER_FIELDS.every((f) => isCount(f, 0) && f < 4))
    problems.push("inner fields: two of 0–3");
  return problems;
}

function reputationProblems(track: Content["reputation"]): string[] {
  const problems: string[] = [];
  if (track.top !== track.spaces) problems.push("reputation: the top is the last space");
  if (track.knot !== track.start - 1) problems.push("reputation: the knot is one below the start (L898)");
  if (track.drift.length !== track.spaces) problems.push("reputation: one drift per space");
  track.drift.forEach((d, i) => {
    const space = i + 1;
    const distance = Math.abs(space - track.knot);
    if (!isCount(d, 0) || d > distance || (distance > 0 && d === 0))
      problems.push(`reputation: space ${space} drifts ${d} toward the knot ${distance} away`);
  });
  if (JSON.stringify(track.demonSpaces) !== "[1,2,3]")
    problems.push("reputation: the three lowest spaces give demon wings (L856)");
  return problems;
}

/**
 * Word keys every card needs in every language (the sheet's own words are checked by rendering).
 * `catalogs` maps a language to its catalog.
 */
export function missingNames(content: Content, catalogs: Readonly<Record<string, Catalog>>): string[] {
  const keys = [
    ...content.buildings.map((b) => `dd.building.${b.id}`),
    ...content.events.map((e) => `dd.event.${e.id}`),
    ...content.inquisitors.map((q) => `dd.inquisitor.${q.name}`),
    ...content.requirements.map((r) => `dd.requirement.${r.wants}`),
  ];
  return Object.entries(catalogs).flatMap(([language, catalog]) =>
    keys.filter((key) => !(key in catalog)).map((key) => `${language}: no name ${key}`),
  );
}

export function validateCards(content: Content = CONTENT): string[] {
  const problems: string[] = [];
  const { buildings, events, inquisitors, requirements } = content;
  for (const round of ROUNDS) {
    const inRound = buildings.filter((b) => b.round === round);
    if (inRound.length !== BUILDINGS_PER_ROUND)
      problems.push(`round ${round}: ${inRound.length} buildings, not ${BUILDINGS_PER_ROUND}`);
  }
  for (const letter of LETTERS) {
    const n = buildings.filter((b) => b.letter === letter).length;
    if (n !== 4) problems.push(`round 1 letter ${letter}: ${n} buildings, not 4`);
  }
  for (const deck of ["A", "B"] as const) {
    const n = events.filter((e) => e.deck === deck).length;
    if (n !== EVENTS_PER_DECK[deck]) problems.push(`event deck ${deck}: ${n} cards, not ${EVENTS_PER_DECK[deck]}`);
  }
  for (const [colour, n] of Object.entries(INQUISITORS_BY_COLOUR)) {
    const got = inquisitors.filter((q) => q.colour === colour).length;
    if (got !== n) problems.push(`${got} ${colour} inquisitors, not ${n}`);
  }
  const letters = inquisitors
    .filter((q) => q.colour === "yellow")
    .map((q) => q.letter)
    .sort()
    .join("");
  if (letters !== "ABC") problems.push(`yellow inquisitors lettered ${letters}, not ABC`);
  const ids = [...buildings, ...events].map((c) => c.id);
  for (const id of new Set(ids)) if (ids.filter((x) => x === id).length > 1) problems.push(`id ${id} is used twice`);
  const qIds = inquisitors.map((q) => q.id);
  if (new Set(qIds).size !== qIds.length) problems.push("two inquisitors share an id");
  for (const b of buildings) problems.push(...buildingProblems(b));
  for (const e of events) problems.push(...eventProblems(e));
  for (const q of inquisitors) problems.push(...inquisitorProblems(q));
  problems.push(...duplicates(buildings, "building"), ...duplicates(events, "event"));
  // House guests are copies of one card: identical is right for them, and only for them.
  problems.push(
    ...duplicates(inquisitors, "inquisitor", (q) => JSON.stringify(q.penalty) + (q.name === "houseGuest" ? q.id : "")),
  );
  for (const q of inquisitors)
    if (q.name === "houseGuest" && q.colour !== "brown") problems.push(`inquisitor ${q.id}: house guests are brown`);
  if (requirements.length !== SEATS * REQUIREMENTS_PER_SEAT)
    problems.push(`${requirements.length} requirement cards, not ${SEATS * REQUIREMENTS_PER_SEAT}`);
  for (let seat = 0; seat < SEATS; seat++) {
    const wants = requirements
      .filter((r) => r.seat === seat)
      .map((r) => r.wants)
      .sort()
      .join(",");
    if (wants !== "common,ducats,rare") problems.push(`seat ${seat}'s requirement set is ${wants}`);
  }
  if (new Set(requirements.map((r) => r.id)).size !== requirements.length)
    problems.push("two requirement cards share an id");
  problems.push(...wheelProblems(content.wheel));
  if (content.startGoods.length !== SEATS) problems.push(`starting goods for ${content.startGoods.length} seats`);
  content.startGoods.forEach((g, seat) => problems.push(...goodsProblems(g, `start seat ${seat}`)));
  problems.push(...reputationProblems(content.reputation));
  return problems;
}
