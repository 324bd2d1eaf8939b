import type { JSX } from "preact";
import type { Translate } from "../../../worker/i18n/translate.ts";
import { Help } from "../Help.tsx";
import { goodsText, priceText } from "./labels.ts";
import type { DevilView } from "./types.ts";

type Me = NonNullable<DevilView["me"]>;

/** The chest in front of me: its role mark, contents and price (never whose it is); on my wall and beside my decision on it. */
export function ChestSeen({ me, t }: { me: Me; t: Translate }): JSX.Element | null {
  const viewing = me.viewing;
  if (!viewing) return null;
  return (
    <p class="dd-line dd-chest-seen" data-chest>
      <Help help={t("ddt.help.mark")}>{t("ddt.wall.mark", { mark: t(`dd.mark.${viewing.mark}`) })}</Help>{" "}
      {!("price" in viewing)
        ? t("ddt.wall.chestAccepted")
        : viewing.price
          ? t("ddt.wall.chest", { goods: goodsText(viewing.offer, t), price: priceText(viewing.price, t) })
          : t("ddt.wall.chestEmpty")}
    </p>
  );
}
