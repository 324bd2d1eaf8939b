/**
 * Moves and their options in words: the step buttons, and the confirm step's line with what the
 * move costs and what is left ("Accept the chest for 3 ducats: 4 ducats left"). Costs come from the
 * cards' data and the market's own arithmetic (`marketStep`), never from a copy of the rules.
 */
import type { Translate } from "../../../worker/i18n/translate.ts";
import {
  BUILDING_BY_ID,
  counted,
  DEBT_LIMIT,
  goodsParts,
  marketStep,
  MASTER_PRICE,
  paymentText,
  WING_PRICE,
  type Goods,
  type Wallet,
} from "../../../worker/games/deal-with-the-devil/table.ts";
import { NONE, priceOf } from "./choices.ts";
import type { PlayerInfo } from "../types.ts";
import type { DevilView, MarketMove, Move, PlanMove, Price } from "./types.ts";

export const buildingName = (id: string, t: Translate): string => t(`dd.building.${id}`);

/** A chest's price in words: "3 ducats", "1 soul piece", or none (an empty chest). */
export function priceText(price: Price | null | undefined, t: Translate): string {
  if (!price) return t("ddt.price.none");
  return "ducats" in price ? counted(t, "ducats", price.ducats) : counted(t, "soul", price.souls);
}

export const goodsText = (goods: Goods | undefined, t: Translate): string =>
  goodsParts(t, goods, false).join(", ") || t("dd.log.nothing");

/** A market act in words: "buy 2 wood (6 ducats)". */
export function actText(a: MarketMove, t: Translate): string {
  if (a.act === "borrow" || a.act === "repay") return t(`ddt.act.${a.act}`, { ducats: counted(t, "ducats", a.count) });
  return t(`ddt.act.${a.act}`, { goods: counted(t, a.good, a.count) });
}

/** What a seat's wallet is after market acts (none refused: the table lists only acts the wallet allows). */
export function walletAfter(wallet: Wallet, acts: readonly MarketMove[], repay = true): Wallet {
  const next: Wallet = { goods: { ...wallet.goods }, debt: wallet.debt };
  for (const a of acts) marketStep(next, a, repay);
  return next;
}

/** The seated players' names by seat, for `seatName`. */
export function namesBySeat(players: readonly PlayerInfo[]): string[] {
  const names: string[] = [];
  for (const p of players) if (p.seat !== undefined) names[p.seat] = p.name;
  return names;
}

/** The player's name as the table writes it (its seat when the list lacks it). */
export const seatName = (names: readonly string[], seat: number, t: Translate): string =>
  names[seat] ?? t("ddt.seat", { seat: seat + 1 });

/** One option of a step as its button reads. */
export function optionText(step: string, token: string, t: Translate, names: readonly string[]): string {
  if (token === NONE) return t(`ddt.none.${/^a\d+$/.test(step) ? "answer" : step}`);
  switch (step) {
    case "card":
    case "first":
    case "second":
    case "discard":
      return step === "discard" ? t(`dd.event.${token}`) : buildingName(token, t);
    case "price":
      return priceText(priceOf(token), t);
    case "accept":
    case "prove":
      return t(`ddt.opt.${step}.${token}`);
    case "tainted":
    case "pure":
      return counted(t, step === "tainted" ? "taintedSoul" : "pureSoul", Number(token));
    case "event": {
      const [id, side] = token.split(":");
      return t(`ddt.opt.event.${side}`, { event: t(`dd.event.${id}`) });
    }
    case "use1":
    case "use2":
      return t("ddt.opt.use", { building: buildingName(String(token), t) });
    case "build1":
    case "build2":
      return token.endsWith("+use")
        ? t("ddt.opt.buildUse", { building: buildingName(token.slice(0, -4), t) })
        : t("ddt.opt.build", { building: buildingName(token, t) });
    case "hire":
      return t("ddt.opt.hire", { master: t(`dd.master.${token}`) });
    case "target":
    case "devil":
    case "cultist":
      return seatName(names, Number(token), t);
    case "count":
      return counted(t, "angelWing", Number(token));
    case "bribe":
      return counted(t, "ducats", Number(token));
    case "rare":
      return token === "null" ? t("ddt.opt.rare.keep") : t("ddt.opt.rare.give", { good: t(`dd.good.${token}`) });
    default:
      return t(`ddt.opt.answer.${token}`);
  }
}

