import type { JSX } from "preact";
import { leagueSections } from "../leagues.ts";
import { useApp } from "../state.ts";
import type { MyGame } from "../../../worker/http/client.ts";

/**
 * The dashboard's league games: my running ones by league and season (my turn first), each
 * league a link to its tables; without any, a pointer to the leagues. The rows are the
 * dashboard's own (`row`), so a league game reads like any other.
 */
export function LeagueGames({ games, row }: { games: readonly MyGame[]; row: (game: MyGame) => JSX.Element }) {
  const { t } = useApp();
  const sections = leagueSections(games);
  return (
    <section class="league-games-section">
      <h2>{t.value("dashboard.leagueGames")}</h2>
      {sections.length === 0 ? (
        <p>
          {t.value("dashboard.noLeagueGames")} <a href="/leagues">{t.value("dashboard.toLeagues")}</a>
        </p>
      ) : (
        <>
          {sections.map(({ league, games: list }) => (
            <div key={`${league.id}/${league.season}`}>
              <h3>
                <a href={`/leagues/${league.id}`}>
                  {t.value("dashboard.leagueSeason", { name: league.name, n: league.season })}
                </a>
              </h3>
              <ul class="game-list">{list.map(row)}</ul>
            </div>
          ))}
          <p>
            <a href="/leagues">{t.value("dashboard.allLeagues")}</a>
          </p>
        </>
      )}
    </section>
  );
}
