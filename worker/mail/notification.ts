import type { Language } from "../context.ts";
import type { NotificationKind } from "./kinds.ts";
import type { Mail } from "./send.ts";
import { NOTIFICATION_TEXTS, type NotificationTexts } from "./texts/index.ts";

/** What happened, with the facts each kind's text needs. */
export type NotificationContent =
  | { kind: "yourTurn" | "gameStarted" }
  | { kind: "gameOver"; result?: GameResult }
  | { kind: "invited"; by: string }
  | { kind: "reminder"; deadline: number; hoursLeft: number }
  | { kind: "timedOut"; policy: "bot" | "drop" }
  | { kind: "chatMention"; by: string; text: string }
  | { kind: "league"; news: LeagueNews }
  | { kind: "planDropped"; reasons: readonly PlanDropReason[] }
  | { kind: "test" };

/** Why planned moves were not played, as worker/games/plans.ts `DROP_REASONS` writes them into the note. */
export const PLAN_DROP_REASONS = ["passed", "condition", "illegal", "chain", "hand"] as const;
export type PlanDropReason = (typeof PLAN_DROP_REASONS)[number];

/** How a finished game ended, for its mail: who won with what score, or the team's win or loss. */
export type GameResult = { kind: "ranked"; winners: string[]; score: number } | { kind: "shared"; won: boolean };

/** A league's season news for one player (worker/leagues/season.ts writes it; `division` reads "2.1", tier and index). */
export type LeagueNews =
  | {
      event: "seasonStart";
      leagueId: string;
      league: string;
      season: number;
      division: string;
      opponents: string[];
      games: { startsAt: number; players: string[] }[];
    }
  | {
      event: "seasonEnd";
      leagueId: string;
      league: string;
      season: number;
      division: string;
      place: number;
      of: number;
      movement: "promoted" | "relegated" | null;
    };

/** "Since your last move": how many moves came after it, the latest events in words (what that move caused first), how many earlier ones were left out. */
export type MovesSummary = { moves: number; lines: readonly string[]; earlier: number };

/**
 * Play by mail, in a turn mail: the moves it offers as codes with their words, whether the seat
 * has others (at the table), and the signed address a reply goes to (worker/mail/reply-address.ts).
 */
export type MailMoves = { moves: readonly { code: string; text: string }[]; more: boolean; replyTo: string };

export type NotificationMailInput = {
  to: string;
  language: Language;
  timeZone: string;
  content: NotificationContent;
  gameName: string;
  gameUrl: string | undefined;
  summary: MovesSummary | undefined;
  /** The one-click unsubscribe link of this kind (none for the test mail). */
  unsubscribe: { url: string; kind: NotificationKind } | undefined;
  /** A turn mail's move codes (none: the mail tells the turn only). */
  byMail?: MailMoves;
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function formatTime(at: number, language: Language, timeZone: string): string {
  const options = { dateStyle: "medium", timeStyle: "short" } as const;
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone }).format(at);
  } catch {
    return `${new Intl.DateTimeFormat(language, { ...options, timeZone: "UTC" }).format(at)} UTC`;
  }
}

/** A season's start (division, opponents, games with their start dates) or end (place, movement) in the player's words. */
function leagueSubjectAndLead(
  t: NotificationTexts,
  news: LeagueNews,
  input: NotificationMailInput,
): { subject: string; lead: string } {
  const l = t.league;
  if (news.event === "seasonEnd") {
    const moved = news.movement === "promoted" ? l.promoted : news.movement === "relegated" ? l.relegated : l.stayed;
    return {
      subject: l.endSubject(news.league, news.season),
      lead: `${l.endLead(news.league, news.season, news.division, news.place, news.of)} ${moved}`,
    };
  }
  const games = news.games.map(
    (g) => `- ${l.gameLine(formatTime(g.startsAt, input.language, input.timeZone), g.players.join(", "))}`,
  );
  return {
    subject: l.startSubject(news.league, news.season),
    lead: [
      l.startLead(news.league, news.season, news.division),
      `${l.opponents}: ${news.opponents.join(", ")}`,
      `${l.games(news.games.length)}\n${games.join("\n")}`,
    ].join("\n\n"),
  };
}

/** Who won, in a sentence: the winner, the winners sharing first place, or the team's result. */
function resultText(t: NotificationTexts, result: GameResult, language: Language): string {
  if (result.kind === "shared") return result.won ? t.result.teamWon : t.result.teamLost;
  const names = new Intl.ListFormat(language, { type: "conjunction" }).format(result.winners);
  return result.winners.length > 1 ? t.result.shared(names, result.score) : t.result.winner(names, result.score);
}

