import { useEffect, useState } from "preact/hooks";
import type { AnyGameTable } from "../../boards/types.ts";
import { api } from "../api.ts";
import { eventContext, type GameData, type LogEntry } from "../game.ts";
import { useApp } from "../state.ts";
import { lineCount, logGroups, LogLines, seatedNames } from "./LogLines.tsx";

/**
 * What my own last move caused (a round it ended, the cards it brought), then everything that
 * happened after it (since the start if I have not moved), as one line that opens on request: its
 * count is the number of lines it lists. The line is there from the first paint, so nothing below
 * it moves when the answer arrives.
 */
export function SinceLastVisit({ game, board }: { game: GameData; board: AnyGameTable }) {
  const { t } = useApp();
  const [since, setSince] = useState<{ lastMove?: number; entries: LogEntry[] }>();
  useEffect(() => {
    void api.api.games[":id"].since.$get({ param: { id: game.id } }).then(async (r) => {
      if (r.status === 200) setSince((await r.json()) as { lastMove?: number; entries: LogEntry[] });
    });
  }, [game.id, game.moveCount]);
  if (!since) return <p class="since-move">…</p>;
  const { lastMove, entries } = since;
  const ctx = eventContext(game.players, game.mySeat, t.value);
  // The log's first row opens it only when I have not moved: else it is what my own first move caused.
  const fromTheStart = lastMove === undefined && entries[0]?.seq === 1;
  const groups = logGroups(
    entries,
    board,
    ctx,
    fromTheStart ? t.value("log.started", { names: seatedNames(game.players) }) : undefined,
  );
  const count = lineCount(groups);
  if (count === 0) return <p class="since-move">{t.value("since.nothing")}</p>;
  return (
    <details
      class="since-move"
      onToggle={(e) => {
        // Opening it is reading it: the seen mark (the dashboard's unread count) moves on.
        if (e.currentTarget.open)
          void api.api.games[":id"].seen.$post({ param: { id: game.id }, json: { seq: game.moveCount } });
      }}
    >
      <summary>
        <h2 class="since-title">{t.value("since.title", { count })}</h2>
      </summary>
      <div class="since-lines">
        <LogLines groups={groups} numbered={false} />
      </div>
    </details>
  );
}
