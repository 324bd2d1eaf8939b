/** Phase 1, production (L410–426): the wheel's yield by field level, then production buildings. */
import type { Seat } from "../contract.ts";
import { BASE_DUCATS, INNER_FIELDS, WHEEL } from "./cards/index.ts";
import { RARES, type FieldYield, type Resource } from "./cards/types.ts";
import { emit, type Ctx } from "./ctx.ts";
import { ongoing } from "./effects.ts";
import { player, type DevilState } from "./state.ts";

/** What a seat's fields yield this round. */
export function fieldYield(s: DevilState, seat: Seat): Partial<Record<Resource | "ducats", number>> {
  const p = player(s, seat);
  const wheel = WHEEL[p.side]?.[s.round - 1];
  if (!wheel) throw new Error(`no wheel for side ${p.side} round ${s.round}`);
  return wheelYield(wheel, p.fields);
}

/** Four fields' yield at these levels: a rare spans two neighbouring fields and yields the lower level. */
export function wheelYield(wheel: FieldYield, levels: readonly number[]): Partial<Record<Resource | "ducats", number>> {
  const out: Partial<Record<Resource | "ducats", number>> = {};
  for (let f = 0; f < 4; f++) {
    const r = wheel[f] as Resource;
    const level = levels[f] ?? 1;
    if ((RARES as readonly string[]).includes(r)) {
      if (wheel[f + 1] === r) out[r] = (out[r] ?? 0) + Math.min(level, levels[f + 1] ?? 1);
      continue;
    }
    out[r] = (out[r] ?? 0) + level;
  }
  out.ducats = BASE_DUCATS + INNER_FIELDS.filter((f) => (levels[f] ?? 1) > 1).length;
  return out;
}

export function produce(ctx: Ctx): void {
  const s = ctx.s;
  const start = s.players.map((p) => p.reputation);
  emit(ctx, { type: "round", round: s.round });
  s.players.forEach((p, seat) => {
    for (const [g, n] of Object.entries(fieldYield(s, seat))) p.goods[g as Resource] += n ?? 0;
    ongoing(ctx, seat, "production", { startReputation: start });
  });
}
