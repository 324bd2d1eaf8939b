/**
 * Deal with the Devil's state: plain JSON (contract: shared/rules/deal-with-the-devil.md; `Ln` =
 * line n of the Czech rulebook). Everything marked "secret" is known to its own seat only and
 * never leaves `view` for another seat (view.ts); the rest is public as at the table.
 */
import type { Seat } from "../contract.ts";
import type { RngState } from "../rng.ts";
import type { Good, Master, Rare } from "./cards/types.ts";

export const ROLES = ["mortal", "cultist", "devil"] as const;
export type Role = (typeof ROLES)[number];
/** The mark printed inside a chest: the two mortals' marks differ (L366). */
export type Mark = "mortal1" | "mortal2" | "cultist" | "devil";

/** Goods behind a wall: every kind always present, so arithmetic needs no defaults. */
export type Stock = Record<Good, number>;

/** Where a player's master is: locked (the alchemist before its privilege), on the 2- or 3-ducat space, or hired (secret). */
export type MasterSpot = "locked" | "two" | "three" | "held";
export type MasterName = Master | "alchemist";

/** A small privilege: still on the wall, gained (on a field), or discarded by Dam before it was gained (L1330). */
export type SmallPrivilege = { state: "open" | "gained" | "void"; field?: number };

export type Player = {
  /** The board side (production, starting goods); dealt at random (L239). */
  side: number;
  role: Role; // secret
  mark: Mark; // secret
  goods: Stock; // secret
  /** Soul pieces: pure (a mortal's) and tainted (the cultist's). Secret. */
  pure: number;
  tainted: number;
  /** Buildings in hand (secret) and events in hand (secret; the newest last). */
  hand: string[];
  events: string[];
  debt: number;
  /** The interest marker on its 4-space circle, 0 = the start space. */
  interest: number;
  reputation: number;
  score: number;
  angel: number;
  demon: number;
  indulgences: number; // secret
  /** House guests waiting for the next inquisition (public cards). */
  guests: number;
  /** Production field levels, 1 or 2. */
  fields: number[];
  small: SmallPrivilege[];
  large: boolean[];
  masters: Record<MasterName, MasterSpot>; // "held" is secret; the spaces are public
  built: string[];
  /** The action building slid under Stables (L1334), by index into `built`. */
  stabled?: number;
  /** Action tokens this player owns (4, fewer after Guild house's price) and how many are free. */
  tokens: number;
  free: number;
  /** Requirement cards shown for this round's trading (public once the cards phase resolves, L560). */
  wishes: ("rare" | "common" | "ducats")[];
  /** Confessed in round 2's witch hunt: cannot be accused in round 3 (L939). */
  confessed: boolean;
};

/** A chest's price: ducats, or soul pieces (devil 1–2, cultist 1). */
export type Price = { ducats: number } | { souls: number };
/** What an accepting viewer put in: the owner gets it exactly as paid (L1208). */
export type Payment = { ducats: number; pure: number; tainted: number };

export type Chest = {
  offer: Partial<Stock>;
  price: Price | null;
  paid?: Payment;
  /** Who accepted it: secret to everybody but the server (never shown, not even at the end of the round). */
  by?: Seat;
};

/** The ritual's contents of one chest (rounds 3 and 5). */
export type RitualChest = { bribe: number; devilGuess?: Seat; cultistGuess?: Seat; pure: number; tainted: number };

/** A guess set aside beside the inquisition board (round 3) or made in round 5; scores in round 5. */
export type Guess = { by: Seat; role: "devil" | "cultist"; target: Seat };

/** A player's planned action phase (secret until every plan is in). */
export type Plan = {
  event?: { id: string; side: "left" | "right" };
  use: number[];
  builds: { card: string; use: boolean }[];
  hire?: MasterName;
  /** Declared choices (rules file "Actions"): small-privilege field order, a master of choice, Merchants' road's kind, Stables' target, Bishop's seat's repayment. */
  fields: number[];
  master?: Master;
  kind?: "wood" | "stone" | "grain";
  stable?: number;
  repay: number;
  dam?: number;
};

