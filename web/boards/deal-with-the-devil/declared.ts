/**
 * The choices a plan or an answer declares for a later automatic step (legal.ts: "free parts",
 * accepted with any value, the engine's default where none is given): which field a small
 * privilege goes to, which master or common kind a card gives or takes, which building slides
 * under the Stables or falls to the Vandal, how much debt a card repays, which small privilege the
 * Dam removes, what the Ascetic is handed. The table asks only those a card of the move can use.
 */
import {
  BUILDING_BY_ID,
  EVENT_BY_ID,
  INQUISITOR_BY_ID,
  isActionBuilding,
  RESOURCES,
  type Building,
} from "../../../worker/games/deal-with-the-devil/table.ts";
import { NONE } from "./choices.ts";
import type { AnswerMove, DevilView, Move, PlanMove } from "./types.ts";

type Effect = NonNullable<Building["effect"]>["effects"][number];

/** One declared choice: its id (the part it sets, `field1`…`field4` the privilege field order) and its tokens. */
export type Declare = { id: string; options: string[] };

export type Declared = Readonly<Record<string, string>>;

const FIELDS = [0, 1, 2, 3];
/** The masters a card may give (the alchemist is hired only). */
const MASTERS = ["rural", "urban", "church"] as const;
const upTo = (from: number, to: number): string[] =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => String(from + i));

/** The effects the plan's cards run: my buildings, those it builds, the event side it plays. */
function planEffects(view: DevilView, move: PlanMove): Effect[] {
  const mine = view.me ? (view.players[view.me.seat]?.built ?? []) : [];
  const buildings = [...mine, ...move.builds.map((b) => b.card)].flatMap(
    (id) => BUILDING_BY_ID.get(id)?.effect?.effects ?? [],
  );
  const event = move.event ? EVENT_BY_ID.get(move.event.id)?.[move.event.side].effects : undefined;
  return [...buildings, ...(event ?? [])];
}

/** The choices a finished plan may declare, in the order asked; the field order one place at a time. */
function planChoices(view: DevilView, move: PlanMove, picks: Declared): Declare[] {
  const me = view.me ? view.players[view.me.seat] : undefined;
  if (!me) return [];
  const effects = planEffects(view, move);
  const has = (kind: Effect["kind"]) => effects.filter((e) => e.kind === kind);
  const out: Declare[] = [];
  // A small privilege may be gained at the end of every action phase, and by a card at once.
  if (me.small.includes("open")) {
    const free = FIELDS.filter((f) => me.fields[f] === 1);
    const chosen: number[] = [];
    for (const n of [1, 2, 3, 4]) {
      const options = free.filter((f) => !chosen.includes(f)).map(String);
      if (options.length === 0) break;
      out.push({ id: `field${n}`, options });
      const pick = picks[`field${n}`];
      if (pick === undefined || pick === NONE) break;
      chosen.push(Number(pick));
    }
  }
  if (has("master").some((e) => e.kind === "master" && e.master === "any"))
    out.push({ id: "master", options: MASTERS.slice() });
  const kinds = has("discardAll").flatMap((e) => (e.kind === "discardAll" ? e.of : []));
  if (kinds.length > 0) out.push({ id: "kind", options: [...new Set(kinds)] });
  const built = [...me.built, ...move.builds.map((b) => b.card)];
  const stable = built.flatMap((id, i) => (isActionBuilding(id) ? [String(i)] : []));
  if (has("slot").length > 0 && me.stabled === undefined && stable.length > 0)
    out.push({ id: "stable", options: stable });
  if (has("repay").length > 0 && me.debt > 0) out.push({ id: "repay", options: upTo(1, Math.min(10, me.debt)) });
  const dam = me.small.flatMap((state, i) => (state === "void" ? [] : [String(i)]));
  if (has("privilege").some((e) => e.kind === "privilege" && e.act === "discard") && dam.length > 0)
    out.push({ id: "dam", options: dam });
  return out;
}

/** The choices an answer's penalties may declare: the Ascetic's goods, kind by kind, and the Vandal's building. */
function answerChoices(view: DevilView, move: AnswerMove, picks: Declared): Declare[] {
  const me = view.me ? view.players[view.me.seat] : undefined;
  if (!me || !view.me) return [];
  const due = me.obligations ?? [];
  const effects = move.answers.flatMap((a, i) =>
    a === "penalty" ? (INQUISITOR_BY_ID.get(due[i] ?? "")?.penalty ?? []) : [],
  );
  const out: Declare[] = [];
  const handIn = Math.max(0, ...effects.map((e) => (e.kind === "handIn" && e.of !== "rare" ? e.resources : 0)));
  const goods = view.me.goods;
  for (const good of RESOURCES) {
    const others = RESOURCES.filter((g) => g !== good).reduce((n, g) => n + Number(picks[`handIn.${g}`] ?? 0), 0);
    const most = Math.min(goods[good], handIn - others);
    if (handIn > 0 && most > 0) out.push({ id: `handIn.${good}`, options: upTo(1, most) });
  }
  if (effects.some((e) => e.kind === "destroy") && me.built.length >= 2)
    out.push({ id: "destroy", options: me.built.map((_, i) => String(i)) });
  return out;
}

/** The choices `move` (a finished plan or answer) may declare after `picks`; none for other moves. */
export function declarable(view: DevilView, move: Move, picks: Declared): Declare[] {
  if (move.type === "plan") return planChoices(view, move, picks);
  if (move.type === "answer") return answerChoices(view, move, picks);
  return [];
}

/** `move` with the picks that its choices still offer (a pick left at NONE, or no longer offered, adds nothing). */
export function withDeclared(view: DevilView, move: Move, picks: Declared): Move {
  const offered = declarable(view, move, picks);
  const value = (id: string): string | undefined => {
    const pick = picks[id];
    return pick !== undefined && offered.some((d) => d.id === id && d.options.includes(pick)) ? pick : undefined;
  };
  if (move.type === "plan") {
    const fields = [1, 2, 3, 4].map((n) => value(`field${n}`));
    const order = fields.slice(0, fields.indexOf(undefined) < 0 ? 4 : fields.indexOf(undefined)).map(Number);
    const master = value("master") as PlanMove["master"];
    const kind = value("kind") as PlanMove["kind"];
    const [stable, repay, dam] = ["stable", "repay", "dam"].map((id) => value(id));
    return {
      ...move,
      ...(order.length > 0 ? { fields: order } : {}),
      ...(master ? { master } : {}),
      ...(kind ? { kind } : {}),
      ...(stable !== undefined ? { stable: Number(stable) } : {}),
      ...(repay !== undefined ? { repay: Number(repay) } : {}),
      ...(dam !== undefined ? { dam: Number(dam) } : {}),
    };
  }
  if (move.type === "answer") {
    const handIn = Object.fromEntries(
      RESOURCES.flatMap((g) => {
        const n = value(`handIn.${g}`);
        return n === undefined ? [] : [[g, Number(n)]];
      }),
    );
    const destroy = value("destroy");
    return {
      ...move,
      ...(Object.keys(handIn).length > 0 ? { handIn } : {}),
      ...(destroy !== undefined ? { destroy: Number(destroy) } : {}),
    };
  }
  return move;
}
