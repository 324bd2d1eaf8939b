import type { JSX } from "preact";
import type { Translate } from "../../../worker/i18n/translate.ts";
import { Help } from "../Help.tsx";
import type { NdView } from "./types.ts";

/** This round's three personalities with their rats, and the plague value they add up to. */
export function Persons({ view, t }: { view: NdView; t: Translate }): JSX.Element {
  return (
    <section class="nd-persons" aria-label={t("nd.ui.persons")}>
      <h3>
        {t("nd.ui.roundTitle", {
          round: view.round,
          period: t(`nd.period.${view.period}`),
          phase: t(`nd.phase.${view.phase}`),
        })}
      </h3>
      <ul>
        {view.revealed.map(({ person, rats }) => (
          <li key={person} class="nd-person">
            <strong>{t(`nd.person.${person}`)}</strong> <span>{t("nd.ui.rats", { count: rats })}</span>
            <span class="nd-muted nd-person-help">{t(`nd.personHelp.${person}`)}</span>
          </li>
        ))}
      </ul>
      <p class="nd-plague">
        <Help help={t("nd.ui.plagueHelp")}>{t("nd.ui.plague", { count: view.plague })}</Help>
      </p>
    </section>
  );
}
