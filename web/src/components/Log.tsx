import { useEffect, useState } from "preact/hooks";
import type { BoardModule } from "../../boards/types.ts";
import { api } from "../api.ts";
import { eventContext, type GameData, type LogEntry } from "../game.ts";
import { useApp } from "../state.ts";
import { entryLines } from "../../../worker/games/log-words.ts";

/** The move log in words: public events, mine, nobody else's secrets (the server filters). */
export function Log({ game, board }: { game: GameData; board: BoardModule }) {
  const { t } = useApp();
  const [entries, setEntries] = useState<LogEntry[]>([]);
  const [all, setAll] = useState(false);
  useEffect(() => {
    const after = entries.at(-1)?.seq ?? 0;
    if (game.moveCount <= after) return;
    void api.api.games[":id"].log.$get({ param: { id: game.id }, query: { after: String(after) } }).then(async (r) => {
      if (r.status === 200) {
        const fresh = ((await r.json()) as { entries: LogEntry[] }).entries;
        setEntries((old) => [...old, ...fresh.filter((e) => e.seq > (old.at(-1)?.seq ?? 0))]);
      }
    });
  }, [game.moveCount]);
  const ctx = eventContext(game.players, game.mySeat, t.value);
  const lines = entries.flatMap((e) => entryLines(board.engine.words, e.seat, e.events, ctx).map((text, i) => ({ key: `${e.seq}.${i}`, text })));
  const shown = all ? lines : lines.slice(-30);
  return (
    <section class="log" aria-labelledby="log-title">
      <h2 id="log-title">{t.value("log.title")}</h2>
      {lines.length > shown.length && (
        <button type="button" onClick={() => setAll(true)}>
          {t.value("log.showAll", { count: lines.length })}
        </button>
      )}
      <ol>
        {shown.map((l) => (
          <li key={l.key}>{l.text}</li>
        ))}
      </ol>
    </section>
  );
}
