/**
 * Phase 3, trading (L496–546; rules file "Trading"): every player fills the own chest; the server
 * routes each chest to a first and a second viewer (routing.ts); a viewer sees the contents and
 * the role mark, never the owner, and accepts the whole offer by paying its price, or declines; a
 * chest already accepted shows the second viewer only the amount paid. Then the chests return.
 * Public events say only that chests moved, identical whoever the parties were.
 */
import type { Seat } from "../contract.ts";
import { GOODS } from "./cards/types.ts";
import { emit, emitTo, type Ctx } from "./ctx.ts";
import { ruleError, type DevilError } from "./errors.ts";
import { add, has } from "./market.ts";
import type { OfferMove, ViewMove } from "./moves.ts";
import { player, type Chest, type DevilState, type Price, type Role } from "./state.ts";

/** Prices each role may ask (L498–500). */
export function priceAllowed(role: Role, price: Price): boolean {
  if ("ducats" in price)
    return role === "mortal"
      ? price.ducats >= 2 && price.ducats <= 7
      : role === "cultist" && price.ducats >= 2 && price.ducats <= 6;
  return role === "devil" ? price.souls >= 1 && price.souls <= 2 : role === "cultist" && price.souls === 1;
}

export function offer(ctx: Ctx, seat: Seat, move: OfferMove): DevilError | undefined {
  const p = player(ctx.s, seat);
  const empty = Object.keys(move.goods).length === 0;
  if (empty && move.price) return ruleError("EMPTY_OFFER_PRICED");
  if (!empty && (!move.price || !priceAllowed(p.role, move.price))) return ruleError("PRICE_NOT_ALLOWED");
  if (!has(p.goods, move.goods)) return ruleError("NOT_ENOUGH_GOODS");
  add(p.goods, move.goods, -1);
  ctx.s.chests[seat] = { offer: { ...move.goods }, price: empty ? null : (move.price ?? null) };
  return undefined;
}

/** The chest `seat` is looking at in pass `pass` (1 or 2), by owner. */
export function chestFor(s: DevilState, seat: Seat, pass: 1 | 2): Seat {
  const route = s.routes[s.round - 1]?.[pass - 1] ?? [];
  const owner = route.indexOf(seat);
  if (owner < 0) throw new Error(`no chest for seat ${seat}`);
  return owner;
}

/** What a viewer may know of a chest: its mark, and either the offer and price, or only the amount already paid. */
export function chestSeen(s: DevilState, owner: Seat) {
  const chest = s.chests[owner] as Chest;
  const mark = player(s, owner).mark;
  if (chest.paid) {
    const souls = chest.paid.pure + chest.paid.tainted;
    return { mark, accepted: true, paid: souls > 0 ? { souls } : { ducats: chest.paid.ducats } };
  }
  return { mark, accepted: false, offer: chest.offer, price: chest.price };
}

/** Hands every chest to its viewer for a pass: one public event, and each viewer's own look. */
export function handOut(ctx: Ctx, pass: 1 | 2): void {
  const s = ctx.s;
  emit(ctx, { type: "chestsHandedOut", pass });
  s.players.forEach((_, seat) =>
    emitTo(ctx, [seat], { type: "chestSeen", pass, ...chestSeen(s, chestFor(s, seat, pass)) }),
  );
}

export function view(ctx: Ctx, seat: Seat, move: ViewMove, pass: 1 | 2): DevilError | undefined {
  if (!move.accept) return move.tainted === undefined ? undefined : ruleError("WRONG_PAYMENT");
  const s = ctx.s;
  const owner = chestFor(s, seat, pass);
  const chest = s.chests[owner] as Chest;
  if (!chest.price || chest.paid) return ruleError("CANNOT_ACCEPT");
  const p = player(s, seat);
  let paid = { ducats: 0, pure: 0, tainted: 0 };
  if ("ducats" in chest.price) {
    if (move.tainted !== undefined) return ruleError("WRONG_PAYMENT");
    if (p.goods.ducats < chest.price.ducats) return ruleError("NOT_ENOUGH_GOODS", { good: "ducats" });
    p.goods.ducats -= chest.price.ducats;
    paid.ducats = chest.price.ducats;
  } else {
    const n = chest.price.souls;
    const tainted = move.tainted ?? Math.min(p.tainted, n);
    if (tainted > n || tainted > p.tainted || n - tainted > p.pure) return ruleError("NOT_ENOUGH_SOULS");
    p.tainted -= tainted;
    p.pure -= n - tainted;
    paid = { ducats: 0, pure: n - tainted, tainted };
  }
  add(p.goods, chest.offer);
  chest.paid = paid;
  chest.by = seat;
  return undefined;
}

/** The chests go home: the payment exactly as paid (L1208), or the offer back. */
export function returnChests(ctx: Ctx): void {
  const s = ctx.s;
  emit(ctx, { type: "chestsReturned" });
  s.chests.forEach((chest, owner) => {
    const p = player(s, owner);
    if (chest.paid) {
      p.goods.ducats += chest.paid.ducats;
      p.pure += chest.paid.pure;
      p.tainted += chest.paid.tainted;
      emitTo(ctx, [owner], {
        type: "chestBack",
        accepted: true,
        ducats: chest.paid.ducats,
        pure: chest.paid.pure,
        tainted: chest.paid.tainted,
      });
    } else {
      add(p.goods, chest.offer);
      const back: Record<string, number> = {};
      for (const g of GOODS) if (chest.offer[g]) back[g] = chest.offer[g] as number;
      emitTo(ctx, [owner], { type: "chestBack", accepted: false, offer: back });
    }
  });
  s.chests = s.players.map(() => ({ offer: {}, price: null }));
  for (const p of s.players) p.wishes = [];
}
