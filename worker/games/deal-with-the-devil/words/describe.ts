/**
 * The engine's log events in words. Public events about secret acts (chests handed out, chests
 * returned) carry no party, so they read the same whoever the parties were.
 */
import type { Translate } from "../../../i18n/translate.ts";
import type { EventContext } from "../../contract.ts";
import { num, str } from "../../log-words.ts";
import type { Goods } from "../cards/types.ts";
import { counted, goodsParts } from "./card-text.ts";

type Event = Readonly<Record<string, unknown>>;
const seatOf = (v: unknown): number | undefined => (typeof v === "number" ? v : undefined);

function goodsText(t: Translate, goods: unknown): string {
  const parts = goodsParts(t, goods as Goods | undefined, false);
  return parts.length ? parts.join(", ") : t("dd.log.nothing");
}

function priceText(t: Translate, price: unknown): string {
  const p = (price ?? {}) as { ducats?: number; souls?: number };
  if (p.souls) return counted(t, "soul", p.souls);
  if (p.ducats) return counted(t, "ducats", p.ducats);
  return t("dd.log.nothing");
}

function buildingsText(t: Translate, ids: unknown): string {
  return (Array.isArray(ids) ? ids : []).map((id) => t(`dd.building.${str(id)}`)).join(", ");
}

function planText(t: Translate, e: Event): string {
  const parts: string[] = [];
  const event = e.event as { id?: string; side?: string } | null;
  if (event?.id) parts.push(t(`dd.log.planEvent.${str(event.side)}`, { event: t(`dd.event.${event.id}`) }));
  for (const id of Array.isArray(e.use) ? e.use : [])
    parts.push(t("dd.log.planUse", { building: t(`dd.building.${str(id)}`) }));
  for (const b of Array.isArray(e.builds) ? (e.builds as { card: string; use: boolean }[]) : [])
    parts.push(t(b.use ? "dd.log.planBuildUse" : "dd.log.planBuild", { building: t(`dd.building.${b.card}`) }));
  if (e.hire) parts.push(t("dd.log.planHire", { master: t(`dd.master.${str(e.hire)}`) }));
  return parts.length ? parts.join("; ") : t("dd.log.nothing");
}

function marketText(t: Translate, e: Event, who: string): string {
  const act = str(e.act);
  if (act === "borrow" || act === "repay")
    return t(`dd.log.${act}`, { name: who, ducats: counted(t, "ducats", num(e.count)) });
  return t(`dd.log.${act === "buy" ? "buy" : "sell"}`, { name: who, goods: counted(t, str(e.good), num(e.count)) });
}

/** A chest its receiver looked at: the offer and its price (or empty), or what the receiver paid for it. */
function chestSeenText(t: Translate, e: Event): string {
  const mark = t(`dd.mark.${str(e.mark)}`);
  if (e.accepted) return t("dd.log.chestSeenAccepted", { mark, paid: priceText(t, e.paid) });
  if (e.price) return t("dd.log.chestSeen", { mark, goods: goodsText(t, e.offer), price: priceText(t, e.price) });
  return t("dd.log.chestSeenEmpty", { mark });
}

/** A chest back with its sender: what was paid for it, or the offer refused. */
function chestBackText(t: Translate, e: Event): string {
  if (!e.accepted) return t("dd.log.chestBack", { goods: goodsText(t, e.offer) });
  const paid = [
    num(e.ducats) ? counted(t, "ducats", num(e.ducats)) : "",
    num(e.pure) ? counted(t, "pureSoul", num(e.pure)) : "",
    num(e.tainted) ? counted(t, "taintedSoul", num(e.tainted)) : "",
  ];
  return t("dd.log.chestBackAccepted", { paid: paid.filter(Boolean).join(", ") });
}

/** Every seat's vote, in seat order. */
function votesText(t: Translate, name: EventContext["name"], votes: unknown): string {
  return (Array.isArray(votes) ? votes : [])
    .map((target, voter) =>
      typeof target === "number"
        ? t("dd.log.voteFor", { name: name(voter), target: name(target) })
        : t("dd.log.noVote", { name: name(voter) }),
    )
    .join(", ");
}

/** The ritual's chests opened: whose (or its mark), the bribe and souls in it, the guesses. */
function ritualText(t: Translate, name: EventContext["name"], chests: unknown): string {
  return (Array.isArray(chests) ? (chests as Event[]) : [])
    .map((c) =>
      t("dd.log.ritualChest", {
        who: c.role ? `${name(seatOf(c.seat))} (${t(`dd.role.${str(c.role)}`)})` : t(`dd.mark.${str(c.mark)}`),
        bribe: counted(t, "ducats", num(c.bribe)),
        souls: counted(t, "soul", num(c.souls)),
        devil: typeof c.devil === "number" ? name(c.devil) : "—",
        cultist: typeof c.cultist === "number" ? name(c.cultist) : "—",
      }),
    )
    .join("; ");
}

