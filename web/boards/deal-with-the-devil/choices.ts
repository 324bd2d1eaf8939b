/**
 * A move chosen step by step from the legal moves (the parts' composition): each pick narrows the
 * moves, as Notre Dame's choices do. Two decisions are chosen in two phases because their listed
 * parts compose (legal.ts): a plan's event part and its token part, an answer's split and its rare.
 * Legality stays with the engine: a step offers only the tokens the remaining moves carry.
 */
import type { AnswerMove, Move, PlanMove } from "./types.ts";

/** The token of a step that a move leaves out. */
export const NONE = "-";

export type Picks = Readonly<Record<string, string>>;

const priceToken = (price: { ducats: number } | { souls: number } | null): string =>
  price === null ? NONE : "ducats" in price ? `d${price.ducats}` : `s${price.souls}`;

const buildToken = (b: PlanMove["builds"][number] | undefined): string =>
  b === undefined ? NONE : b.use ? `${b.card}+use` : b.card;

const opt = (v: string | number | null | undefined): string => (v === undefined || v === null ? NONE : String(v));

/** A move's token for a step: what this move answers there. */
export function tokenOf(move: Move, step: string): string {
  switch (move.type) {
    case "keep":
      return move.card;
    case "pass":
      return step === "first" ? move.cards[0] : move.cards[1];
    case "offer":
      if (step === "price") return priceToken(move.price);
      return opt(Object.keys(move.goods)[0]);
    case "view":
      return step === "accept" ? String(move.accept) : opt(move.tainted);
    case "plan":
      return planToken(move, step);
    case "vote":
      return opt(move.target);
    case "defend":
      return String(move.prove);
    case "wings":
      return String(move.count);
    case "ritual":
      return opt(move[step as "devil" | "cultist" | "pure" | "tainted" | "bribe"]);
    case "answer":
      if (step === "rare") return move.rare === undefined ? NONE : String(move.rare);
      return opt(move.answers[Number(step.slice(1))]);
  }
}

function planToken(move: PlanMove, step: string): string {
  if (step === "discard") return opt(move.discard);
  if (step === "event") return move.event ? `${move.event.id}:${move.event.side}` : NONE;
  if (step === "use1" || step === "use2") return opt(move.use[step === "use1" ? 0 : 1]);
  if (step === "build1" || step === "build2") return buildToken(move.builds[step === "build1" ? 0 : 1]);
  return opt(move.hire);
}

const ANSWER_STEPS = Array.from({ length: 12 }, (_, i) => `a${i}`);

/** The steps of each phase of a move type, in the order they are asked. */
const STEPS: Readonly<Record<Move["type"], readonly (readonly string[])[]>> = {
  keep: [["card"]],
  pass: [["first", "second"]],
  offer: [["price"]],
  view: [["accept", "tainted"]],
  plan: [
    ["discard", "event"],
    ["use1", "use2", "build1", "build2", "hire"],
  ],
  vote: [["target"]],
  defend: [["prove"]],
  wings: [["count"]],
  ritual: [["devil", "cultist", "pure", "tainted", "bribe"]],
  answer: [ANSWER_STEPS, ["rare"]],
};

const EMPTY_TOKENS: Move = { type: "plan", use: [], builds: [], repay: 0 };

const isEventPart = (m: Move): boolean => m.type === "plan" && m.use.length + m.builds.length === 0 && !m.hire;

/**
 * The moves each phase chooses among, given the moves chosen in the phases before: a plan's event
 * parts, then its token parts (none among them: the event part's empty one); an answer's splits,
 * then, when the split holds a penalty, its rare parts (none: the engine's default).
 */
function phaseMoves(moves: readonly Move[], phase: number, chosen: readonly Move[]): Move[] {
  const type = moves[0]?.type;
  if (type === "plan")
    return phase === 0 ? moves.filter(isEventPart) : [EMPTY_TOKENS, ...moves.filter((m) => !isEventPart(m))];
  if (type === "answer") {
    const rares = moves.filter((m) => m.type === "answer" && m.rare !== undefined);
    if (phase === 0) return moves.filter((m) => m.type === "answer" && m.rare === undefined);
    const split = chosen[0];
    const penalty = split?.type === "answer" && split.answers.includes("penalty");
    return penalty && rares.length > 0 ? [{ type: "answer", answers: [] }, ...rares] : [];
  }
  return phase === 0 ? moves.slice() : [];
}

/** The move the phases' choices make together. */
function merge(chosen: readonly Move[]): Move | undefined {
  const [first, second] = chosen;
  if (first?.type === "plan" && second?.type === "plan")
    return { ...first, use: second.use, builds: second.builds, ...(second.hire ? { hire: second.hire } : {}) };
  if (first?.type === "answer" && second?.type === "answer" && second.rare !== undefined)
    return { ...first, rare: second.rare } satisfies AnswerMove;
  return first;
}

export type Step = { id: string; options: string[] };
/** Where the choice stands: the step to answer (with the moves still possible), or the finished move. */
export type Progress = { step?: Step; done?: Move; candidates: Move[] };

const agrees = (move: Move, steps: readonly string[], picks: Picks) =>
  steps.every((s) => picks[s] === undefined || tokenOf(move, s) === picks[s]);

/** Where the choice stands after `picks`: phase by phase, the first step whose options still differ. */
export function progress(moves: readonly Move[], picks: Picks): Progress {
  const type = moves[0]?.type;
  if (type === undefined || type === "offer") return { candidates: moves.slice() };
  const chosen: Move[] = [];
  let candidates: Move[] = [];
  for (const [phase, steps] of (STEPS[type] ?? []).entries()) {
    candidates = phaseMoves(moves, phase, chosen).filter((m) => agrees(m, steps, picks));
    if (candidates.length === 0 && phase > 0) break;
    for (const id of steps) {
      const options = [...new Set(candidates.map((m) => tokenOf(m, id)))];
      if (options.length > 1) return { step: { id, options }, candidates };
    }
    const [only] = candidates;
    if (only) chosen.push(only);
  }
  return { done: merge(chosen), candidates };
}

/** The offers a price allows, one kind at a time: the most of each kind a chest at that price may hold. */
export function offerLimits(moves: readonly Move[], price: string): Record<string, number> {
  const most: Record<string, number> = {};
  for (const m of moves)
    if (m.type === "offer" && priceToken(m.price) === price)
      for (const [good, n] of Object.entries(m.goods)) most[good] = Math.max(most[good] ?? 0, n ?? 0);
  return most;
}

/** The prices a chest may ask (NONE: an empty chest), in the list's order. */
export const offerPrices = (moves: readonly Move[]): string[] => [
  ...new Set(moves.flatMap((m) => (m.type === "offer" ? [priceToken(m.price)] : []))),
];

/** The price a token stands for. */
export function priceOf(token: string): { ducats: number } | { souls: number } | null {
  if (token === NONE) return null;
  const n = Number(token.slice(1));
  return token.startsWith("d") ? { ducats: n } : { souls: n };
}
