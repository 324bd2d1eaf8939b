import type { JSX } from "preact";
import type { PlayerInfo } from "../types.ts";
import type { Translate } from "../../../worker/i18n/translate.ts";
import { PrestigeChart } from "./PrestigeChart.tsx";
import { playerName, quarterLetter } from "./seats.ts";
import type { NdView } from "./types.ts";

type Tables = { view: NdView; names: readonly string[]; letters: readonly string[]; t: Translate };

/** Rank, player, final prestige and the tie-break (coins and cubes left), best first. */
function Scores({ view, names, letters, t }: Tables): JSX.Element {
  const outcome = view.outcome?.kind === "ranked" ? view.outcome : undefined;
  const order = view.players.map((_, seat) => seat).sort((a, b) => (outcome?.ranks[a] ?? 0) - (outcome?.ranks[b] ?? 0));
  return (
    <table class="nd-table">
      <caption>{t("nd.end.scores")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("nd.end.rank")}</th>
          <th scope="col">{t("nd.end.player")}</th>
          <th scope="col">{t("nd.end.prestige")}</th>
          <th scope="col">{t("nd.end.tieBreak")}</th>
        </tr>
      </thead>
      <tbody>
        {order.map((seat) => {
          const p = view.players[seat];
          return (
            <tr key={seat}>
              <td>{outcome?.ranks[seat] ?? ""}</td>
              <th scope="row">
                {names[seat]} ({letters[seat]})
              </th>
              <td>{outcome?.scores[seat] ?? p?.prestige ?? ""}</td>
              <td>{p ? p.coins + p.supply : ""}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * Each player's prestige after each round: the chart's figures as a table, a row per round and a
 * column per player, so that every round shows on a phone without scrolling sideways.
 */
function ByRound({ view, names, letters, t }: Tables): JSX.Element {
  const rounds = Math.max(0, ...view.players.map((p) => p.prestigeHistory?.length ?? 0));
  return (
    <table class="nd-table nd-by-round">
      <caption>{t("nd.end.byRound")}</caption>
      <thead>
        <tr>
          <td />
          {view.players.map((_, seat) => (
            <th scope="col" key={seat}>
              {names[seat]} ({letters[seat]})
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: rounds }, (_, r) => (
          <tr key={r}>
            <th scope="row">{t("nd.end.roundN", { n: r + 1 })}</th>
            {view.players.map((p, seat) => (
              <td key={seat}>{p.prestigeHistory?.[r] ?? ""}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Final ranks and scores, then prestige round by round as a chart and as a table. */
export function EndScreen({
  view,
  players,
  t,
}: {
  view: NdView;
  players: readonly PlayerInfo[];
  t: Translate;
}): JSX.Element {
  const names = view.players.map((_, seat) => playerName(players, seat, t));
  const letters = view.players.map((p) => quarterLetter(view, players, p.quarter, t));
  return (
    <section class="nd-end" aria-label={t("nd.end.title")}>
      <h2>{t("nd.end.title")}</h2>
      <div class="nd-scroll" tabIndex={0}>
        <Scores view={view} names={names} letters={letters} t={t} />
      </div>
      <div class="nd-scroll">
        <PrestigeChart
          histories={view.players.map((p) => p.prestigeHistory ?? [])}
          quarters={view.players.map((p) => p.quarter)}
          letters={letters}
          t={t}
        />
      </div>
      <div class="nd-scroll" tabIndex={0}>
        <ByRound view={view} names={names} letters={letters} t={t} />
      </div>
    </section>
  );
}
