import type { z } from "zod";
import type { Catalog, Language, Translate } from "../i18n/translate.ts";

/** A seat index, 0-based, in clockwise order. */
export type Seat = number;

/** JSON-compatible data: what states, moves, views and events are made of. */
export type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json | undefined };

/** An illegal move, as a value: a stable code from the game's closed list plus its parameters. */
export interface RuleError {
  readonly code: string;
  readonly [param: string]: Json | undefined;
}

/** Something that happened, for the log; `to` lists the only seats allowed to see it (absent: everyone). */
export interface LogEvent {
  readonly to?: readonly Seat[];
  readonly event: { readonly type: string; readonly [param: string]: Json | undefined };
}

/** The result of a legal move. */
export interface Played<State> {
  readonly state: State;
  /**
   * The move's log events: its act first, in events naming the mover's `seat`, then what it
   * caused (a step resolved, a round's end), from the first event that does not name the mover:
   * "since your last move" opens with those.
   */
  readonly events: readonly LogEvent[];
  /** The move let somebody see something hidden before it (cards drawn, a simultaneous step resolved): it may not be undone. */
  readonly reveals: boolean;
}

export type PlayResult<State> =
  | { readonly ok: true; readonly played: Played<State> }
  | { readonly ok: false; readonly error: RuleError };

/** How a finished game ended: a ranking (competitive games) or one shared result (cooperative games). */
export type Outcome =
  | {
      readonly kind: "ranked";
      /** Final score per seat. */
      readonly scores: readonly number[];
      /** 1-based rank per seat; tied seats share a rank. */
      readonly ranks: readonly number[];
    }
  | { readonly kind: "shared"; readonly won: boolean; readonly score?: number };

/** What describing an event needs: the translations, the players' names, whose eyes read it. */
export type EventContext = {
  readonly t: Translate;
  readonly name: (seat: Seat | undefined) => string;
  readonly mySeat: Seat | undefined;
};

/** How far a game is: `round` of `rounds`, counted in rounds unless the game counts tiles drawn (`unit`). */
export type Progress = { readonly round: number; readonly rounds: number; readonly unit?: "round" | "tile" };

/**
 * The game's words the definition carries, in every language: its names, its log events and rule
 * errors in words for the page, mails, push and webhooks. The words themselves are the catalogs of
 * `GameWords`: the Worker reads them as static files, so its bundle holds none.
 */
export interface EngineWords {
  /** The game's published title per language; plain data, so mails and lists need no load. */
  readonly names: Readonly<Record<Language, string>>;
  /** One line on what the game is about, per language, for the home page. */
  readonly blurbs: Readonly<Record<Language, string>>;
  /** A log event in words ("Bob bribed the monk"); undefined leaves it out of the log. */
  describeEvent(event: Readonly<Record<string, unknown>>, ctx: EventContext): string | undefined;
  /** A rule error in words (`t` holding `rules` and `messages`), the engine's ids in it (cards, places…) in words too. */
  describeError(rule: RuleError, t: Translate): string;
}

/** The game's words with the catalogs the log needs: what its table tells the log with (`table.ts`). */
export interface GameWords extends EngineWords {
  /**
   * The words the log needs: the game's vocabulary (cards, places, people…) and its events, per
   * language, loaded when needed. Words only the table reads (card texts) stay out: these and the
   * rule errors (`rules`) are what mails tell with, and the web build writes them as static files
   * for the Worker (worker/games/catalogs.ts); the table adds its own (`web/boards/<game>`).
   */
  readonly messages: Readonly<Record<Language, () => Promise<Catalog>>>;
  /**
   * The rule errors in words (`rule.<CODE>` with the error's parameters), per language, loaded when
   * needed: the table shows them, and the answer to a reply mail whose move the rules refused.
   */
  readonly rules: Readonly<Record<Language, () => Promise<Catalog>>>;
}

/**
 * A game's legal moves in parts, for a game whose lists would be too long for every answer (Deal
 * with the Devil's plan: 1,512 moves). The game answer then carries the parts instead of the list,
 * and the client composes the moves with the same pure code; the referee still judges every move
 * with `play`, and compares lists (`legalMoves`) when a move chosen on an older version arrives.
 */
export interface MoveParts<State, Move, Parts> {
  /** The seat's legal moves now, in parts (JSON, a few KB at most): `compose` of them is `legalMoves(state, seat)`, in its order. */
  of(state: State, seat: Seat): Parts;
  /** The moves the parts stand for: pure, imports nothing the client lacks, since the table runs it on the answer's parts. */
  compose(parts: Parts): readonly Move[];
}

