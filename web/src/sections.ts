import type { MyGame } from "../../worker/http/client.ts";

/**
 * Whether a game waits for my move on the site: my turn in a game with a web table. A game played
 * through the API only is never "your turn" here, nor the header's "next game": the site does not
 * send a person where there is nothing to click.
 */
export const waitsForMe = (game: Pick<MyGame, "myTurn" | "atTable">): boolean => game.myTurn === 1 && game.atTable;

/**
 * My games in the dashboard's sections, each game in exactly one: my turn (league games too, their
 * league named in the row), running league games waiting for others, other running games waiting
 * for others, games played through the API only, lobbies, finished games.
 */
export function dashboardSections(mine: readonly MyGame[]) {
  const running = mine.filter((g) => g.status === "active" && !waitsForMe(g));
  return {
    myTurn: mine.filter(waitsForMe),
    league: running.filter((g) => g.atTable && g.league !== null),
    waiting: running.filter((g) => g.atTable && g.league === null),
    apiOnly: running.filter((g) => !g.atTable),
    lobbies: mine.filter((g) => g.status === "open"),
    finished: mine.filter((g) => g.status === "finished"),
  };
}
