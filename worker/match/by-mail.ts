import { findUserByEmail } from "../db/accounts.ts";
import { storeOf, type Seating } from "../db/game-store/index.ts";
import { readCode } from "../games/codes.ts";
import type { AnyGame, EventContext, RuleError, Seat } from "../games/contract.ts";
import { describedEvents } from "../games/log-words.ts";
import { createTranslate, pickLanguage, type Language } from "../i18n/translate.ts";
import type { UseCaseContext } from "../context.ts";
import type { ReplyAnswer } from "../mail/reply-answer.ts";
import { gameDefinition } from "./definitions.ts";
import { submitMove } from "./play.ts";
import { wordsOf, type WordFiles } from "./since.ts";
import type { GameDescription } from "./views.ts";

/*
 * Play by mail: the moves a turn mail offers as codes, and a reply's code played through the same
 * use case as the web (`submitMove`). The inbound mail handler (worker/inbound) has checked the
 * signed reply address; this checks that the sender is the seat's player.
 */

/** A move as a turn mail offers it: its code and its words. */
export type CodedMove = { code: string; text: string };

/** What a seat's turn mail offers: the moves by code, and whether it has others (at the table). */
export type TurnOffer = { seat: Seat; version: number; moves: CodedMove[]; more: boolean };

async function eventContext(
  files: WordFiles,
  game: AnyGame,
  language: Language,
  players: Seating,
  seat: Seat,
): Promise<EventContext> {
  const [own, english] = await Promise.all([wordsOf(files, game, language), wordsOf(files, game, "en")]);
  return {
    t: createTranslate(language, [own], [english]),
    name: (s) => players.find((p) => p.seat === s)?.name ?? "",
    mySeat: seat,
  };
}

/**
 * A move in words, as the log tells the mover its act: the events the move opens with that name
 * the mover and that the mover may see (what it caused after them, a card drawn, is left out).
 */
function moveText(game: AnyGame, state: unknown, seat: Seat, move: unknown, ctx: EventContext): string | undefined {
  const played = game.play(state, seat, move);
  if (!played.ok) return undefined;
  const events = played.played.events;
  const end = events.findIndex((e) => e.event.seat !== seat);
  const act = (end < 0 ? events : events.slice(0, end)).filter((e) => e.to === undefined || e.to.includes(seat));
  const lines = describedEvents(
    game.words,
    seat,
    act.map((e) => e.event),
    ctx,
  );
  // Log lines are sentences; a mail puts the move in a list and in a sentence of its own.
  return lines.length > 0 ? lines.map((l) => l.text.replace(/\.\s*$/, "")).join("; ") : undefined;
}

/** The seat's turn as a mail offers it now, or undefined when the user is not to act in an active game. */
export async function turnOffer(
  ctx: UseCaseContext,
  gameId: string,
  userId: string,
  language: Language,
): Promise<TurnOffer | undefined> {
  const loaded = await storeOf(ctx).loadGame(gameId, userId);
  const game = loaded && gameDefinition(loaded.game.type);
  const seat = loaded?.seat;
  if (!loaded || !game || seat === undefined || loaded.game.status !== "active") return undefined;
  const state = loaded.game.state;
  if (!game.toAct(state).includes(seat)) return undefined;
  const words = await eventContext(ctx.env.ASSETS, game, language, loaded.players, seat);
  const moves = game.codes.offered(state, seat).flatMap((move) => {
    const code = game.codes.write(move);
    const text = code === undefined ? undefined : (moveText(game, state, seat, move, words) ?? code);
    return code === undefined || text === undefined ? [] : [{ code, text }];
  });
  // A seat to act has a move: none offered means all are at the table (no list of 1,512 plans built for nothing).
  const more = moves.length === 0 || game.legalMoves(state, seat).length > moves.length;
  return { seat, version: loaded.game.version, moves, more };
}

/** A reply to a turn mail: the signed address's turn, the sender, the code read from the text, the key from its Message-ID. */
export type MailReply = {
  gameId: string;
  seat: Seat;
  version: number;
  sender: string;
  code: string | undefined;
  idempotencyKey: string;
};

/** Why a reply was not played, told to its (authenticated) sender. */
export type ReplyRefusal = Extract<ReplyAnswer, { kind: "refused" }>["refusal"];

/** The sender's player and what the mails to them need. */
type Player = { userId: string; email: string; language: Language; gameType: string };

