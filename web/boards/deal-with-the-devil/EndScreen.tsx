import type { JSX } from "preact";
import type { Translate } from "../../../worker/i18n/translate.ts";
import type { PlayerInfo } from "../types.ts";
import { History } from "./RoundsChart.tsx";
import type { DevilView } from "./types.ts";

/** The final scoring's terms, in the order the rules count them (scoring.ts `finalTerms`). */
const TERMS = [
  "game",
  "buildings",
  "debt",
  "large",
  "angel",
  "demon",
  "indulgences",
  "masters",
  "tainted",
  "rares",
  "converted",
] as const;

/** The end: every role revealed, each kingdom's score term by term, and reputation and score over the rounds. */
export function EndScreen({
  view,
  players,
  t,
}: {
  view: DevilView;
  players: readonly PlayerInfo[];
  t: Translate;
}): JSX.Element {
  const name = (seat: number) => players.find((p) => p.seat === seat)?.name ?? t("ddt.seat", { seat: seat + 1 });
  return (
    <section class="dd-end" aria-label={t("ddt.end.title")}>
      <h2>{t("ddt.end.title")}</h2>
      <div class="dd-scroll" tabIndex={0}>
        <table class="dd-scores">
          <caption>{t("ddt.end.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("ddt.end.term")}</th>
              {view.players.map((p, seat) => (
                <th scope="col" key={seat}>
                  {name(seat)}
                  <br />
                  <small>{p.role ? t(`dd.role.${p.role}`) : ""}</small>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {TERMS.map((term) => (
              <tr key={term}>
                <th scope="row">{t(`ddt.term.${term}`)}</th>
                {view.players.map((p, seat) => (
                  <td key={seat}>{p.final?.terms[term] ?? "—"}</td>
                ))}
              </tr>
            ))}
            <tr class="dd-total">
              <th scope="row">{t("ddt.term.total")}</th>
              {view.players.map((p, seat) => (
                <td key={seat}>{p.final?.total ?? "—"}</td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <History
        history={view.history}
        totals={view.players.map((p) => p.final?.total)}
        names={view.players.map((_, seat) => name(seat))}
        t={t}
      />
    </section>
  );
}