/** A log event in words, with player names. */
export function describeEvent(e: Event, ctx: EventContext): string | undefined {
  const { t, name } = ctx;
  const who = name(seatOf(e.seat));
  const key = `dd.log.${str(e.type)}`;
  switch (e.type) {
    case "round":
      return t(key, { round: num(e.round) });
    case "reputation":
    case "drift":
    case "interest":
      return t(key, { name: who, from: num(e.from), to: num(e.to) });
    case "angelWings":
    case "demonWings":
      return t(key, { name: who, count: num(e.count) });
    case "demonWingsBack":
      return t(key, { name: who, wings: counted(t, "demonWing", num(e.count)) });
    case "points":
      return t(key, { name: who, points: counted(t, "point", num(e.count), true) });
    case "indulgence":
    case "houseGuest":
    case "masterGranted":
    case "innocent":
    case "confessed":
    case "privilegeDiscarded":
      return t(key, { name: who });
    case "masterReturned":
    case "masterUsed":
    case "hired":
      return t(key, { name: who, master: t(`dd.master.${str(e.master)}`) });
    case "stabled":
    case "used":
    case "built":
    case "destroyed":
      return t(key, { name: who, building: t(`dd.building.${str(e.building)}`) });
    case "discardAll":
      return t(key, {
        name: who,
        goods: counted(t, str(e.good), num(e.count)),
        points: counted(t, "point", num(e.points)),
      });
    case "handedIn":
      return t(key, { name: who, count: num(e.count), points: counted(t, "point", num(e.points), true) });
    case "debt":
      return t(key, { name: who, debt: num(e.debt) });
    case "market":
      return marketText(t, e, who);
    case "smallPrivilege":
      return t(key, { name: who, field: num(e.field) + 1 });
    case "largePrivilege":
      return t(key, { name: who, privilege: t(`dd.large.${str(e.privilege)}`) });
    case "guestsLeave":
    case "gameOver":
      return t(key);
    default:
      return tradeText(e, ctx, who, key) ?? inquisitionText(e, ctx, who, key);
  }
}

/** The cards dealt and passed, the chests handed out and back, the plans. */
function tradeText(e: Event, { t }: EventContext, who: string, key: string): string | undefined {
  switch (e.type) {
    case "dealt":
    case "drawn":
      return t(key, {
        buildings: buildingsText(t, e.buildings),
        event: e.event ? t(`dd.event.${str(e.event)}`) : t("dd.log.nothing"),
      });
    case "received":
      return t(key, { buildings: buildingsText(t, e.buildings) });
    case "wishes":
      return t(key, {
        name: who,
        wishes: (Array.isArray(e.wishes) ? e.wishes : []).map((w) => t(`dd.requirement.${str(w)}`)).join(", "),
      });
    case "chestsHandedOut":
      return t(key, { pass: num(e.pass) });
    case "chestSeen":
      return chestSeenText(t, e);
    case "chestBack":
      return chestBackText(t, e);
    case "eventPlayed":
      return t(`dd.log.eventPlayed.${str(e.side)}`, { name: who, event: t(`dd.event.${str(e.event)}`) });
    case "skipped":
      return t(key, { name: who });
    case "planned":
      return t(key, { name: who, plan: planText(t, e) });
    case "cardsDealt":
    case "cardsDrawn":
    case "cardsPassed":
    case "chestsReturned":
      return t(key);
    default:
      return undefined;
  }
}

/** The votes, the questioning, the wings, the ritual, the guesses and the answers, and the final score. */
function inquisitionText(e: Event, { t, name }: EventContext, who: string, key: string): string | undefined {
  switch (e.type) {
    case "votes":
      return t(key, { votes: votesText(t, name, e.votes) });
    case "questioned":
      return t(key, { names: (Array.isArray(e.seats) ? e.seats : []).map((s) => name(seatOf(s))).join(", ") });
    case "devilFound":
    case "notDevil":
    case "cultistFound":
    case "notCultist":
      return t(key, { name: who });
    case "wingsBought":
      return t(key, { name: who, count: num(e.count) });
    case "ritualOpened":
      return t(key, { chests: ritualText(t, name, e.chests) });
    case "bribedAway":
      return t(key, { letter: str(e.letter) });
    case "inquisitorUp":
      return t(key, { place: num(e.place), inquisitor: t(`dd.inquisitor.${str(e.inquisitor)}`) });
    case "guessScored":
      return t(e.right ? "dd.log.guessRight" : "dd.log.guessWrong", {
        name: name(seatOf(e.by)),
        target: name(seatOf(e.target)),
        role: t(`dd.role.${str(e.role)}`),
      });
    case "answered":
      return t(key, { name: who, pieces: num(e.pieces), indulgences: num(e.indulgences), penalties: num(e.penalties) });
    case "penalty":
      return t(key, { name: who, inquisitor: t(`dd.inquisitor.${str(e.inquisitor)}`) });
    case "finalScore":
      return t(key, { name: who, role: t(`dd.role.${str(e.role)}`), points: counted(t, "point", num(e.total)) });
    case "guessesBack":
    case "guessesRetired":
      return t(key);
    default:
      return undefined;
  }
}
