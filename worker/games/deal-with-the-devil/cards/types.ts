/**
 * The closed vocabulary every Deal with the Devil card is written in (CHOSEN content; contract:
 * shared/rules/deal-with-the-devil.md, "Content"; `Ln` = line n of the Czech rulebook). The engine
 * interprets these shapes; no card has code of its own. Each kind below names its semantics; where
 * it says "covered", a shortfall is bought, sold for or borrowed as the rules file's action phase
 * says ("Planned actions are compulsory"), and what still cannot be paid is skipped at −1 reputation.
 */

export const COMMONS = ["wood", "stone", "grain"] as const;
export const RARES = ["glass", "marble"] as const;
export const RESOURCES = [...COMMONS, ...RARES] as const;
export type Common = (typeof COMMONS)[number];
export type Rare = (typeof RARES)[number];
export type Resource = (typeof RESOURCES)[number];

/** Sort key putting commons before rares: what gets sold or handed in first. */
export function commonFirst(r: Resource): number {
  return (COMMONS as readonly string[]).includes(r) ? 0 : 1;
}

/** What can sit behind a wall and cross the market: the five resources and ducats. */
export const GOODS = [...RESOURCES, "ducats"] as const;
export type Good = (typeof GOODS)[number];
/** Amounts of goods; every present amount is a whole number ≥ 1. */
export type Goods = Readonly<Partial<Record<Good, number>>>;

/** Market prices (rules file, "Economy"): buy commons 3, rares 5; sell commons 1, rares 2. */
export const BUY_PRICE: Readonly<Record<Resource, number>> = { wood: 3, stone: 3, grain: 3, glass: 5, marble: 5 };
export const SELL_PRICE: Readonly<Record<Resource, number>> = { wood: 1, stone: 1, grain: 1, glass: 2, marble: 2 };

/** Building symbols; science is a wildcard for privileges (L750) and costs 4 reputation to build (L850). */
export const SYMBOLS = ["rural", "urban", "church", "science"] as const;
export type BuildingSymbol = (typeof SYMBOLS)[number];

/** Each player's three hireable masters, one per plain symbol; the alchemist (science) comes with a large privilege. */
export const MASTERS = ["rural", "urban", "church"] as const;
export type Master = (typeof MASTERS)[number];

/** The phases of a round (rules file, "A round"), and final scoring. */
export const PHASES = [
  "production",
  "cards",
  "trading",
  "actions",
  "interest",
  "reputation",
  "witchHunt",
  "inquisition",
  "final",
] as const;
export type Phase = (typeof PHASES)[number];

/**
 * A price. Goods are paid to the supply (covered); `reputation` moves the payer down that many
 * spaces as part of the price, allowed even near the bottom (a science building: 4, L850–856);
 * `master` returns a hired master of that symbol to its 3-ducat space, the alchemist is no
 * wildcard here (L1284); `actionTokens` gives up that many free action tokens for the rest of the
 * game from the next round on (Guild house, L1310).
 */
export interface Payment {
  readonly goods?: Goods;
  readonly reputation?: number;
  readonly master?: Master;
  readonly actionTokens?: number;
}

/**
 * What an effect gives (or, with negative numbers, takes). `goods` come from the supply;
 * `points` change the score (may go below 0); `reputation` moves up (+) or down (−) with the
 * track's wings (rules file, "Reputation"); `angelWings` are gained (3 convert to an indulgence);
 * `demonWingsBack` returns demon wings the player holds (none below 0, L881); `indulgences` are gained.
 */
export interface Bundle {
  readonly goods?: Goods;
  readonly points?: number;
  readonly reputation?: number;
  readonly angelWings?: number;
  readonly demonWingsBack?: number;
  readonly indulgences?: number;
}

/**
 * A number read from the owner's position when the effect resolves:
 * - `buildings` — built buildings carrying `symbol`; a double-symbol building counts, science
 *   and masters never do (L1314);
 * - `buildingPairs` — ⌊built buildings / 2⌋ (Řeholník, L1366);
 * - `privileges` — privileges gained so far, by size, those placed by a card included (L1346);
 * - `playersBelow` — other players whose reputation was lower at the start of the phase (L1350);
 * - `debtPairs` — ⌊debt / 2⌋;
 * - `masters` — hired masters held behind the wall.
 */
