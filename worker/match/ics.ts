/**
 * An iCalendar (RFC 5545) writer for the deadline feed: by hand, because the feed needs five
 * properties of one component, and the libraries that write them (ical-generator, ics) would add
 * tens of kilobytes to a Worker whose bundle is kept small. Times are UTC, so no VTIMEZONE.
 */

export type IcsEvent = {
  /** Stable for the same thing at the same time: a calendar app updates the event instead of adding one. */
  uid: string;
  /** When the event's information last changed (RFC 5545 §3.8.7.2: a feed without METHOD reads it so). */
  stamp: number;
  start: number;
  /** Absent: the event is an instant (§3.6.1: it ends when it starts). */
  end?: number;
  summary: string;
  description: string;
  url: string;
};

export type IcsCalendar = { name: string; refreshMinutes: number; events: readonly IcsEvent[] };

const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** A UTC date-time in the basic form, `20261127T194000Z` (§3.3.5, form #2). */
export function icsTime(t: number): string {
  return new Date(Math.floor(t / 1000) * 1000).toISOString().replace(/[-:]/g, "").replace(".000", "");
}

/** A TEXT value (§3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`, other controls dropped. */
export function icsText(text: string): string {
  return text
    .replace(/\r\n?|\n/g, "\n")
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
    .replace(/[\\;,\n]/g, (c) => (c === "\n" ? "\\n" : `\\${c}`));
}

/**
 * One content line folded at 75 octets (§3.1): each continuation starts with a space, and a
 * character is never cut (the string is walked by code points, so an emoji's surrogates stay together).
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    if (octets + size > MAX_OCTETS) {
      out.push(current);
      current = " ";
      octets = 1;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n");
}

function eventLines(e: IcsEvent): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${icsText(e.uid)}`,
    `DTSTAMP:${icsTime(e.stamp)}`,
    `DTSTART:${icsTime(e.start)}`,
    ...(e.end === undefined ? [] : [`DTEND:${icsTime(e.end)}`]),
    `SUMMARY:${icsText(e.summary)}`,
    `DESCRIPTION:${icsText(e.description)}`,
    `URL:${e.url}`,
    // A deadline is not a meeting: it must not mark the player busy.
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
  ];
}

/** The whole calendar, CRLF line ends (§3.1), the last line ended too. */
export function writeIcs(calendar: IcsCalendar): string {
  const refresh = `PT${calendar.refreshMinutes}M`;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Correspondence games//Deadlines//EN",
    "CALSCALE:GREGORIAN",
    `NAME:${icsText(calendar.name)}`,
    `X-WR-CALNAME:${icsText(calendar.name)}`,
    // How often to poll (RFC 7986 §5.7, and the older name calendar apps still read).
    `REFRESH-INTERVAL;VALUE=DURATION:${refresh}`,
    `X-PUBLISHED-TTL:${refresh}`,
    ...calendar.events.flatMap(eventLines),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
