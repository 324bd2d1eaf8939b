import { useRoute } from "preact-iso";
import { useLeagueAnswer } from "../components/LeagueAnswer.tsx";
import { LeagueDivisions } from "../components/LeagueDivisions.tsx";
import { fetchSeason } from "../leagues.ts";
import { useApp } from "../state.ts";

/** One season of a league, finished or running: its divisions' tables and games, mine first. */
export default function LeagueSeason() {
  const { t } = useApp();
  const { params } = useRoute();
  const id = params.id ?? "";
  const n = Number(params.n);
  const { value: detail, meanwhile } = useLeagueAnswer(
    () => (Number.isInteger(n) && n >= 1 ? fetchSeason(id, n) : null),
    [id, n],
  );
  if (!detail || meanwhile) return meanwhile;
  const { league, season } = detail;
  return (
    <div class="league-page">
      <h1>{t.value("league.seasonTitle", { name: league.name, n: season.n })}</h1>
      <p>
        <a class="league-back" href={`/leagues/${league.id}`}>
          {t.value("league.backToLeague", { name: league.name })}
        </a>
      </p>
      <LeagueDivisions season={season} league={league} />
    </div>
  );
}
