import type { Language } from "../context.ts";
import { byMailParts, type MailMoves } from "./notification.ts";
import type { Mail } from "./send.ts";
import { NOTIFICATION_TEXTS } from "./texts/index.ts";

/** What a reply to a turn mail came to, as its answer tells it. */
export type ReplyAnswer =
  | {
      kind: "played";
      /** The move in words, as the log tells the mover. */
      move: string;
      next: { kind: "again" | "secret" | "over" } | { kind: "others"; names: readonly string[] };
    }
  | {
      kind: "refused";
      refusal: "noCode" | "unknownCode" | "stale" | "notYourTurn" | "gameOver" | "rule";
      detail?: string;
    };

export type ReplyAnswerInput = {
  to: string;
  language: Language;
  gameName: string;
  gameUrl: string;
  answer: ReplyAnswer;
  /** The reply's Message-ID, so the answer threads under it. */
  inReplyTo: string | undefined;
  /** When the turn stays with the player (another move due): its codes and reply address, as a turn mail has them. */
  byMail?: MailMoves;
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function lines(input: ReplyAnswerInput): { subject: string; body: string[] } {
  const t = NOTIFICATION_TEXTS[input.language].byMail;
  const a = input.answer;
  if (a.kind === "played") {
    const names = a.next.kind === "others" ? new Intl.ListFormat(input.language).format(a.next.names) : "";
    const next = a.next.kind === "others" ? t.next.others(names) : t.next[a.next.kind];
    return { subject: t.played.subject(input.gameName), body: [t.played.lead(input.gameName, a.move), next] };
  }
  const r = t.refused;
  const why =
    a.refusal === "unknownCode"
      ? r.unknownCode(a.detail ?? "")
      : a.refusal === "rule"
        ? r.rule(a.detail ?? "")
        : r[a.refusal];
  return { subject: r.subject(input.gameName), body: [why] };
}

/** The answer to an authenticated reply: the move played and the game in a line, or why it was not. */
export function replyAnswerMail(input: ReplyAnswerInput): Mail {
  const { subject, body } = lines(input);
  const open = NOTIFICATION_TEXTS[input.language].open;
  const headers = input.inReplyTo ? { "In-Reply-To": input.inReplyTo, References: input.inReplyTo } : undefined;
  const codes = byMailParts(NOTIFICATION_TEXTS[input.language], input.byMail);
  const replyTo = input.byMail && input.byMail.moves.length > 0 ? { replyTo: input.byMail.replyTo } : {};
  return {
    to: input.to,
    subject,
    text: `${[...body, ...(codes.text ? ["", codes.text] : [])].join("\n")}\n\n${open}: ${input.gameUrl}\n`,
    html: `${body.map((l) => `<p>${escapeHtml(l)}</p>`).join("")}${codes.html}<p><a href="${escapeHtml(input.gameUrl)}">${escapeHtml(open)}</a></p>`,
    ...replyTo,
    ...(headers ? { headers } : {}),
  };
}