export type Count =
  | { readonly of: "buildings"; readonly symbol: Master }
  | { readonly of: "buildingPairs" }
  | { readonly of: "privileges"; readonly size: "small" | "large" | "all" }
  | { readonly of: "playersBelow" }
  | { readonly of: "debtPairs" }
  | { readonly of: "masters" };

/**
 * A test on the owner's position:
 * - `reputation` — at the start of the current phase, before any effect (L1350): `highest` /
 *   `lowest` (ties count for everyone tied), `notHighest`, `belowStart` (below the start space,
 *   the space Cultists' hideout marks, L1342);
 * - `debtAtMost` — debt ≤ `debt`;
 * - `tokensUsed` — at least `atLeast` action tokens resolved this action phase; skipped (unpaid)
 *   ones do not count (Prosperity, L1292);
 * - `hired` — the hire-master action resolved this phase; masters from cards do not count
 *   (Education, L1296);
 * - `buildings` — at least `atLeast` built buildings carrying `symbol`, counted as in `Count`.
 */
export type Condition =
  | { readonly kind: "reputation"; readonly is: "highest" | "lowest" | "notHighest" | "belowStart" }
  | { readonly kind: "debtAtMost"; readonly debt: number }
  | { readonly kind: "tokensUsed"; readonly atLeast: number }
  | { readonly kind: "hired" }
  | { readonly kind: "buildings"; readonly symbol: Master; readonly atLeast: number };

/**
 * One step of a card, resolved in list order:
 * - `gain` — the bundle, times `per` when given; with `if`, nothing when the condition fails;
 * - `exchange` — pay (covered), then gain; an action building's usual shape;
 * - `master` — take that master (or one of the owner's choice, declared when planning) from its
 *   2- or 3-ducat space without paying (L1276); nothing if all three are held;
 * - `privilege` — `place`: put one small privilege on a production field at once, as at the end
 *   of the action phase (Fortress, Guild house, L1326); `discard`: discard one small privilege not
 *   yet gained (never gained then), or, when all four are gained, take one off its field, which
 *   goes back to level 1 (Dam, L1330);
 * - `repay` — the owner may repay debt now, outside the usual windows (Bishop's seat, L1306);
 * - `slot` — slide one built action building under this card at once: it acts again now, then as
 *   the very first step of every later action phase, keeps its symbols and points, and leaves the
 *   two token slots; with none, nothing (Stables, L1334–1338);
 * - `discardAll` — choose one kind among `of`, discard every token of it, `points` per token
 *   (Merchants' road, L1318);
 * - `skipInterest` — while `if` holds, the owner's interest marker does not move (Bank, L1302);
 * - `handIn` — hand in `resources` resources of the owner's choice, with `of: "rare"` glass or
 *   marble only; `points` (negative) for each one not handed in (Ascetic, L1358; Libertine, L1372);
 * - `debt` — debt rises by `amount`; each rise above 10 sets it to 9 and gives a demon wing (L1370);
 * - `destroy` — the building with the second-highest printed points is discarded; of two tied at
 *   the top, one of them; owner's choice on ties; nothing with fewer than 2 buildings (Vandal, L1368).
 */
export type Effect =
  | { readonly kind: "gain"; readonly gain: Bundle; readonly per?: Count; readonly if?: Condition }
  | { readonly kind: "exchange"; readonly pay: Payment; readonly gain: Bundle }
  | { readonly kind: "master"; readonly master: Master | "any" }
  | { readonly kind: "privilege"; readonly act: "place" | "discard" }
  | { readonly kind: "repay" }
  | { readonly kind: "slot" }
  | { readonly kind: "discardAll"; readonly of: readonly Common[]; readonly points: number }
  | { readonly kind: "skipInterest"; readonly if: Condition }
  | { readonly kind: "handIn"; readonly resources: number; readonly points: number; readonly of?: "rare" }
  | { readonly kind: "debt"; readonly amount: number }
  | { readonly kind: "destroy" };

