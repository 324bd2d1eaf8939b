import type { NotificationKind } from "../kinds.ts";

/** What a notification says, in one language; `game` is the game's name, e.g. "Notre Dame". */
export type NotificationTexts = {
  yourTurn: { subject(game: string): string; lead(game: string): string };
  gameStarted: { subject(game: string): string; lead(game: string): string };
  gameOver: { subject(game: string): string; lead(game: string): string };
  /** Who won, opening the game-over mail: `names` already joined ("alice and bob"). */
  result: {
    winner(names: string, score: number): string;
    shared(names: string, score: number): string;
    teamWon: string;
    teamLost: string;
  };
  invited: { subject(game: string, by: string): string; lead(game: string, by: string): string };
  /** `deadline` is already formatted in the player's time zone. */
  reminder: {
    subject(game: string, hoursLeft: number): string;
    lead(game: string, hoursLeft: number, deadline: string): string;
  };
  timedOut: { subject(game: string): string; lead(game: string, policy: "bot" | "drop"): string };
  /** Somebody wrote `@name` in a game's chat; the mail quotes the message after the lead. */
  chatMention: { subject(game: string, by: string): string; lead(game: string, by: string): string };
  test: { subject: string; lead: string };
  /** Moves planned ahead that were not played when the turn came (issue 30): why, one reason for a single plan. */
  planDropped: {
    subject(game: string): string;
    lead(game: string, plans: number): string;
    /** "It is your turn now", left out when the owner moved by hand (`hand`). */
    turn: string;
    reason: Record<"passed" | "condition" | "illegal" | "chain" | "hand", string>;
  };
  /** A league's season news; `division` is "2.1" (tier and index), `at` a formatted date. */
  league: {
    startSubject(league: string, season: number): string;
    startLead(league: string, season: number, division: string): string;
    opponents: string;
    games(count: number): string;
    gameLine(at: string, players: string): string;
    endSubject(league: string, season: number): string;
    endLead(league: string, season: number, division: string, place: number, of: number): string;
    promoted: string;
    relegated: string;
    stayed: string;
    open: string;
  };
  /** The daily digest: one mail, one line per game and kind. */
  digest: { subject(items: number): string; lead: string };
  open: string;
  /** The heading of the "since your last move" summary (which opens with what that move caused). */
  since(moves: number): string;
  /** Its heading when nobody has moved since, and all it tells is what the player's own last move caused. */
  caused: string;
  /** Its first line when older events were left out (the game's log has them). */
  earlier(events: number): string;
  /** Before the unsubscribe link. */
  unsubscribe(kind: string): string;
  /** How a kind is named in "stop … e-mails" and on the unsubscribe page. */
  kinds: Record<NotificationKind, string>;
  page: { title: string; question(kind: string): string; button: string; done(kind: string): string; invalid: string };
  /** Play by mail: the codes a turn mail lists, and the answers to a reply (`example` is one of the listed codes). */
  byMail: {
    howTo(example: string): string;
    more: string;
    composed: string;
    played: { subject(game: string): string; lead(game: string, move: string): string };
    /** The game after the move, in a line: `names` already joined. */
    next: { again: string; others(names: string): string; secret: string; over: string };
    refused: {
      subject(game: string): string;
      noCode: string;
      unknownCode(code: string): string;
      stale: string;
      notYourTurn: string;
      gameOver: string;
      /** `reason`: the game's words for its rule error, or its code where it has none. */
      rule(reason: string): string;
    };
  };
};

const rulesByLanguage = new Map<string, Intl.PluralRules>();
/** Intl.PluralRules is costly to build: one per language per isolate. */
function pluralRules(language: string): Intl.PluralRules {
  let rules = rulesByLanguage.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    rulesByLanguage.set(language, rules);
  }
  return rules;
}

/** The plural form of `n` in `language` (one, few, many, other), chosen by Intl.PluralRules. */
export function plural(
  language: string,
  n: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
): string {
  return (forms[pluralRules(language).select(n)] ?? forms.other).replace("#", String(n));
}