/** The price of the chest in front of me, unless it was accepted before it reached me. */
export function seenPrice(view: DevilView | undefined): Price | null | undefined {
  const seen = view?.me?.viewing;
  return seen && "price" in seen ? seen.price : undefined;
}

/** The building a slot token uses: by its index in my built list. */
const usedName = (index: number, view: DevilView | undefined, t: Translate): string => {
  const me = view?.me?.seat;
  const id = me === undefined ? undefined : view?.players[me]?.built[index];
  return id === undefined ? t("ddt.seat", { seat: index + 1 }) : buildingName(id, t);
};

/** The choices a plan or an answer declares for later effects, each "what: which" (declared.ts). */
function declaredParts(move: Move, t: Translate, view: DevilView | undefined): string[] {
  const picks: [string, unknown][] = [];
  if (move.type === "plan") {
    (move.fields ?? []).forEach((f, i) => picks.push([`field${i + 1}`, f]));
    picks.push(["master", move.master], ["kind", move.kind], ["stable", move.stable], ["dam", move.dam]);
    if (move.repay) picks.push(["repay", move.repay]);
  }
  if (move.type === "answer") {
    for (const [good, n] of Object.entries(move.handIn ?? {})) picks.push([`handIn.${good}`, n]);
    picks.push(["destroy", move.destroy]);
  }
  return picks
    .filter(([, value]) => value !== undefined)
    .map(([id, value]) => `${declaredTitle(id, t)}: ${declaredText(id, String(value), view, move, t)}`);
}

/** A declared choice's option in words: a field, a master, a kind, a building, ducats, a privilege, a count. */
export function declaredText(id: string, token: string, view: DevilView | undefined, move: Move, t: Translate): string {
  if (token === NONE) return t("ddt.declare.default");
  if (id.startsWith("field")) return t("ddt.declare.field", { field: Number(token) + 1 });
  if (id === "master") return t(`dd.master.${token}`);
  if (id === "kind") return t(`dd.good.${token}`);
  if (id === "repay") return counted(t, "ducats", Number(token));
  if (id === "dam") return t("ddt.declare.privilege", { n: Number(token) + 1 });
  if (id.startsWith("handIn")) return token;
  const me = view?.me ? view.players[view.me.seat] : undefined;
  const built = [...(me?.built ?? []), ...(move.type === "plan" ? move.builds.map((b) => b.card) : [])];
  return buildingName(built[Number(token)] ?? "", t);
}

/** What a declared choice asks. */
export const declaredTitle = (id: string, t: Translate): string => {
  if (id.startsWith("handIn.")) return t("ddt.declare.handIn", { good: t(`dd.good.${id.slice(7)}`) });
  if (id.startsWith("field")) return t("ddt.declare.order", { n: Number(id.slice(5)) });
  return t(`ddt.declare.${id}`);
};

function planText(m: PlanMove, t: Translate, view: DevilView | undefined): string {
  const parts: string[] = [];
  if (m.discard) parts.push(t("ddt.plan.discard", { event: t(`dd.event.${m.discard}`) }));
  if (m.event) parts.push(t(`dd.log.planEvent.${m.event.side}`, { event: t(`dd.event.${m.event.id}`) }));
  for (const i of m.use) parts.push(t("dd.log.planUse", { building: usedName(i, view, t) }));
  for (const b of m.builds) {
    const card = BUILDING_BY_ID.get(b.card);
    const cost = card ? paymentText(t, card.cost) : "";
    parts.push(
      t(b.use ? "ddt.plan.buildUse" : "ddt.plan.build", { building: buildingName(b.card, t), cost: cost || "—" }),
    );
  }
  if (m.hire) parts.push(t("ddt.plan.hire", { master: t(`dd.master.${m.hire}`), cost: hireCost(m.hire, view, t) }));
  parts.push(...declaredParts(m, t, view));
  return parts.length > 0 ? t("ddt.move.plan", { plan: parts.join("; ") }) : t("ddt.move.planNothing");
}