/**
 * A game's moves written as short codes, for play by mail: the turn mail lists codes and the
 * player replies with one. A code names the move itself (its card, its place), never its index in
 * today's list, so it reads the same whenever the seat's legal moves are the same; a reply is read
 * back against the seat's legal moves now (`readCode` in codes.ts), where no two share a code.
 */
export interface MoveCodes<State, Move> {
  /**
   * The move's code ("K B", "P 2 -1 1"): letters, digits, spaces and signs, case-insensitive; or
   * undefined for a move the mail cannot offer (Deal with the Devil's composed plan, market acts).
   */
  write(move: Move): string | undefined;
  /** The moves a turn mail lists, the most useful first and a few at most; the table has the rest. */
  offered(state: State, seat: Seat): readonly Move[];
}

/**
 * A condition a planned move may carry (issue 30): the move is played only if `seat`'s last move
 * after the plan was made reads as `move` (the game's `planning.named` of the logged move).
 */
export type PlanCondition = { readonly seat: Seat; readonly move: Json };

/** One coming turn a seat may plan while it need not act: that turn's name, its moves, the conditions it may name. */
export type PlanAhead<Move> = {
  /** The turn the plan is for, as `planning.turn` will name it once it comes ("3.actions.5"). */
  readonly turn: string;
  /** The moves the seat would have if that turn came with the board as it stands; one is played then only if still legal. */
  readonly moves: readonly Move[];
  /**
   * What a condition may name: other seats' public choices that come before that turn and after
   * the seat's turn before it (their last move when it comes); empty: "if still legal" only.
   */
  readonly conditions: readonly PlanCondition[];
};

/**
 * Optional: moves planned ahead (issue 30; OGS's and lichess's conditional moves). A seat that need
 * not act queues moves for its coming turns in a row (the next first), each with or without a
 * condition; when a planned turn comes, the referee plays the first plan for it whose condition
 * holds and which is legal then, through the same commit as a person's move, and keeps the plans
 * for the turns after it; when none applies, the chain is dropped from there. Only moves whose
 * meaning survives the others' turns make sense (Notre Dame's action cards and bribes); a game
 * whose next decision is made of what it has not seen yet (a tile drawn when the turn begins, a
 * step's resolution) plans nothing.
 */
export interface Planning<State, Move> {
  /**
   * The seat's coming turns it may plan now, in the order they come (its next turn first), as far
   * as the board as it stands tells their moves; empty while it must act itself or nothing can be
   * planned. A turn listed here keeps its name until it comes.
   */
  ahead(state: State, seat: Seat): readonly PlanAhead<Move>[];
  /** The turn the seat acts in now, named as `ahead` names it; undefined when the seat need not act or plans nothing here. */
  turn(state: State, seat: Seat): string | undefined;
  /** A logged move as a condition names it (its public core: "played the coach"); undefined for a move a condition cannot name (a hidden one). */
  named(move: Move): Json | undefined;
}

