import type { Seat } from "../contract.ts";
import { cubeSources, cubesAt, type Place } from "./actions.ts";
import { reachable } from "./board.ts";
import { mayTakeToken } from "./coach.ts";
import { FIELDS, GAINS, type Card, type Field, type Gain } from "./data.ts";
import { innChoices } from "./effects.ts";
import type { BribeMove, FieldChoice, Move, PlayMove } from "./moves.ts";
import { emptyFields, hasEffect } from "./persons.ts";
import { fieldCount, type NotreDameState, type PlayerState } from "./state.ts";
import { toAct } from "./turns.ts";

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

/** Every sequence of 1..k gains the player can take (each "rat" needs the marker above 0). */
function gainSequences(k: number, rat: number): Gain[][] {
  const out: Gain[][] = [];
  const extend = (prefix: Gain[]): void => {
    if (prefix.length > 0) out.push(prefix);
    if (prefix.length === k) return;
    for (const g of GAINS) {
      const next = [...prefix, g];
      if (next.filter((x) => x === "rat").length <= rat) extend(next);
    }
  };
  extend([]);
  return out;
}

/** The choices a field's action offers when `n` cubes stand there after placing. */
function fieldChoices(state: NotreDameState, p: PlayerState, field: Field, n: number): FieldChoice[] {
  if (field === "inn") return gainSequences(innChoices(n), p.rat).map((gains) => ({ gains }));
  if (field !== "coach") return [{}];
  const out: FieldChoice[] = [{}];
  for (const m of reachable(state.quarters, p.carriage, n)) {
    out.push({ market: m });
    if (mayTakeToken(state, p, m)) out.push({ market: m, take: true });
  }
  return out;
}

function cardMoves(state: NotreDameState, p: PlayerState, card: Card): PlayMove[] {
  const out: PlayMove[] = [{ type: "play", card, skip: true }];
  if (card === "advisor") {
    for (const field of FIELDS) {
      if (field === p.advisor) continue;
      for (const choice of fieldChoices(state, p, field, fieldCount(p, field) + 1)) {
        out.push({ type: "play", card, field, ...choice });
      }
    }
    return out;
  }
  const target: Place = card === "notreDame" ? "cathedral" : card;
  const sources: (Place | undefined)[] = p.supply > 0 ? [undefined] : cubeSources(p, target);
  for (const from of sources) {
    const base: PlayMove = from === undefined ? { type: "play", card } : { type: "play", card, from };
    if (card === "notreDame") {
      for (const donate of [1, 2, 3] as const) if (donate <= p.coins) out.push({ ...base, donate });
    } else {
      for (const choice of fieldChoices(state, p, card, fieldCount(p, card) + 1)) out.push({ ...base, ...choice });
    }
  }
  return out;
}

function bribeMoves(state: NotreDameState, p: PlayerState, person: BribeMove["person"]): BribeMove[] {
  const base: BribeMove = { type: "bribe", person };
  if (!hasEffect(person, p)) return [base];
  const out: BribeMove[] = [];
  switch (person) {
    case "barmaid":
      return gainSequences(1, p.rat).map((gains) => ({ ...base, gains }));
    case "minstrel":
      for (const from of FIELDS) {
        for (const to of FIELDS) {
          if (to === from) continue;
          for (let cubes = 0; cubes <= Math.min(3, p.fields[from]); cubes++) {
            if (cubes > 0) out.push({ ...base, from, to, cubes });
            if (p.advisor === from && cubes < 3) out.push({ ...base, from, to, cubes, advisor: true });
          }
        }
      }
      return out;
    case "juggler": {
      const places: Place[] = [...FIELDS, "cathedral"];
      for (const from of places) {
        const pieces = [...(cubesAt(p, from) > 0 ? [false] : []), ...(p.advisor === from ? [true] : [])];
        for (const advisor of pieces) {
          for (const to of FIELDS) {
            if (to === from) continue;
            for (const choice of fieldChoices(state, p, to, fieldCount(p, to) + 1)) {
              out.push(advisor ? { ...base, from, to, advisor, ...choice } : { ...base, from, to, ...choice });
            }
          }
        }
      }
      return out;
    }
    case "bishop":
      for (const field of emptyFields(p)) {
        for (const choice of fieldChoices(state, p, field, 1)) out.push({ ...base, field, ...choice });
      }
      return out;
    default:
      return [base];
  }
}

/** Every legal move of `seat` now, in a stable order. */
export function legalMoves(state: NotreDameState, seat: Seat): Move[] {
  if (!toAct(state).includes(seat)) return [];
  const p = state.players[seat];
  if (!p) return [];
  switch (state.phase) {
    case "draft":
      return unique(state.draft?.offers[seat] ?? []).map((card) => ({ type: "keep", card }));
    case "actions":
      return unique(p.hand).flatMap((card) => cardMoves(state, p, card));
    case "bribes": {
      const bribes = p.coins >= 1 ? unique(state.revealed).flatMap((person) => bribeMoves(state, p, person)) : [];
      return [{ type: "pass" }, ...bribes];
    }
    case "plague":
      return (p.sacrifice ?? []).map((field) => ({ type: "sacrifice", field }));
    case "over":
      return [];
  }
}
