import type { ComponentType } from "preact";
import type { AnyGame } from "../../worker/games/contract.ts";
import type { Catalog, Language, Translate } from "../../worker/i18n/translate.ts";

export type PlayerInfo = { userId: string; name: string; seat?: number };

/** What a board gets: the view, the legal moves, and a callback; it never decides legality. */
export type BoardProps = {
  /** The game's view for this seat (or a spectator / replay perspective). */
  view: unknown;
  /** My legal moves now (empty when I need not act, and in replays). */
  legalMoves: readonly unknown[];
  mySeat: number | undefined;
  players: readonly PlayerInfo[];
  /** Proposes a move; the page asks for confirmation and sends it. */
  onMove: (move: unknown) => void;
  /** True while a move is being sent or confirmed: controls stay visible but inert. */
  disabled: boolean;
  t: Translate;
};

/** A heading of the log: a part of the game (level 1, a round) or a step within it (level 2, a phase). */
export type LogSection = { level: 1 | 2; title: string };

/** The id of the element that holds a board's controls for my move: the status bar's "go to my move" jumps there. */
export const CONTROLS_ID = "move-controls";

/** Everything the generic game page needs from one game's client code. */
export type BoardModule = {
  engine: AnyGame;
  Board: ComponentType<BoardProps>;
  /** The end screen (scores, charts) once the game is over. */
  EndScreen: ComponentType<{ view: unknown; players: readonly PlayerInfo[]; t: Translate }>;
  /**
   * A move in words for the confirm step, with what it gains when `view` (the mover's) is given:
   * "Play the bank: +3 coins".
   */
  describeMove(move: unknown, t: Translate, view?: unknown): string;
  /** A rule error (the 422 answer's `rule`) in words, its parameters translated too. */
  describeError(rule: { code: string; [param: string]: unknown }, t: Translate): string;
  /**
   * The rules in the game's own words, in `language`: loaded when the rules panel is first
   * opened (web/src/components/Rules.tsx), and bringing its own texts, so the lobby and the
   * replay can show it before the table's strings are loaded.
   */
  loadRules(language: Language): Promise<ComponentType>;
  /**
   * What the current step asks of me, in words, for the status bar that stays in view ("Keep one
   * of Inn, Bank, Park; the others pass to your left."); undefined when nothing is asked of me
   * (the page then says whom the game waits for).
   */
  prompt(view: unknown, legalMoves: readonly unknown[], mySeat: number | undefined, t: Translate): string | undefined;
  /**
   * The log heading an event opens, if any (a round, a phase): the log shows a heading where its
   * title changes, and a new level 1 starts its level 2 headings afresh. Also asked for the
   * platform's `{ type: "gameStarted" }`, the log's first line.
   */
  section(event: Readonly<Record<string, unknown>>, t: Translate): LogSection | undefined;
  /** The table's strings (rule errors `rule.<CODE>`, controls) with the game's words (`withWords`), per language. */
  messages: Record<Language, () => Promise<Catalog>>;
};
