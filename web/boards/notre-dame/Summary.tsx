import type { JSX } from "preact";
import { FIELDS } from "../../../worker/games/notre-dame/table.ts";
import type { Translate } from "../../../worker/i18n/translate.ts";
import type { Market, NdView } from "./types.ts";

type Props = {
  view: NdView;
  names: readonly string[];
  letters: readonly string[];
  marketLabel: (m: Market) => string;
  /** A market's place alone, without the token lying there (the list names the token itself). */
  marketPlace: (m: Market) => string;
  t: Translate;
};

/** The board's essential state as text, for screen readers and anyone who prefers words. */
export function Summary({ view, names, letters, marketLabel, marketPlace, t }: Props): JSX.Element {
  const tokens = Object.entries(view.tokens).flatMap(([m, kind]) =>
    kind === undefined ? [] : [t("nd.text.tokenAt", { kind: t(`nd.token.${kind}`), market: marketPlace(m as Market) })],
  );
  return (
    <details class="nd-summary">
      <summary>{t("nd.text.title")}</summary>
      <ul>
        {view.players.map((p, seat) => {
          const fields = FIELDS.map((f) =>
            t(p.advisor === f ? "nd.text.fieldAdvisor" : "nd.text.field", {
              field: t(`nd.field.${f}`),
              count: p.fields[f],
            }),
          ).join(", ");
          return (
            <li key={seat}>
              <strong>{t("nd.text.player", { name: names[seat] ?? "", letter: letters[p.quarter] ?? "" })}</strong>{" "}
              {t("nd.text.stats", {
                coins: p.coins,
                rat: p.rat,
                forecast: p.ratForecast,
                supply: p.supply,
                reserve: p.reserve,
                cathedral: p.cathedral,
              })}{" "}
              {p.prestige !== undefined && t("nd.text.prestige", { count: p.prestige })}{" "}
              {t("nd.text.fields", { list: fields })} {p.advisor === undefined && t("nd.text.advisorOff")}{" "}
              {t("nd.text.carriage", { market: marketLabel(p.carriage) })}{" "}
              {t("nd.text.tokens", {
                count: p.tokens.length,
                list: p.tokens
                  .map((tk) => t("nd.token.held", { kind: t(`nd.token.${tk.kind}`), letter: letters[tk.colour] ?? "" }))
                  .join(", "),
              })}{" "}
              {t("nd.stat.played", { list: p.played.map((c) => t(`nd.card.${c}`)).join(", ") || t("nd.ui.none") })}
            </li>
          );
        })}
        <li>
          <strong>{t("nd.text.city")}</strong>{" "}
          {t("nd.text.cityStats", { coins: view.coins, prestige: view.cathedralPrestige, plague: view.plague })}{" "}
          {t("nd.text.persons", {
            list: view.revealed
              .map((r) => t("nd.text.person", { person: t(`nd.person.${r.person}`), count: r.rats }))
              .join(", "),
          })}{" "}
          {t("nd.text.tokensOnBoard", { list: tokens.join("; ") || t("nd.ui.none") })}
        </li>
      </ul>
    </details>
  );
}
