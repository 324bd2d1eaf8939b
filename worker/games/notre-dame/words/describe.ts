import type { Translate } from "../../../i18n/translate.ts";
import type { EventContext } from "../../contract.ts";
import { list, num, str } from "../../log-words.ts";
import { parseMarket } from "../board.ts";
import { CARDS, PERSONS } from "../data.ts";

/** A market in words; `quarter` names its quarter (a player's or a number). */
export function marketText(m: string, t: Translate, quarter?: (q: number) => string): string {
  const parsed = parseMarket(m);
  if (!parsed) return m;
  const name = quarter ? quarter(parsed.quarter) : t("nd.quarter.number", { n: parsed.quarter + 1 });
  return t("nd.market", { quarter: name, spot: t(`nd.spot.${parsed.spot}`) });
}

/** A field or the cathedral. */
export function placeText(place: string, t: Translate): string {
  return place === "cathedral" ? t("nd.place.cathedral") : t(`nd.field.${place}`);
}

/** What caused a gain: a card, a personality, a message token or the cathedral scoring. */
function causeText(cause: string, t: Translate): string {
  if ((CARDS as readonly string[]).includes(cause)) return t(`nd.card.${cause}`);
  if ((PERSONS as readonly string[]).includes(cause)) return t(`nd.person.${cause}`);
  return t(`nd.cause.${cause}`);
}

function gainedText(e: Readonly<Record<string, unknown>>, t: Translate): string {
  const parts: string[] = [];
  if (e.coins) parts.push(t("nd.amount.coins", { count: num(e.coins) }));
  if (e.cubes) parts.push(t("nd.amount.cubes", { count: num(e.cubes) }));
  if (e.ratBack) parts.push(t("nd.amount.ratBack", { count: num(e.ratBack) }));
  if (e.prestige) parts.push(t("nd.amount.prestige", { count: num(e.prestige) }));
  return parts.join(", ");
}

/** A log event in words, with player names. */
export function describeEvent(e: Readonly<Record<string, unknown>>, { t, name }: EventContext): string | undefined {
  const who = name(typeof e.seat === "number" ? e.seat : undefined);
  const cards = (v: unknown): string =>
    list(v)
      .map((c) => t(`nd.card.${c}`))
      .join(", ");
  switch (e.type) {
    case "roundStarted":
      return t("nd.event.roundStarted", {
        round: num(e.round),
        persons: list(e.revealed)
          .map((p) => t(`nd.person.${p}`))
          .join(", "),
        bellRinger: name(num(e.bellRinger)),
      });
    case "offered":
      return t("nd.event.offered", { name: who, cards: cards(e.cards) });
    case "kept":
      return e.card === undefined
        ? t("nd.event.kept", { name: who })
        : t("nd.event.keptCard", { name: who, card: t(`nd.card.${str(e.card)}`) });
    case "cardsPassed":
      return t("nd.event.cardsPassed", { step: num(e.step) });
    case "received":
      return t("nd.event.received", { name: who, cards: cards(e.cards) });
    case "played":
      return t(e.skip ? "nd.event.playedSkip" : "nd.event.played", { name: who, card: t(`nd.card.${str(e.card)}`) });
    case "cubePlaced":
      return e.from === undefined
        ? t("nd.event.cubePlaced", { name: who, place: placeText(str(e.place), t) })
        : t("nd.event.cubeMoved", {
            name: who,
            place: placeText(str(e.place), t),
            from: e.from === "reserve" ? t("nd.place.reserve") : placeText(str(e.from), t),
          });
    case "advisorPlaced":
      return t("nd.event.advisorPlaced", { name: who, field: t(`nd.field.${str(e.field)}`) });
    case "donated":
      return t("nd.event.donated", { name: who, count: num(e.coins) });
    case "gained":
      return t("nd.event.gained", { name: who, what: gainedText(e, t), cause: causeText(str(e.cause), t) });
    case "coinTaken":
      return t("nd.event.coinTaken", { name: who, from: name(num(e.from)) });
    case "carriageMoved":
      return t("nd.event.carriageMoved", { name: who, market: marketText(str(e.market), t) });
    case "tokenTaken":
      return t("nd.event.tokenTaken", { name: who, kind: t(`nd.token.${str(e.kind)}`), n: num(e.colour) + 1 });
    case "bribed":
      return t("nd.event.bribed", { name: who, person: t(`nd.person.${str(e.person)}`) });
    case "passed":
      return t("nd.event.passed", { name: who });
    case "piecesMoved":
      return t(e.advisor ? "nd.event.piecesMovedAdvisor" : "nd.event.piecesMoved", {
        name: who,
        count: num(e.cubes),
        from: placeText(str(e.from), t),
        to: placeText(str(e.to), t),
      });
    case "discarded":
      return t("nd.event.discarded", { name: who, card: t(`nd.card.${str(e.card)}`) });
    case "plague":
      return t("nd.event.plague", { count: num(e.value) });
    case "ratMoved":
      return t("nd.event.ratMoved", { name: who, rat: num(e.rat) });
    case "plagueStruck":
      return t("nd.event.plagueStruck", { name: who });
    case "lost":
      return t("nd.event.lost", { name: who, count: num(e.prestige) });
    case "cubeLost":
      return t("nd.event.cubeLost", { name: who, field: t(`nd.field.${str(e.field)}`) });
    case "cathedralScored":
      return t("nd.event.cathedralScored", { count: num(e.perCube) });
    case "gameOver":
      return t("nd.event.gameOver");
    default:
      return undefined;
  }
}
