import { useEffect, useState } from "preact/hooks";
import { LeagueFacts } from "../components/LeagueFacts.tsx";
import { LeagueMembership } from "../components/LeagueMembership.tsx";
import { fetchLeagues, formatSeasonDates, type LeagueSummary } from "../leagues.ts";
import { formatWhen } from "../time.ts";
import { useApp } from "../state.ts";
import { names, type Translate } from "../../../worker/i18n/translate.ts";

/** What the page asks of me: sign in, sign up for a league, or which leagues I am in. */
function leaguesPrompt(t: Translate, signedIn: boolean, mine: readonly LeagueSummary[]): string {
  if (!signedIn) return t("leagues.promptGuest");
  if (mine.length === 0) return t("leagues.promptJoin");
  return t("leagues.promptMember", {
    names: names(
      t.language,
      mine.map((l) => l.name),
    ),
  });
}

/** One league in the list: its name, what it plays, its seasons, and my sign-up or leave button. */
function LeagueCard({ league, onChange }: { league: LeagueSummary; onChange: () => void }) {
  const { t, me } = useApp();
  const zone = me.value?.timeZone;
  return (
    <li class={league.me ? "league-card mine" : "league-card"}>
      <h2 id={`league-${league.id}-name`}>
        <a href={`/leagues/${league.id}`}>{league.name}</a>
      </h2>
      <LeagueFacts league={league} />
      <p class="league-when">
        {league.season && (
          <span>
            {t.value(league.season.status === "running" ? "leagues.seasonRunning" : "leagues.seasonFinished", {
              n: league.season.n,
              dates: formatSeasonDates(league.season, t.value.language, zone),
            })}
          </span>
        )}
        {league.nextSeasonStartsAt !== null && (
          <span>
            {t.value("leagues.nextSeason", {
              date: formatWhen(league.nextSeasonStartsAt, t.value.language, zone),
            })}
          </span>
        )}
      </p>
      <div class="league-actions">
        {league.me && (
          <span class="league-badge">{t.value(league.me === "member" ? "leagues.youAreIn" : "leagues.youLeave")}</span>
        )}
        <LeagueMembership league={league} onChange={onChange} describedBy={`league-${league.id}-name`} />
      </div>
    </li>
  );
}

/** Every league: what it plays, its season, who signed up, and my sign-up or leave button. */
export default function LeagueList() {
  const { t, me } = useApp();
  const [leagues, setLeagues] = useState<LeagueSummary[]>();
  const [error, setError] = useState<string>();
  const load = async () => {
    const answer = await fetchLeagues();
    if (answer.ok) setLeagues(answer.value.leagues);
    else setError(t.value(`error.${answer.error.code}`));
  };
  useEffect(() => {
    void load();
  }, []);
  const mine = (leagues ?? []).filter((l) => l.me !== null);
  return (
    <div class="leagues">
      <h1>{t.value("leagues.title")}</h1>
      <p class="lead" data-prompt>
        {leaguesPrompt(t.value, Boolean(me.value), mine)}
        {!me.value && (
          <>
            {" "}
            <a href="/#sign-in">{t.value("leagues.signIn")}</a>
          </>
        )}
      </p>
      <p class="hint">{t.value("leagues.how")}</p>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      {leagues === undefined && !error ? (
        <p class="lists-loading" aria-busy="true">
          {t.value("leagues.loading")}
        </p>
      ) : leagues?.length === 0 ? (
        <p>{t.value("leagues.none")}</p>
      ) : (
        <ul class="league-list">
          {(leagues ?? []).map((league) => (
            <LeagueCard key={league.id} league={league} onChange={() => void load()} />
          ))}
        </ul>
      )}
    </div>
  );
}
