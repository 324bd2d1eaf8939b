import { useRoute } from "preact-iso";
import { useLeagueAnswer } from "../components/LeagueAnswer.tsx";
import { LeagueDivisions } from "../components/LeagueDivisions.tsx";
import { LeagueFacts } from "../components/LeagueFacts.tsx";
import { LeagueMembership } from "../components/LeagueMembership.tsx";
import { LeagueSeasons } from "../components/LeagueSeasons.tsx";
import { fetchLeague, leaguePrompt } from "../leagues.ts";
import { formatWhen } from "../time.ts";
import { useApp } from "../state.ts";

/** A league: what to do now (sign up, leave, or where I play), the season's divisions with mine first, the past seasons. */
export default function League() {
  const { t, me } = useApp();
  const { params } = useRoute();
  const id = params.id ?? "";
  const { value: detail, meanwhile, reload } = useLeagueAnswer(() => fetchLeague(id), [id]);
  if (!detail || meanwhile) return meanwhile;
  const { league, season, seasons } = detail;
  const when = (at: number) => formatWhen(at, t.value.language, me.value?.timeZone);
  const prompt = leaguePrompt(league, season, Boolean(me.value), when);
  return (
    <div class="league-page">
      <h1>{league.name}</h1>
      <LeagueFacts league={league} />
      <div class="league-prompt" data-prompt>
        <p>{t.value(prompt.key, prompt.params)}</p>
        <LeagueMembership league={league} onChange={() => void reload()} />
      </div>
      {season ? <LeagueDivisions season={season} league={league} /> : <p>{t.value("league.noSeason")}</p>}
      <LeagueSeasons leagueId={league.id} seasons={seasons} />
    </div>
  );
}
