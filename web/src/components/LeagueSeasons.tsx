import { formatSeasonDates, type SeasonHead } from "../leagues.ts";
import { useApp } from "../state.ts";

/** The league's finished seasons, newest first, each a link to its tables. */
export function LeagueSeasons({ leagueId, seasons }: { leagueId: string; seasons: readonly SeasonHead[] }) {
  const { t, me } = useApp();
  const past = seasons.filter((s) => s.status === "finished");
  return (
    <section class="league-past">
      <h2>{t.value("league.pastSeasons")}</h2>
      {past.length === 0 ? (
        <p>{t.value("league.noPastSeasons")}</p>
      ) : (
        <ul class="league-season-list">
          {past.map((s) => (
            <li key={s.n}>
              <a href={`/leagues/${leagueId}/seasons/${s.n}`}>{t.value("league.season", { n: s.n })}</a>{" "}
              <span>{formatSeasonDates(s, t.value.language, me.value?.timeZone)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
