import { useEffect, useState } from "preact/hooks";
import type { AnyGameTable } from "../../boards/types.ts";
import type { Translate } from "../../../worker/i18n/translate.ts";
import type { GameData } from "../game.ts";

/** Options listed with their gains at most: a long list (every placement of a tile) would bury the words. */
const MOST_OPTIONS = 8;

/** The kinds of decision already explained in a game, kept in the browser for that game. */
function seenKinds(gameId: string): string[] {
  try {
    return JSON.parse(localStorage.getItem(`guided.${gameId}`) ?? "[]") as string[];
  } catch {
    return [];
  }
}

/**
 * The guided first game: when my step is a kind of decision this game has not explained yet, the
 * table's longer words on it and each option with what it would gain; they stay while that kind
 * of decision lasts, and do not come back for it.
 */
export function GuidedStep(props: { game: GameData; table: AnyGameTable; moves: readonly unknown[]; t: Translate }) {
  // `moves`: my legal moves, composed from the answer's parts for a game that sends them so.
  const { game, table, moves, t } = props;
  const guide = game.guided ? table.guide?.(game.view, moves, game.mySeat, t) : undefined;
  const [current, setCurrent] = useState<string>();
  useEffect(() => {
    if (!guide || guide.kind === current || seenKinds(game.id).includes(guide.kind)) return;
    localStorage.setItem(`guided.${game.id}`, JSON.stringify([...seenKinds(game.id), guide.kind]));
    setCurrent(guide.kind);
  }, [guide?.kind]);
  if (!guide || guide.kind !== current) return null;
  const options = [...new Set(moves.map((m) => table.describeMove(m, t, game.view, game.players)))];
  return (
    <aside class="guided-step" aria-label={t("game.guide.title")}>
      <h2>{t("game.guide.title")}</h2>
      <p>{guide.text}</p>
      <ul>
        {options.slice(0, MOST_OPTIONS).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      {options.length > MOST_OPTIONS && <p>{t("game.guide.more", { count: options.length - MOST_OPTIONS })}</p>}
    </aside>
  );
}