/** Everything the platform knows about a game: one object per game, nothing else. */
export interface GameDefinition<State, Move, Options, Parts = Json> {
  readonly id: string;
  /** Rules version: bumped whenever a change would replay a stored move log differently; games keep the version they started with. */
  readonly version: number;
  readonly players: { readonly min: number; readonly max: number };
  /**
   * Whether the web client has a table for the game (web/boards/<game>/index.ts has `table`;
   * test/web/game-clients.test.tsx holds the two together). Without one the game is played through
   * the API only: the site lists it nowhere a person could walk into it (open games, "your turn",
   * "next game") and its page shows the generic frame (title, players, deadline, log, chat).
   */
  readonly webTable: boolean;
  /** Setup options, parsed at game creation; defaults fill what the creator left out. */
  readonly options: z.ZodType<Options, unknown>;
  /** The shape of a move; legality is `play`'s business. */
  readonly move: z.ZodType<Move, unknown>;
  /** A new game; all randomness comes from `seed` and stays inside the state. */
  setup(seats: number, options: Options, seed: string): State;
  /** Seats that must act now: several means a simultaneous step (see `hiddenMoves` for one whose moves stay hidden until it resolves). */
  toAct(state: State): readonly Seat[];
  /**
   * Optional: while a simultaneous step of hidden moves is in progress, how many moves each seat
   * has made in it so far (per seat; undefined outside such a step). Every move made since the
   * step began must be counted, a count grows only by that seat's own move, and such a move may
   * change nothing another seat sees but the fact that it was made, nor another seat's legal moves.
   * A move chosen on an older version stands in every game when the seat's legal moves are still
   * those it had then (see `legalMoves`); with this, the referee knows it without rebuilding the
   * older state when only other seats' hidden moves of the step came since.
   */
  hiddenMoves?(state: State): readonly number[] | undefined;
  /**
   * Optional: who has acted and who is still to act in a step of hidden moves is each seat's own
   * secret (Deal with the Devil: a seat that timed out offers the default, an empty chest, so
   * whoever sees an empty chest marked M would learn which seat M is if the waiting list, the
   * clocks or the log named it). While `hiddenMoves(state)` is defined, a seat is told only
   * whether it must act itself and how many seats still must; the platform hides the others'
   * clocks, names nobody waiting in lists, and shows another seat's log rows (moves, timeouts,
   * undos) without their seat until the end. The game's `view` keeps the same promise: it shows
   * whether a seat submitted (and anything its submission changed) to that seat only.
   */
  readonly secretWaiting?: boolean;
  play(state: State, seat: Seat, move: Move): PlayResult<State>;
  /**
   * Every legal move for the seat now, in a stable order; empty when the seat need not act. The
   * list depends only on what the seat may see: a move chosen on an older version stands exactly
   * when it is legal now and the seat's list now equals its list at that version (so another
   * seat's choice in a simultaneous step, public or hidden, does not make it stale). Every
   * listed move is accepted as it stands, and a move is accepted exactly when it is listed — except
   * where a game states, in its legal module, composition rules for parts whose combinations would
   * not fit in a list (Deal with the Devil's legal.ts: market acts, a prefix listed act by act;
   * declared choices, free; offers one kind at a time; a plan's event and token parts; an answer's
   * split and rare): there a move is accepted exactly when those rules make it of listed parts.
   */
  legalMoves(state: State, seat: Seat): readonly Move[];
  /** Optional: the same moves in parts, sent instead of the list in the game answer (see `MoveParts`); games without it send the list. */
  readonly legalParts?: MoveParts<State, Move, Parts>;
  /** What `seat` may know (undefined: a spectator); never another seat's secrets. */
  view(state: State, seat: Seat | undefined): Json;
  /** The result once the game is over, else undefined. */
  outcome(state: State): Outcome | undefined;
  /** How far the game is, for lists ("round 4 of 9"); optional. */
  progress?(state: State): Progress;
  /**
   * Optional, for a game with a shared outcome: the level its team is rated against ("4"). Each
   * level is a pseudo-player with a rating of its own; without it, every game of the type plays
   * the same one ("0").
   */
  ratedAgainst?(options: Options): string;
  /**
   * Optional: some secrets outlive the game (Carcassonne ghosts: the front of a face-down tile is
   * never seen, after the end included). The seed and the moves would rebuild them, so the
   * platform never hands either out for such a game: its replay carries the spectators' view
   * (`view(state, undefined)`) after each move, computed on the server, instead of the seed, and
   * its log shows every reader, after the end too, only what it showed them while it ran.
   * Without it, the end reveals everything (seed, every move, every event).
   */
  readonly secretsAfterEnd?: boolean;
  /**
   * Optional: whether `point` names a place on the board that a chat message may point at ("what
   * about here?"). The game's web table writes the string (Carcassonne ghosts: a tile's or an
   * empty neighbour's "x,y") and reads it back; a game without this takes no points.
   */
  point?(state: State, point: string): boolean;
  /**
   * A move playing to the seat's goals: it plays a dropped seat to the end (a league game
   * adjudicated at the season's end included), the demo's seats, and a timed-out move of a game
   * without `timeoutMove`.
   */
  botMove(state: State, seat: Seat): Move;
  /**
   * Optional: the rules' own default for a seat whose time ran out, where it must differ from the
   * bot's play (Deal with the Devil: it gives nothing away, reveals nothing, costs nothing).
   */
  timeoutMove?(state: State, seat: Seat): Move;
  /** Optional: moves a seat may queue for its coming turns (see `Planning`); games without it plan nothing. */
  readonly planning?: Planning<State, Move>;
  readonly words: EngineWords;
  /** The moves as codes, for replies to the turn mail (`MoveCodes`). */
  readonly codes: MoveCodes<State, Move>;
}

export type AnyGame = GameDefinition<unknown, unknown, unknown>;
