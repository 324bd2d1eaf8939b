import { useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";
import type { LogTeller } from "../../boards/types.ts";
import { api } from "../api.ts";
import { eventContext, type GameData, type LogEntry } from "../game.ts";
import { useApp } from "../state.ts";
import { logGroups, LogLines, seatedNames } from "./LogLines.tsx";

/** How close to the end (px) still counts as reading the newest lines. */
const AT_END = 24;

/**
 * The game's log entries, oldest first (public events, mine, nobody else's secrets: the server
 * filters), the new rows fetched whenever the game's move count grows. The game page reads them
 * for the log and for the undo, which names the move it takes back.
 */
export function useLogEntries(game: GameData): LogEntry[] {
  const [entries, setEntries] = useState<LogEntry[]>([]);
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
  return entries;
}

/**
 * The move log in words, from "the game began" on, under the board's round and phase headings.
 * Its box opens at the newest line and follows new ones, unless the reader has scrolled up to read
 * older ones.
 */
export function Log({ game, board, entries }: { game: GameData; board: LogTeller; entries: readonly LogEntry[] }) {
  const { t } = useApp();
  const box = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const ctx = eventContext(game.players, game.mySeat, t.value);
  const groups = logGroups(entries, board, ctx, t.value("log.started", { names: seatedNames(game.players) }));
  useLayoutEffect(() => {
    const el = box.current;
    if (el && following.current) el.scrollTop = el.scrollHeight;
  }, [entries, t.value]);
  return (
    <section class="log">
      <h2 id="log-title">{t.value("log.title")}</h2>
      {/* The named region is the scrolling box: focusable, so the keyboard can scroll it too. */}
      <div
        class="log-box"
        ref={box}
        tabIndex={0}
        role="region"
        aria-labelledby="log-title"
        onScroll={(e) => {
          const el = e.currentTarget;
          following.current = el.scrollTop + el.clientHeight >= el.scrollHeight - AT_END;
        }}
      >
        <LogLines groups={groups} numbered />
      </div>
    </section>
  );
}
