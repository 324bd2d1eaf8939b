import type { JSX } from "preact";
import { counted } from "../../../worker/games/deal-with-the-devil/table.ts";
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

/**
 * The places, first to last, each kingdom with its role and total: what a phone shows before the
 * wide table. Equal totals are told apart by the goods left over (fifths of a point, scoring.ts);
 * equal in both, the kingdoms share the place, as the outcome says.
 */
function Standings({ view, name, t }: { view: DevilView; name: (seat: number) => string; t: Translate }) {
  const key = (seat: number) => (view.players[seat]?.final?.total ?? 0) * 5 + (view.players[seat]?.final?.fifths ?? 0);
  const seats = view.players.map((_, seat) => seat);
  const order = [...seats].sort((a, b) => key(b) - key(a));
  const place = (seat: number) => 1 + seats.filter((other) => key(other) > key(seat)).length;
  const brokenTie = (seat: number) =>
    seats.some(
      (other) => view.players[other]?.final?.total === view.players[seat]?.final?.total && key(other) !== key(seat),
    );
  return (
    <ol class="dd-standings">
      {order.map((seat) => {
        const p = view.players[seat];
        return (
          <li key={seat} value={place(seat)}>
            <strong>{name(seat)}</strong> {p?.role ? `(${t(`dd.role.${p.role}`)})` : ""}{" "}
            {counted(t, "point", p?.final?.total ?? 0, (p?.final?.total ?? 0) < 0)}
            {brokenTie(seat) ? ` · ${t("ddt.end.fifths", { fifths: p?.final?.fifths ?? 0 })}` : ""}
          </li>
        );
      })}
    </ol>
  );
}

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
      <Standings view={view} name={name} t={t} />
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
