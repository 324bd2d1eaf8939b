/**
 * Weekends in a player's own time zone (Saturday 00:00 to Monday 00:00 local time), with daylight
 * saving handled by asking Intl for the zone's offset at each instant.
 */
const HOUR = 3_600_000;

type Local = { y: number; m: number; d: number; dow: number };

const formats = new Map<string, Intl.DateTimeFormat>();
function format(zone: string): Intl.DateTimeFormat {
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      weekday: "short",
    });
    formats.set(zone, f);
  }
  return f;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

function parts(t: number, zone: string): Local & { wall: number } {
  const p = Object.fromEntries(
    format(zone)
      .formatToParts(new Date(t))
      .map((x) => [x.type, x.value]),
  );
  const y = Number(p.year);
  const m = Number(p.month);
  const d = Number(p.day);
  const wall = Date.UTC(y, m - 1, d, Number(p.hour), Number(p.minute), Number(p.second));
  return { y, m, d, dow: WEEKDAYS.indexOf(p.weekday ?? "Sun"), wall };
}

/** The instant when the local clock in `zone` shows `hour`:00 on day `d` (month `m`, year `y`; days may overflow). */
function localTime(y: number, m: number, d: number, hour: number, zone: string): number {
  const wall = Date.UTC(y, m - 1, d, hour);
  let guess = wall;
  for (let i = 0; i < 3; i++) guess = wall - (parts(guess, zone).wall - Math.floor(guess / 1000) * 1000);
  return guess;
}

const localMidnight = (y: number, m: number, d: number, zone: string) => localTime(y, m, d, 0, zone);

/** The first instant after `t` when the local clock in `zone` shows `hour`:00 (a daily digest's time). */
export function nextLocalHour(t: number, hour: number, zone: string): number {
  const { y, m, d } = parts(t, zone);
  for (let day = 0; ; day++) {
    const at = localTime(y, m, d + day, hour, zone);
    if (at > t) return at;
  }
}

/** The next weekend boundary after `t`: where a weekend starts (Saturday) or ends (Monday), and whether `t` is inside one. */
function boundary(t: number, zone: string): { weekend: boolean; next: number } {
  const { y, m, d, dow } = parts(t, zone);
  if (dow === 6 || dow === 0) return { weekend: true, next: localMidnight(y, m, d + (dow === 6 ? 2 : 1), zone) };
  return { weekend: false, next: localMidnight(y, m, d + (6 - dow), zone) };
}

/** Milliseconds of [from, to) that fall outside the zone's weekends. */
export function weekdayTime(from: number, to: number, zone: string): number {
  let total = 0;
  for (let t = from; t < to; ) {
    const { weekend, next } = boundary(t, zone);
    const end = Math.min(next > t ? next : t + HOUR, to);
    if (!weekend) total += end - t;
    t = end;
  }
  return total;
}

/** The instant at which `budget` milliseconds of weekday time have passed since `from`. */
export function afterWeekdayTime(from: number, budget: number, zone: string): number {
  let left = budget;
  for (let t = from; ; ) {
    const { weekend, next } = boundary(t, zone);
    const end = next > t ? next : t + HOUR;
    if (!weekend) {
      if (left <= end - t) return t + left;
      left -= end - t;
    }
    t = end;
  }
}
