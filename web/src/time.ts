/**
 * The one way the client shows a moment to people: date and time in the reader's language and
 * time zone (the profile's, else the browser's), to the minute. Seconds mean nothing to a game
 * that lasts weeks and make the line harder to read ("9:42 PM", not "9:42:29 PM").
 */
export function formatWhen(at: number, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: validZone(timeZone),
  }).format(at);
}

/** The zone if the browser knows it, else none (the browser's own). */
export function validZone(zone: string | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}
