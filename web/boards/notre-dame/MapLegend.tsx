import type { JSX } from "preact";
import { FIELDS } from "../../../worker/games/notre-dame/table.ts";
import type { Translate } from "../../../worker/i18n/translate.ts";
import { Help } from "../Help.tsx";

/** The map's key: each field's short name with what it does, and what the marks on the map mean. */
export function MapLegend({ t }: { t: Translate }): JSX.Element {
  return (
    <details class="nd-map-legend">
      <summary>{t("nd.legend.title")}</summary>
      <ul class="nd-legend">
        {FIELDS.map((f) => (
          <li key={f}>
            <Help help={t(`nd.cardHelp.${f}`)}>
              {t("nd.legend.field", { short: t(`nd.fieldShort.${f}`), name: t(`nd.card.${f}`) })}
            </Help>
          </li>
        ))}
      </ul>
      <ul class="nd-legend-notes">
        <li>{t("nd.legend.cathedral")}</li>
        <li>{t("nd.legend.tokens", { rat: t("nd.tokenShort.rat") })}</li>
        <li>{t("nd.legend.advisor", { mark: t("nd.map.advisorMark") })}</li>
        <li>{t("nd.legend.carriage")}</li>
        <li>{t("nd.legend.highlight")}</li>
      </ul>
    </details>
  );
}
