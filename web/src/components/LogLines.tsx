import type { JSX } from "preact";
import type { LogSection, LogTeller, PlayerInfo } from "../../boards/types.ts";
import type { EventContext } from "../../../worker/games/contract.ts";
import { describedEvents } from "../../../worker/games/log-words.ts";
import type { LogEntry } from "../game.ts";

export type LogLine = { key: string; n: number; text: string };
/** Log lines under their headings: a group per heading (none before the first). */
export type LogGroup = { key: string; heading?: LogSection; lines: LogLine[] };

/** The players at the table, in seat order, for the log's first line. */
export function seatedNames(players: readonly PlayerInfo[]): string {
  return [...players]
    .filter((p) => p.seat !== undefined)
    .sort((a, b) => (a.seat ?? 0) - (b.seat ?? 0))
    .map((p) => p.name)
    .join(", ");
}

/**
 * Log entries in words under the board's headings (rounds, phases), numbered from 1; with
 * `started`, the game's first line ("the game began") opens it. A heading appears where its
 * title changes; a new level 1 heading starts the level 2 headings afresh.
 */
export function logGroups(
  entries: readonly LogEntry[],
  board: LogTeller,
  ctx: EventContext,
  started?: string,
): LogGroup[] {
  const groups: LogGroup[] = [{ key: "top", lines: [] }];
  let part: string | undefined;
  let step: string | undefined;
  const open = (heading: LogSection | undefined, key: string) => {
    if (!heading) return;
    if (heading.level === 1) {
      if (heading.title === part) return;
      part = heading.title;
      step = undefined;
    } else {
      if (heading.title === step) return;
      step = heading.title;
    }
    groups.push({ key, heading, lines: [] });
  };
  let n = 0;
  const add = (key: string, text: string) => groups[groups.length - 1]?.lines.push({ key, n: ++n, text });
  if (started !== undefined) {
    open(board.section({ type: "gameStarted" }, ctx.t), "started");
    add("started", started);
  }
  for (const entry of entries) {
    describedEvents(board.engine.words, entry.seat, entry.events, ctx).forEach(({ event, text }, i) => {
      open(board.section(event, ctx.t), `h${entry.seq}.${i}`);
      add(`${entry.seq}.${i}`, text);
    });
  }
  return groups.filter((g) => g.heading || g.lines.length > 0);
}

export const lineCount = (groups: readonly LogGroup[]): number => groups.reduce((sum, g) => sum + g.lines.length, 0);

/** The groups as headings (level 1 → `h3`, level 2 → `h4`) and numbered lists; the numbers are whole, never clipped. */
export function LogLines({ groups, numbered }: { groups: readonly LogGroup[]; numbered: boolean }): JSX.Element {
  return (
    <>
      {groups.map((g) => (
        <div key={g.key} class="log-group">
          {g.heading?.level === 1 && <h3 class="log-heading">{g.heading.title}</h3>}
          {g.heading?.level === 2 && <h4 class="log-heading">{g.heading.title}</h4>}
          {g.lines.length > 0 && (
            <ol class={numbered ? "log-list numbered" : "log-list"}>
              {g.lines.map((l) => (
                <li key={l.key}>
                  {numbered && (
                    <span class="log-n" aria-hidden="true">
                      {l.n}
                    </span>
                  )}
                  <span class="log-text">{l.text}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      ))}
    </>
  );
}