/**
 * When a building's effect works (L643–651):
 * - `immediate` — once, right after it is paid for and placed, before the next planned step;
 * - `action` — each time an action token is planned on it (its build step's "use" space, or a slot);
 * - `ongoing` — every time `phase` comes round after it is built: production after the wheel's
 *   yield; interest instead of or beside the interest move; reputation at the phase's start, before
 *   the wings for highest and lowest, reading start-of-phase positions; final at final scoring. A
 *   player's ongoing effects of one phase resolve in the order of BUILDINGS (so Abbey, listed
 *   first, resolves before Gaming house, L1322).
 */
export type BuildingEffect =
  | { readonly timing: "immediate"; readonly effects: readonly Effect[] }
  | { readonly timing: "action"; readonly effects: readonly Effect[] }
  | { readonly timing: "ongoing"; readonly phase: Phase; readonly effects: readonly Effect[] };

export const ROUNDS = [1, 2, 3, 4, 5] as const;
export type Round = (typeof ROUNDS)[number];
export const LETTERS = ["A", "B", "C", "D"] as const;
export type Letter = (typeof LETTERS)[number];

export interface Building {
  /** Stable id, also its word key: `dd.building.<id>`. */
  readonly id: string;
  /** The deck it is drawn from (the number on its back). */
  readonly round: Round;
  /** Round 1 only: the letter it is dealt by (L434). */
  readonly letter?: Letter;
  /** One or two symbols (a double gives both, L746); science is drawn alone. */
  readonly symbols: readonly BuildingSymbol[];
  /** Paid at its build step (covered); a science building's includes 4 reputation. */
  readonly cost: Payment;
  /** Printed points, scored at the end. */
  readonly points: number;
  readonly effect?: BuildingEffect;
}

/**
 * One side of an event, resolved as a unit at its step (left: step 1, right: step 9): when `if`
 * fails, or `pay` cannot be covered, the side gives nothing and costs 1 reputation (L706–710);
 * otherwise pay, then the effects in order. The left side gains and moves reputation down, the right
 * side pays or meets a condition and moves reputation up.
 */
export interface EventSide {
  readonly if?: Condition;
  readonly pay?: Payment;
  readonly effects: readonly Effect[];
}

export interface EventCard {
  /** Stable id, also its word key: `dd.event.<id>`. */
  readonly id: string;
  /** Deck A in rounds 1–2, deck B from round 3. */
  readonly deck: "A" | "B";
  readonly left: EventSide;
  readonly right: EventSide;
}

/**
 * An inquisitor (L1356–1372). Yellow A–C sit on the board's letters and are the only ones bribes
 * remove (L993); three of the four red ones are dealt face down to places 1–3 (L317); brown ones
 * are house guests. The penalty is what a player who shows neither a soul piece nor an indulgence
 * suffers, in list order.
 */
export interface Inquisitor {
  /** Stable id; copies share their word key `dd.inquisitor.<name>`. */
  readonly id: string;
  readonly name: string;
  readonly colour: "yellow" | "red" | "brown";
  /** Yellow: its board letter. */
  readonly letter?: "A" | "B" | "C";
  readonly penalty: readonly Effect[];
}

/** A requirement card: a public wish shown during trading (L560). */
export interface Requirement {
  readonly id: string;
  /** The seat (board side) whose set it belongs to. */
  readonly seat: number;
  readonly wants: "rare" | "common" | "ducats";
}

/** A privilege's need: symbols by kind (science and masters may stand in, rules file "Privileges"). */
export type SymbolNeed = Readonly<Partial<Record<Master, number>>>;

export interface LargePrivilege {
  readonly id: string;
  readonly need: SymbolNeed;
  /** The reward, or `alchemist`: the player's alchemist becomes hireable (and usable at once). */
  readonly reward: Bundle | "alchemist";
}

/** What a seat's four production fields yield in one round, field by field; a rare fills two neighbouring fields. */
export type FieldYield = readonly [Resource, Resource, Resource, Resource];
