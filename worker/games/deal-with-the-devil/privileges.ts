/**
 * Privileges (rules file, "Privileges"), checked at the end of the action phase: symbols of built
 * buildings (a double gives both, science is a wildcard used as one symbol per privilege, a
 * building serves several privileges), hired masters standing in where buildings fall short (then
 * back to the 3-ducat space). Every privilege that can be gained is gained (CHOSEN).
 */
import type { Seat } from "../contract.ts";
import { BUILDING_BY_ID, INNER_FIELDS, LARGE_PRIVILEGES, SMALL_PRIVILEGES } from "./cards/index.ts";
import { MASTERS, type Master, type SymbolNeed } from "./cards/types.ts";
import { emit, type Ctx } from "./ctx.ts";
import { player, type DevilState, type MasterName } from "./state.ts";

/** The default field order for small privileges: inner fields first, then field order. */
export const DEFAULT_FIELDS: readonly number[] = [
  ...INNER_FIELDS,
  ...[0, 1, 2, 3].filter((f) => !INNER_FIELDS.includes(f)),
];

/** Masters needed to meet `need` beyond what the buildings give, or undefined when even they cannot. */
function mastersFor(s: DevilState, seat: Seat, need: SymbolNeed): MasterName[] | undefined {
  const p = player(s, seat);
  const have: Record<Master, number> = { rural: 0, urban: 0, church: 0 };
  let wild = 0;
  for (const id of p.built) {
    const symbols = BUILDING_BY_ID.get(id)?.symbols ?? [];
    if (symbols.includes("science")) wild++;
    for (const m of MASTERS) if (symbols.includes(m)) have[m]++;
  }
  const short: Record<Master, number> = { rural: 0, urban: 0, church: 0 };
  let total = 0;
  for (const m of MASTERS) {
    short[m] = Math.max(0, (need[m] ?? 0) - have[m]);
    total += short[m];
  }
  total -= wild;
  if (total <= 0) return [];
  const used: MasterName[] = [];
  for (const m of MASTERS) {
    if (total > 0 && short[m] > 0 && p.masters[m] === "held") {
      used.push(m);
      total--;
    }
  }
  if (total > 0 && p.masters.alchemist === "held") {
    used.push("alchemist");
    total--;
  }
  return total > 0 ? undefined : used;
}

function useMasters(ctx: Ctx, seat: Seat, masters: readonly MasterName[]): void {
  const p = player(ctx.s, seat);
  for (const m of masters) {
    p.masters[m] = "three";
    emit(ctx, { type: "masterUsed", seat, master: m });
  }
}

/** Puts one small privilege on the first field of `order` still at level 1 (Fortress, Guild house, L1326, and the end of the phase). */
export function placeSmall(ctx: Ctx, seat: Seat, order: readonly number[] | undefined, which?: number): void {
  const p = player(ctx.s, seat);
  const index = which ?? p.small.findIndex((x) => x.state === "open");
  const privilege = p.small[index];
  if (!privilege || privilege.state !== "open") return;
  const fields = [...(order ?? []), ...DEFAULT_FIELDS];
  const field = fields.find((f) => p.fields[f] === 1);
  if (field === undefined) return;
  privilege.state = "gained";
  privilege.field = field;
  p.fields[field] = 2;
  emit(ctx, { type: "smallPrivilege", seat, privilege: index, field });
}

/** Dam (L1330): discard an ungained small privilege, or with all four gained take one off its field. */
export function discardSmall(ctx: Ctx, seat: Seat, choice: number | undefined): void {
  const p = player(ctx.s, seat);
  const open = p.small.flatMap((x, i) => (x.state === "open" ? [i] : []));
  if (open.length > 0) {
    const index = choice !== undefined && open.includes(choice) ? choice : (open[0] as number);
    (p.small[index] as { state: string }).state = "void";
    emit(ctx, { type: "privilegeDiscarded", seat, privilege: index });
    return;
  }
  const gained = p.small.flatMap((x, i) => (x.state === "gained" ? [i] : []));
  const index = choice !== undefined && gained.includes(choice) ? choice : gained.at(-1);
  const privilege = index === undefined ? undefined : p.small[index];
  if (!privilege || index === undefined) return;
  if (privilege.field !== undefined) p.fields[privilege.field] = 1;
  privilege.state = "void";
  delete privilege.field;
  emit(ctx, { type: "privilegeDiscarded", seat, privilege: index });
}

/** The end of the action phase: gains every privilege it can, small ones first, in list order. */
export function checkPrivileges(
  ctx: Ctx,
  seat: Seat,
  fields: readonly number[] | undefined,
  reward: (large: number) => void,
): void {
  const s = ctx.s;
  const p = player(s, seat);
  SMALL_PRIVILEGES.forEach((need, i) => {
    if (p.small[i]?.state !== "open") return;
    const masters = mastersFor(s, seat, need);
    if (!masters) return;
    useMasters(ctx, seat, masters);
    placeSmall(ctx, seat, fields, i);
  });
  LARGE_PRIVILEGES.forEach((privilege, i) => {
    if (p.large[i]) return;
    const masters = mastersFor(s, seat, privilege.need);
    if (!masters) return;
    useMasters(ctx, seat, masters);
    p.large[i] = true;
    emit(ctx, { type: "largePrivilege", seat, privilege: privilege.id });
    reward(i);
  });
}
