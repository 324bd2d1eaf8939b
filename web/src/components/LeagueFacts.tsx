import type { LeagueSummary } from "../leagues.ts";
import { useApp } from "../state.ts";
import { settingsInWords } from "./GameSettings.tsx";

/** What a league plays, in words: the game, division size, season length, games per pair, the time control, how many signed up. */
export function LeagueFacts({ league }: { league: LeagueSummary }) {
  const { t } = useApp();
  const words = [
    t.value(`game.type.${league.gameType}`),
    t.value("league.divisionSize", { count: league.divisionSize }),
    t.value("league.seasonDays", { count: league.seasonDays }),
    t.value("league.gamesPerPair", { count: league.gamesPerPair }),
    ...settingsInWords(t.value, { type: league.gameType, timeControl: league.timeControl, options: league.options }),
    t.value("league.members", { count: league.members }),
  ];
  return <p class="league-facts">{words.join(" · ")}</p>;
}
