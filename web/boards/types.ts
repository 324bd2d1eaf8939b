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

/** Everything the generic game page needs from one game's client code. */
export type BoardModule = {
  engine: AnyGame;
  Board: ComponentType<BoardProps>;
  /** The end screen (scores, charts) once the game is over. */
  EndScreen: ComponentType<{ view: unknown; players: readonly PlayerInfo[]; t: Translate }>;
  /** A move in words, for the confirm step ("Play the bank: 3 coins"). */
  describeMove(move: unknown, t: Translate): string;
  /** A rule error (the 422 answer's `rule`) in words, its parameters translated too. */
  describeError(rule: { code: string; [param: string]: unknown }, t: Translate): string;
  /** The table's strings (rule errors `rule.<CODE>`, controls) with the game's words (`withWords`), per language. */
  messages: Record<Language, () => Promise<Catalog>>;
};
