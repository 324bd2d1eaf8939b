import { useEffect, useState } from "preact/hooks";
import { BUILDING_BY_ID, EVENT_BY_ID, INQUISITOR_BY_ID } from "../../../worker/games/deal-with-the-devil/table.ts";
import type { Translate } from "../../../worker/i18n/translate.ts";

export type CardKind = "building" | "event" | "inquisitor";

/** Drawn at 1.5×: the card code's smallest text (8) then reads at 12 px. */
const SCALE = 1.5;

type Drawing = { width: number; height: number; svg: string };

/** A card's drawing as `npm run cards` draws it (card-svg.ts), or undefined for an unknown id. */
async function drawing(kind: CardKind, id: string, t: Translate): Promise<Drawing | undefined> {
  const code = await import("./card-svg.ts");
  const building = kind === "building" ? BUILDING_BY_ID.get(id) : undefined;
  const event = kind === "event" ? EVENT_BY_ID.get(id) : undefined;
  const inquisitor = kind === "inquisitor" ? INQUISITOR_BY_ID.get(id) : undefined;
  const svg =
    (building && code.buildingSvg(building, t)) ??
    (event && code.eventSvg(event, t)) ??
    (inquisitor && code.inquisitorSvg(inquisitor, t));
  return svg === undefined ? undefined : { width: code.CARD_WIDTH, height: code.CARD_HEIGHT, svg };
}

/**
 * A card as the printed one looks, drawn by the card sheet's own code, loaded when first shown
 * (a card's help opened), so the table's first load carries none of it.
 */
export function CardPicture(props: { kind: CardKind; id: string; name: string; t: Translate }) {
  const { kind, id, name, t } = props;
  const [card, setCard] = useState<Drawing>();
  useEffect(() => {
    let live = true;
    void drawing(kind, id, t).then((d) => live && setCard(d));
    return () => {
      live = false;
    };
  }, [kind, id, t]);
  if (!card) return null;
  return (
    <svg
      class="dd-card"
      width={card.width * SCALE}
      height={card.height * SCALE}
      viewBox={`0 0 ${card.width} ${card.height}`}
      role="img"
      aria-label={name}
      // The card code escapes every text it draws (card-svg.ts `escape`).
      dangerouslySetInnerHTML={{ __html: card.svg }}
    />
  );
}