function subjectAndLead(t: NotificationTexts, input: NotificationMailInput): { subject: string; lead: string } {
  const g = input.gameName;
  const c = input.content;
  switch (c.kind) {
    case "yourTurn":
    case "gameStarted":
      return { subject: t[c.kind].subject(g), lead: t[c.kind].lead(g) };
    case "gameOver":
      return {
        subject: t.gameOver.subject(g),
        lead: c.result ? `${t.gameOver.lead(g)} ${resultText(t, c.result, input.language)}` : t.gameOver.lead(g),
      };
    case "invited":
      return { subject: t.invited.subject(g, c.by), lead: t.invited.lead(g, c.by) };
    case "reminder":
      return {
        subject: t.reminder.subject(g, c.hoursLeft),
        lead: t.reminder.lead(g, c.hoursLeft, formatTime(c.deadline, input.language, input.timeZone)),
      };
    case "timedOut":
      return { subject: t.timedOut.subject(g), lead: t.timedOut.lead(g, c.policy) };
    case "chatMention":
      return { subject: t.chatMention.subject(g, c.by), lead: `${t.chatMention.lead(g, c.by)}\n\n> ${c.text}` };
    case "league":
      return leagueSubjectAndLead(t, c.news, input);
    case "planDropped": {
      const [only] = c.reasons;
      const reason = c.reasons.length === 1 && only ? ` ${t.planDropped.reason[only]}` : "";
      const turn = c.reasons.includes("hand") ? "" : ` ${t.planDropped.turn}`;
      const lead = `${t.planDropped.lead(g, c.reasons.length)}${reason}${turn}`;
      return { subject: t.planDropped.subject(g), lead };
    }
    case "test":
      return { subject: t.test.subject, lead: t.test.lead };
  }
}

/** The codes part of a turn mail (or of a reply's answer when the turn stays), as text lines and HTML; nothing without codes or composed moves. */
export function byMailParts(t: NotificationTexts, byMail: MailMoves | undefined): { text?: string; html: string } {
  if (!byMail) return { html: "" };
  const [first] = byMail.moves;
  if (!first)
    return byMail.more ? { text: t.byMail.composed, html: `<p>${escapeHtml(t.byMail.composed)}</p>` } : { html: "" };
  const howTo = t.byMail.howTo(first.code);
  const more = byMail.more ? t.byMail.more : undefined;
  const text = [howTo, ...byMail.moves.map((m) => `  ${m.code}  ${m.text}`), ...(more ? [more] : [])].join("\n");
  const rows = byMail.moves.map(
    (m) => `<tr><td><code><b>${escapeHtml(m.code)}</b></code></td><td>${escapeHtml(m.text)}</td></tr>`,
  );
  const html = `<p>${escapeHtml(howTo)}</p><table>${rows.join("")}</table>${more ? `<p>${escapeHtml(more)}</p>` : ""}`;
  return { text, html };
}

/** A notification mail: localized subject, text and HTML, with the RFC 8058 one-click unsubscribe headers. */
export function notificationMail(input: NotificationMailInput): Mail {
  const t = NOTIFICATION_TEXTS[input.language];
  const { subject, lead } = subjectAndLead(t, input);
  // Nobody moved since, yet the player's own move may have caused something (a round's end): that is told alone.
  const summary =
    input.summary && (input.summary.moves > 0 || input.summary.lines.length > 0) ? input.summary : undefined;
  const heading = summary && (summary.moves > 0 ? t.since(summary.moves) : t.caused);
  const lines = summary ? [...(summary.earlier > 0 ? [t.earlier(summary.earlier)] : []), ...summary.lines] : [];
  const openText = input.content.kind === "league" ? t.league.open : t.open;
  const unsubscribe = input.unsubscribe && {
    text: t.unsubscribe(t.kinds[input.unsubscribe.kind]),
    url: input.unsubscribe.url,
  };
  const byMail = byMailParts(t, input.byMail);
  const text = [
    lead,
    heading ? `${heading}\n${lines.map((l) => `- ${l}`).join("\n")}` : undefined,
    byMail.text,
    input.gameUrl ? `${openText}: ${input.gameUrl}` : undefined,
    unsubscribe ? `--\n${unsubscribe.text} ${unsubscribe.url}` : undefined,
  ]
    .filter((part) => part !== undefined)
    .join("\n\n");
  const html = [
    input.content.kind === "league"
      ? lead
          .split("\n\n")
          .map((part) => `<p>${escapeHtml(part).replace(/\n/g, "<br>")}</p>`)
          .join("")
      : `<p>${escapeHtml(lead)}</p>`,
    heading ? `<p>${escapeHtml(heading)}</p><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>` : "",
    byMail.html,
    input.gameUrl ? `<p><a href="${escapeHtml(input.gameUrl)}">${escapeHtml(openText)}</a></p>` : "",
    unsubscribe
      ? `<hr><p><small>${escapeHtml(unsubscribe.text)} <a href="${escapeHtml(unsubscribe.url)}">${escapeHtml(unsubscribe.url)}</a></small></p>`
      : "",
  ].join("");
  const headers = input.unsubscribe
    ? { "List-Unsubscribe": `<${input.unsubscribe.url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
    : undefined;
  const replyTo = input.byMail && input.byMail.moves.length > 0 ? { replyTo: input.byMail.replyTo } : {};
  return { to: input.to, subject, text: `${text}\n`, html, ...replyTo, ...(headers ? { headers } : {}) };
}
