import { formatSeasonDates, orderDivisions, type LeagueSummary, type SeasonView } from "../leagues.ts";
import { useApp } from "../state.ts";
import { LeagueDivision } from "./LeagueDivision.tsx";

/** A season: its dates and state, then every division's table and games, mine first. */
export function LeagueDivisions({
  season,
  league,
}: {
  season: SeasonView;
  league: Pick<LeagueSummary, "promote" | "relegate">;
}) {
  const { t, me } = useApp();
  const dates = formatSeasonDates(season, t.value.language, me.value?.timeZone);
  return (
    <section class="league-season" aria-labelledby="season-title">
      <h2 id="season-title">
        {t.value("league.season", { n: season.n })} <span class="league-season-dates">{dates}</span>
      </h2>
      <p class="hint">
        {t.value(season.status === "running" ? "league.seasonRunning" : "league.seasonFinished")}{" "}
        {t.value("league.tiebreaks")}
      </p>
      {season.divisions.length === 0 ? (
        <p>{t.value("league.noDivisions")}</p>
      ) : (
        orderDivisions(season.divisions).map((d) => (
          <LeagueDivision key={`${d.tier}-${d.index}`} division={d} season={season} league={league} />
        ))
      )}
    </section>
  );
}
