import { useEffect, useState } from "preact/hooks";
import { useRoute } from "preact-iso";
import { LeagueDivisions } from "../components/LeagueDivisions.tsx";
import { fetchSeason, type SeasonDetail } from "../leagues.ts";
import { useApp } from "../state.ts";

/** One season of a league, finished or running: its divisions' tables and games, mine first. */
export default function LeagueSeason() {
  const { t } = useApp();
  const { params } = useRoute();
  const id = params.id ?? "";
  const n = Number(params.n);
  const [detail, setDetail] = useState<SeasonDetail>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    setDetail(undefined);
    setError(undefined);
    if (!Number.isInteger(n) || n < 1) return setError(t.value("league.notFound"));
    void fetchSeason(id, n).then((answer) => {
      if (answer.ok) setDetail(answer.value);
      else setError(t.value(answer.error.code === "NOT_FOUND" ? "league.notFound" : `error.${answer.error.code}`));
    });
  }, [id, n]);
  if (error) return <p role="alert" class="error" data-prompt>{error}</p>;
  if (!detail) {
    return (
      <p class="lists-loading" aria-busy="true">
        {t.value("leagues.loading")}
      </p>
    );
  }
  const { league, season } = detail;
  return (
    <div class="league-page">
      <h1>{t.value("league.seasonTitle", { name: league.name, n: season.n })}</h1>
      <p>
        <a class="league-back" href={`/leagues/${league.id}`}>{t.value("league.backToLeague", { name: league.name })}</a>
      </p>
      <LeagueDivisions season={season} league={league} />
    </div>
  );
}
