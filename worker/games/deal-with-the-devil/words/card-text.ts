/**
 * A card's rules text in words, composed from its data (../cards/types.ts) and the `dd.*` keys of
 * this folder's catalogs, so a card's text can never say other than what the engine does. Pure:
 * the card sheet, the future table and mails share it.
 */
import type { Translate } from "../../../i18n/translate.ts";
import type {
  Building,
  Bundle,
  Condition,
  Count,
  Effect,
  EventSide,
  Goods,
  Inquisitor,
  Payment,
} from "../cards/types.ts";
import { GOODS } from "../cards/types.ts";

const MINUS = "−";

/** "+2 wood", "−4 points", "3 ducats": a counted noun with an optional sign. */
export function counted(t: Translate, noun: string, n: number, signed = false): string {
  const sign = signed ? (n < 0 ? MINUS : "+") : "";
  return t(`dd.n.${noun}`, { count: Math.abs(n), sign });
}

export function goodsParts(t: Translate, goods: Goods | undefined, signed: boolean): string[] {
  return GOODS.filter((g) => goods?.[g]).map((g) => counted(t, g, goods![g]!, signed));
}

/** A gain (or loss) as a list: "+3 ducats, −1 reputation". */
export function bundleText(t: Translate, bundle: Bundle): string {
  const parts = goodsParts(t, bundle.goods, true);
  if (bundle.points) parts.push(counted(t, "point", bundle.points, true));
  if (bundle.reputation) parts.push(counted(t, "reputation", bundle.reputation, true));
  if (bundle.angelWings) parts.push(counted(t, "angelWing", bundle.angelWings, true));
  if (bundle.demonWingsBack) parts.push(counted(t, "demonWing", -bundle.demonWingsBack, true));
  if (bundle.indulgences) parts.push(counted(t, "indulgence", bundle.indulgences, true));
  return parts.join(", ");
}

/** A price as a list: "2 wood, 1 glass", "−4 reputation", "your hired rural master". */
export function paymentText(t: Translate, pay: Payment): string {
  const parts = goodsParts(t, pay.goods, false);
  if (pay.reputation) parts.push(counted(t, "reputation", -pay.reputation, true));
  if (pay.master) parts.push(t(`dd.pay.master.${pay.master}`));
  if (pay.actionTokens) parts.push(t("dd.pay.actionToken", { count: pay.actionTokens }));
  return parts.join(", ");
}

export function countText(t: Translate, count: Count): string {
  switch (count.of) {
    case "buildings":
      return t(`dd.per.buildings.${count.symbol}`);
    case "privileges":
      return t(`dd.per.privileges.${count.size}`);
    default:
      return t(`dd.per.${count.of}`);
  }
}

export function conditionText(t: Translate, condition: Condition): string {
  switch (condition.kind) {
    case "reputation":
      return t(`dd.if.reputation.${condition.is}`);
    case "debtAtMost":
      return condition.debt === 0 ? t("dd.if.noDebt") : t("dd.if.debtAtMost", { count: condition.debt });
    case "tokensUsed":
      return t("dd.if.tokensUsed", { count: condition.atLeast });
    case "hired":
      return t("dd.if.hired");
    case "buildings":
      return t(`dd.if.buildings.${condition.symbol}`, { count: condition.atLeast });
  }
}

/** One step in words. */
export function effectText(t: Translate, effect: Effect): string {
  switch (effect.kind) {
    case "gain": {
      let text = bundleText(t, effect.gain);
      if (effect.per) text = t("dd.fx.per", { what: text, per: countText(t, effect.per) });
      return effect.if ? t("dd.fx.if", { condition: conditionText(t, effect.if), what: text }) : text;
    }
    case "exchange":
      return t("dd.fx.exchange", { pay: paymentText(t, effect.pay), what: bundleText(t, effect.gain) });
    case "master":
      return t(`dd.fx.master.${effect.master}`);
    case "privilege":
      return t(`dd.fx.privilege.${effect.act}`);
    case "discardAll":
      return t("dd.fx.discardAll", {
        count: effect.points,
        kinds: effect.of.map((r) => t(`dd.good.${r}`)).join(" / "),
      });
    case "skipInterest":
      return t("dd.fx.skipInterest", { condition: conditionText(t, effect.if) });
    case "handIn":
      return t(effect.of === "rare" ? "dd.fx.handInRare" : "dd.fx.handIn", {
        count: effect.resources,
        points: counted(t, "point", effect.points, true),
      });
    case "debt":
      return t("dd.fx.debt", { count: effect.amount });
    case "repay":
    case "slot":
    case "destroy":
      return t(`dd.fx.${effect.kind}`);
  }
}

/** A building's effect: when it works ("Action", "Each production phase"…) and its steps. */
export function buildingText(t: Translate, building: Building): { when: string; steps: string[] } | undefined {
  const effect = building.effect;
  if (!effect) return undefined;
  const when = t(`dd.timing.${effect.timing === "ongoing" ? effect.phase : effect.timing}`);
  return { when, steps: effect.effects.map((e) => effectText(t, e)) };
}

/** An event side in words, one line a step: its condition or price comes with the first. */
export function eventSideText(t: Translate, side: EventSide): string[] {
  const [first = "", ...rest] = side.effects.map((e) => effectText(t, e));
  const pay = side.pay;
  if (side.if) return [t("dd.fx.if", { condition: conditionText(t, side.if), what: first }), ...rest];
  if (pay?.master && !pay.goods)
    return [t("dd.fx.giveBack", { master: t(`dd.pay.master.${pay.master}`), what: first }), ...rest];
  if (pay) return [t("dd.fx.exchange", { pay: paymentText(t, pay), what: first }), ...rest];
  return [first, ...rest];
}

export function penaltyText(t: Translate, inquisitor: Inquisitor): string[] {
  return inquisitor.penalty.map((e) => effectText(t, e));
}