/**
 * What became of a reply: `unauthenticated` (the sender is not the seat's player: no answer at
 * all), `duplicate` (this mail was played already: no answer again), or an answer to send.
 */
export type ReplyOutcome =
  | { kind: "unauthenticated" }
  | { kind: "duplicate" }
  | { kind: "refused"; player: Player; refusal: ReplyRefusal; detail?: string }
  | {
      kind: "played";
      player: Player;
      move: string;
      next: Extract<ReplyAnswer, { kind: "played" }>["next"];
      /** The move wrote notifications, for a drain after it. */
      notified: boolean;
      botsDue: boolean;
    };

/** Who is to act after the move, as the game's answer tells the mover (it hides who is waiting where the game keeps that secret). */
function nextAfter(body: GameDescription, seat: Seat): Extract<ReplyOutcome, { kind: "played" }>["next"] {
  if (body.status !== "active") return { kind: "over" };
  if (body.toAct.includes(seat)) return { kind: "again" };
  if (body.waiting > body.toAct.length) return { kind: "secret" };
  return { kind: "others", names: body.toAct.map((s) => body.players.find((p) => p.seat === s)?.name ?? "") };
}

/**
 * A rule error in the player's words, as the table says it: the game's `describeError` over its
 * rule words and log words (the static file `wordsOf` reads, English where the language lacks
 * one), else its code.
 */
export async function ruleText(files: WordFiles, game: AnyGame, language: Language, rule: RuleError): Promise<string> {
  const [own, english] = await Promise.all([wordsOf(files, game, language), wordsOf(files, game, "en")]);
  const t = createTranslate(language, [own], [english]);
  return t.has(`rule.${rule.code}`) ? game.words.describeError(rule, t) : rule.code;
}

/** Plays a reply's code for its seat, as the web plays a move (`submitMove`), once per Message-ID. */
export async function playReply(ctx: UseCaseContext, reply: MailReply): Promise<ReplyOutcome> {
  const user = await findUserByEmail(ctx.db, reply.sender.toLowerCase());
  const loaded = user && (await storeOf(ctx).loadGame(reply.gameId, user.id));
  const game = loaded && gameDefinition(loaded.game.type);
  if (!user || !loaded || !game || loaded.seat !== reply.seat) return { kind: "unauthenticated" };
  if (await storeOf(ctx).moveByKey(reply.gameId, reply.idempotencyKey)) return { kind: "duplicate" };
  const player = { userId: user.id, email: user.email, language: pickLanguage(user.language, []), gameType: game.id };
  const refused = (refusal: ReplyRefusal, detail?: string): ReplyOutcome => ({
    kind: "refused",
    player,
    refusal,
    detail,
  });
  if (loaded.game.status !== "active") return refused("gameOver");
  if (reply.code === undefined) return refused("noCode");
  const state = loaded.game.state;
  if (!game.toAct(state).includes(reply.seat))
    return refused(reply.version === loaded.game.version ? "notYourTurn" : "stale");
  const move = readCode(game, state, reply.seat, reply.code);
  if (move === undefined) return refused(reply.version === loaded.game.version ? "unknownCode" : "stale", reply.code);
  const words = await eventContext(ctx.env.ASSETS, game, player.language, loaded.players, reply.seat);
  const text = moveText(game, state, reply.seat, move, words) ?? reply.code;
  const answer = await submitMove(ctx, user.id, reply.gameId, {
    version: reply.version,
    idempotencyKey: reply.idempotencyKey,
    move,
  });
  if (!answer.ok) {
    if (answer.code === "STALE_VERSION") return refused("stale");
    if (answer.code === "ILLEGAL_MOVE")
      return refused("rule", answer.rule && (await ruleText(ctx.env.ASSETS, game, player.language, answer.rule)));
    if (answer.code === "GAME_NOT_ACTIVE") return refused("gameOver");
    return refused("rule", answer.code);
  }
  if (answer.value.replayed) return { kind: "duplicate" };
  const next = nextAfter(answer.value.body, reply.seat);
  return {
    kind: "played",
    player,
    move: text,
    next,
    notified: answer.value.notified,
    // A reply that hands the turn to a seat with planned moves starts the same chain as a bot's turn.
    botsDue: answer.value.botsDue || answer.value.plansDue,
  };
}
