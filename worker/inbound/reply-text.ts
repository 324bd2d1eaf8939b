/**
 * What a player wrote in a reply, without what their mail client added: the quoted turn mail,
 * the "On … wrote:" line, Outlook's header block, signatures. Clients write these differently
 * (test/worker/mail-fixtures.ts holds Gmail's, Outlook's, Apple Mail's and Thunderbird's).
 */

/** HTML where a client starts its quote (Gmail, Apple Mail and Thunderbird blockquotes, Outlook's reply header, a rule). */
const HTML_QUOTE =
  /<blockquote|<div[^>]+class="?(gmail_quote|moz-cite-prefix|gmail_signature)|<div[^>]+id="?(divRplyFwdMsg|appendonsend)|<hr/i;

const ENTITIES: Readonly<Record<string, string>> = { nbsp: " ", amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** The text of an HTML body above its quote: tags dropped, line breaks kept, entities decoded. */
export function htmlToText(html: string): string {
  const quote = html.search(HTML_QUOTE);
  return (quote < 0 ? html : html.slice(0, quote))
    .replace(/<(style|script|head)[\s\S]*?<\/\1>/gi, "")
    .replace(/<br\s*\/?>|<\/(p|div|li|tr|h\d)>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X"))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    });
}

/** "On Mon, … wrote:" and its translations; Gmail may wrap it over two lines, the first starting with "On". */
const WROTE = /(wrote|napsal\(a\)|napsala?|napísal\(a\)|napísala?|написал\(а\)|написала?|пишет|schrieb)\s*:\s*$/i;
const WROTE_START = /^(On|Dne|Dňa|V|В|Am|Le|El)\s/;
/** A line where the quote or the signature begins. */
const CUT = [
  /^>/,
  /^-{2,}\s*(Original Message|Původní zpráva|Pôvodná správa|Исходное сообщение)/i,
  /^_{8,}\s*$/,
  /^(From|Od|От|Sent|Odesláno|Odoslané):\s/,
  /^--\s*$/,
  /^(Sent from|Odesláno z|Odoslané z|Отправлено с|Get Outlook for)\b/i,
];

/** The reply's own lines: everything above the first quote or signature line. */
export function ownLines(text: string): string[] {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  let end = lines.length;
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? "").trim();
    if (WROTE.test(line)) {
      end = i > 0 && WROTE_START.test((lines[i - 1] ?? "").trim()) && !WROTE_START.test(line) ? i - 1 : i;
      break;
    }
    if (CUT.some((re) => re.test(line))) {
      end = i;
      break;
    }
  }
  return lines.slice(0, end).map((l) => l.trim());
}

/** The longest code a reply is read as (codes are short: "P C M2OL K", "P 12 -3 R2"). */
const MAX_CODE = 40;

/**
 * The code a reply gives: its first own line that is not empty, or undefined when there is none
 * or it is too long to be a code. Plain text first; HTML only when the mail has no text part.
 */
export function replyCode(body: { text?: string; html?: string }): string | undefined {
  const text = body.text?.trim() ? body.text : body.html ? htmlToText(body.html) : "";
  const first = ownLines(text).find((line) => line !== "");
  return first !== undefined && first.length <= MAX_CODE ? first : undefined;
}
