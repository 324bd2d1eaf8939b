import { useEffect, useState } from "preact/hooks";
import type { BoardModule } from "../../boards/types.ts";
import { api } from "../api.ts";
import { eventContext, type GameData, type LogEntry } from "../game.ts";
import { useApp } from "../state.ts";
import { entryLines } from "../../../worker/games/log-words.ts";

/** How many lines show before "earlier events". */
export const LATEST = 8;

/** What happened since I last looked, until I say I have read it. */
export function SinceLastVisit({ game, board }: { game: GameData; board: BoardModule }) {
  const { t } = useApp();
  const [entries, setEntries] = useState<LogEntry[]>([]);
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (game.mySeat === undefined) return;
    void api.api.games[":id"].since.$get({ param: { id: game.id } }).then(async (r) => {
      if (r.status === 200) setEntries(((await r.json()) as { entries: LogEntry[] }).entries.filter((e) => e.seat !== game.mySeat));
    });
  }, [game.id]);
  if (entries.length === 0) return null;
  const ctx = eventContext(game.players, game.mySeat, t.value);
  const lines = entries.flatMap((e) => entryLines(board.engine.words, e.seat, e.events, ctx).map((text, i) => ({ key: `${e.seq}.${i}`, text })));
  // After a long absence the list would push the table off a phone's screen: the latest first, the rest on request.
  const shown = all ? lines : lines.slice(-LATEST);
  return (
    <section class="since-last-visit" aria-labelledby="since-title">
      <h2 id="since-title">{t.value("since.title", { count: entries.length })}</h2>
      {lines.length > shown.length && (
        <button type="button" onClick={() => setAll(true)}>
          {t.value("since.earlier", { count: lines.length - shown.length })}
        </button>
      )}
      <ul>
        {shown.map((l) => (
          <li key={l.key}>{l.text}</li>
        ))}
      </ul>
      <button
        type="button"
        onClick={async () => {
          await api.api.games[":id"].seen.$post({ param: { id: game.id }, json: { seq: game.moveCount } });
          setEntries([]);
        }}
      >
        {t.value("since.done")}
      </button>
    </section>
  );
}