export const STEPS = [
  "keep",
  "pass",
  "offer",
  "view1",
  "view2",
  "plan",
  "vote",
  "defend",
  "wings",
  "ritual",
  "answer",
  "over",
] as const;
export type Step = (typeof STEPS)[number];

/** A public market act, logged when the step it was made in resolves. */
export type MarketAct = { act: "buy" | "sell" | "borrow" | "repay"; good?: Good; count: number };

export type Inquisitors = {
  /** Bribe ducats on the board's spaces (a step of 5 removes A, then B, then C, L993). */
  bribes: number;
  /** Yellow A, B, C: present or bribed away; B and C face up after round 3. */
  gone: [boolean, boolean, boolean];
  /** The red ones on places 1–3 (ids), and whether each is face up. Their identity is public (L319). */
  red: string[];
  up: [boolean, boolean, boolean];
};

export type DevilState = {
  game: "deal-with-the-devil";
  rng: RngState;
  round: number;
  /** The seat drawn at random to resolve first where order matters (rules file, "Setup"); the rest follow clockwise. */
  first: Seat;
  step: Step;
  /** Per seat: submitted in the current simultaneous step. */
  done: boolean[];
  /** Public debts when the current step began: others see these until it resolves. */
  debt0: number[];
  /** Market acts made in the current step, per seat, logged when it resolves. */
  acts: MarketAct[][];
  players: Player[];
  /** Building decks by round (index 0: round 1's, with letters), events deck: secret orders. */
  buildings: string[][];
  eventDeck: string[];
  /** Cards drawn this cards phase, per seat, waiting to be passed (secret). */
  drawn: string[][];
  /** Per round, per pass, per chest owner: the viewer (secret; drawn at setup, routing.ts). */
  routes: number[][][];
  chests: Chest[];
  plans: (Plan | null)[];
  votes: (Seat | null)[];
  accused: Seat[];
  /** The questioned players' answers, true = prove innocence (secret until both are in). */
  defences: (boolean | null)[];
  ritual: (RitualChest | null)[];
  guesses: Guess[];
  /** The devil was named correctly in round 3: nobody guesses the devil in round 5 (L1038). */
  devilExposed: boolean;
  inquisitors: Inquisitors;
  /** Angel wings each seat is buying (secret until all are in). */
  wings: number[];
  /** Answers to the inquisitors per seat, 0 piece, 1 indulgence, 2 penalty (secret until all are in), and the choices a penalty needs. */
  answers: (number[] | null)[];
  /** Each seat's reputation and score as each round ended (public; the end's chart), one row a round. */
  history: { reputation: number; score: number }[][];
  /** Final totals and the fifths that break ties, once the game is over. */
  final?: { scores: number[]; fifths: number[] };
  answerChoices: ({ handIn?: Partial<Stock>; rare?: Rare | null; destroy?: number } | null)[];
};

/** A deep copy: `play` works on a copy so its input is never changed. */
export function cloneState(state: DevilState): DevilState {
  return JSON.parse(JSON.stringify(state)) as DevilState;
}

export function player(s: DevilState, seat: Seat): Player {
  const p = s.players[seat];
  if (!p) throw new Error(`no seat ${seat}`);
  return p;
}

/** Seats in resolution order: from the first seat, clockwise. */
export function inOrder(s: DevilState): Seat[] {
  return s.players.map((_, i) => (s.first + i) % s.players.length);
}

export function seatOf(s: DevilState, role: Role): Seat[] {
  return s.players.flatMap((p, seat) => (p.role === role ? [seat] : []));
}

export const emptyStock = (): Stock => ({ wood: 0, stone: 0, grain: 0, glass: 0, marble: 0, ducats: 0 });