function hireCost(master: string, view: DevilView | undefined, t: Translate): string {
  const me = view?.me?.seat;
  const spot = me === undefined ? undefined : view?.players[me]?.masters[master as "rural"];
  return counted(t, "ducats", spot === "three" ? MASTER_PRICE.again : MASTER_PRICE.first);
}

/** The decision itself in words (without its market acts). */
function decisionText(move: Move, t: Translate, view: DevilView | undefined, names: readonly string[]): string {
  switch (move.type) {
    case "keep":
      return t("ddt.move.keep", { building: buildingName(move.card, t) });
    case "pass":
      return t("ddt.move.pass", { first: buildingName(move.cards[0], t), second: buildingName(move.cards[1], t) });
    case "offer":
      return move.price === null
        ? t("ddt.move.offerEmpty")
        : t("ddt.move.offer", { goods: goodsText(move.goods, t), price: priceText(move.price, t) });
    case "view":
      if (!move.accept) return t("ddt.move.decline");
      return t("ddt.move.accept", { price: priceText(seenPrice(view), t) });
    case "plan":
      return planText(move, t, view);
    case "vote":
      return move.target === null
        ? t("ddt.move.noVote")
        : t("ddt.move.vote", { name: seatName(names, move.target, t) });
    case "defend":
      return t(move.prove ? "ddt.move.prove" : "ddt.move.confess");
    case "wings":
      return t("ddt.move.wings", {
        wings: counted(t, "angelWing", move.count),
        ducats: counted(t, "ducats", move.count * WING_PRICE),
      });
    case "ritual":
      return t("ddt.move.ritual", {
        bribe: counted(t, "ducats", move.bribe),
        devil: move.devil === undefined ? "—" : seatName(names, move.devil, t),
        cultist: move.cultist === undefined ? "—" : seatName(names, move.cultist, t),
        souls: counted(t, "soul", move.pure + move.tainted),
      });
    case "answer":
      return [
        t("ddt.move.answer", { answers: move.answers.map((a) => t(`ddt.opt.answer.${a}`)).join(", ") || "—" }),
        ...declaredParts(move, t, view),
      ].join("; ");
  }
}

/** Ducats the decision itself spends at once (a chest, wings, a bribe). */
function spends(move: Move, view: DevilView | undefined): number {
  if (move.type === "wings") return move.count * WING_PRICE;
  if (move.type === "ritual") return move.bribe;
  const price = seenPrice(view);
  if (move.type === "view" && move.accept && price && "ducats" in price) return price.ducats;
  return 0;
}

/**
 * The move in words for the confirm step; with my view, what its market acts and the decision cost
 * and the ducats and debt left.
 */
export function describeMove(move: Move, t: Translate, view?: DevilView, names: readonly string[] = []): string {
  const acts = "market" in move ? (move.market ?? []) : [];
  const decision = decisionText(move, t, view, names);
  const text =
    acts.length > 0
      ? t("ddt.move.withMarket", { acts: acts.map((a) => actText(a, t)).join(", "), decision })
      : decision;
  if (!view?.me) return text;
  const me = view.me;
  const debt = view.players[me.seat]?.debt ?? 0;
  const after = walletAfter({ goods: me.goods, debt }, acts);
  const left = after.goods.ducats - spends(move, view);
  return t("ddt.move.left", {
    move: text,
    ducats: counted(t, "ducats", left),
    debt: t("ddt.debt", { debt: after.debt, limit: DEBT_LIMIT }),
  });
}
