import type { ComponentType } from "preact";
import type { AnyGame, GameWords, Json } from "../../worker/games/contract.ts";
import type { Catalog, Language, Translate } from "../../worker/i18n/translate.ts";

export type PlayerInfo = { userId: string; name: string; seat?: number };

/** Strings per language, each loaded when that language is chosen. */
export type Messages = Readonly<Record<Language, () => Promise<Catalog>>>;

/** What a board gets: the view, the legal moves, and a callback; it never decides legality. */
export type BoardProps<View, Move> = {
  /** The game's view for this seat (or a spectator / replay perspective). */
  view: View;
  /**
   * My legal moves now (empty when I need not act, and in replays): for a game that sends them in
   * parts, their composition. While I plan ahead (a game whose engine has `planning`), the moves I
   * may plan for my next turn instead, and `onMove` proposes the plan: the board need not know.
   */
  legalMoves: readonly Move[];
  /**
   * The answer's parts, for a game that sends its legal moves so (the engine's `legalParts`):
   * a board may compose from them what the list cannot say (the moves left after market acts it
   * adds). Undefined for other games and in replays.
   */
  legalParts?: unknown;
  mySeat: number | undefined;
  players: readonly PlayerInfo[];
  /** Proposes a move; the page asks for confirmation and sends it. */
  onMove: (move: Move) => void;
  /** True while a move is being sent or confirmed: controls stay visible but inert. */
  disabled: boolean;
  t: Translate;
  /** The chat pointing at the board: given only to a table that has `point`. */
  pointing?: Pointing;
};

/**
 * A chat message's place on the board, between the chat and the board: a point is an opaque short
 * string (letters, digits, `,.:_-`, 32 at most) the game's table writes and reads, and its engine's
 * `point` judges on the server.
 */
export type Pointing = {
  /** While true, a click or tap on a place of the board picks it for the message (instead of playing). */
  picking: boolean;
  onPick: (point: string) => void;
  /** The place a reader asked to see: the board lights it up and brings it into view; `n` grows with every ask, so asking again lights it again. */
  lit?: { point: string; n: number };
};

/** A heading of the log: a part of the game (level 1, a round) or a step within it (level 2, a phase). */
export type LogSection = { level: 1 | 2; title: string };

/** The id of the element that holds a board's controls for my move: the status bar's "go to my move" jumps there. */
export const CONTROLS_ID = "move-controls";

/**
 * What a table hands the game page of its engine: the game's words and, for a game whose answers
 * carry the legal moves in parts, their composition. Nothing that judges or plays a move: the
 * rules, the move and option schemas (zod) and the bots stay out of the table's bundle.
 */
export type TableEngine = {
  readonly words: GameWords;
  /** The engine's `legalParts.compose`: pure, run on the answer's parts (`legalMovesOf`). */
  readonly legalParts?: { compose(parts: Json): readonly unknown[] };
};

/**
 * What the replay folds a finished game's moves with (web/src/pages/Replay.tsx): the definition's
 * setup, play and view and the schemas its options and moves are parsed with. Loaded only by the
 * replay, in a chunk of its own, so no table page carries it.
 */
export type ReplayEngine = Pick<AnyGame, "setup" | "play" | "view" | "options" | "move">;

/** A game's table: the engine and everything the game page draws a game of that type with. */
export type GameTable<View, Move> = {
  /** The platform handles every engine through the same untyped contract. */
  engine: TableEngine;
  Board: ComponentType<BoardProps<View, Move>>;
  /** The end screen (scores, charts) once the game is over. */
  EndScreen: ComponentType<{ view: View; players: readonly PlayerInfo[]; t: Translate }>;
  /**
   * A move in words for the confirm step, with what it gains when `view` (the mover's) is given:
   * "Play the bank: +3 coins". `players` (the table's) lets a move that names a seat name its player.
   */
  describeMove(move: Move, t: Translate, view?: View, players?: readonly PlayerInfo[]): string;
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
  prompt(view: View, legalMoves: readonly Move[], mySeat: number | undefined, t: Translate): string | undefined;
  /**
   * Optional, the guided first game: the decision my step asks for, at more length, for a
   * player's first game of the title (`guided`). `kind` names the kind of decision: the page
   * shows each kind's words the first time it comes, with every option and what it would gain
   * (`describeMove` with my view). Undefined when nothing is asked of me.
   */
  guide?(
    view: View,
    legalMoves: readonly Move[],
    mySeat: number | undefined,
    t: Translate,
  ): { kind: string; text: string } | undefined;
  /**
   * The log heading an event opens, if any (a round, a phase): the log shows a heading where its
   * title changes, and a new level 1 starts its level 2 headings afresh. Also asked for the
   * platform's `{ type: "gameStarted" }`, the log's first line.
   */
  section(event: Readonly<Record<string, unknown>>, t: Translate): LogSection | undefined;
  /** The table's strings (rule errors `rule.<CODE>`, controls) with the game's words (`withWords`), per language. */
  messages: Messages;
  /**
   * Optional: a chat message may point at a place on this board ("what about here?"): the board
   * picks and lights up points (`BoardProps.pointing`), and this tells one in words for the chat
   * ("the tile at (3, −1)"). A table with it has its chat beside the board.
   */
  point?: { label(point: string, t: Translate, view: View): string };
};

/** A game's options as the new-game form asks for them and as lists tell them. */
export type GameOptions<Options> = {
  /** The form's fields for the options (inside the new-game form); none when the game has no options. */
  Fields?: ComponentType<{ t: Translate }>;
  /** The options the filled-in form stands for: what the server's schema for them accepts. */
  read(form: FormData): Options;
  /** The options a game was created with, in words for a list ("prestige hidden until the end"). */
  inWords(options: Readonly<Record<string, unknown>>, t: Translate): string[];
};

/**
 * Everything the pages ask about one game: `web/boards/<game>/index.ts` exports one, and
 * web/boards/index.ts lists them. What lists and forms show (the id, the seat counts, the names,
 * the picture, the options) is here at once and small; the engine's words and the table come
 * when a page needs them, so the home page and the dashboard load no engine. The id and the seat
 * counts are the definition's own (the engine's table.ts exports them apart from it).
 */
export type GameClient<View, Move, Options> = {
  id: string;
  /** How many seats a game takes: the definition's `players`. */
  players: { readonly min: number; readonly max: number };
  /** The published title and a line on what the game is about, per language: the definition's words. */
  names: Readonly<Record<Language, string>>;
  blurbs: Readonly<Record<Language, string>>;
  /** A small drawing of the game for the lists (inline SVG: no request, scales with the text). */
  Picture: ComponentType;
  options: GameOptions<Options>;
  /** The client's own strings (its options' form and words), per language: loaded with the app's. */
  messages?: Messages;
  /** The game's words (its log events), loaded when a page tells its log without the table. */
  words(): Promise<GameWords>;
  /** The rules the replay rebuilds a finished game's positions with, loaded only by the replay. */
  replayEngine(): Promise<ReplayEngine>;
  /** The table, loaded when a game is opened; absent until the game has one (it is played through the API). */
  table?: () => Promise<GameTable<View, Move>>;
};

/** A client whose view, move and options types are left to its own code: how the pages hold every game (options are objects). */
export type AnyGameClient = GameClient<unknown, unknown, Readonly<Record<string, unknown>>>;
export type AnyGameTable = GameTable<unknown, unknown>;
/** What telling a game's log needs: its words and its headings (a table is one; a game without a table has no headings). */
export type LogTeller = { engine: { words: GameWords }; section: AnyGameTable["section"] };
