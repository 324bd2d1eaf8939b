import type { LeagueRow } from "../db/leagues.ts";
import type { Language, UseCaseContext } from "../context.ts";
import { pickLanguage } from "../i18n/translate.ts";
import { postWebhook, webhookLine } from "../webhook/post.ts";
import { plural } from "../mail/texts/types.ts";

/** What a league's webhook says, in the language the admin chose for it. */
type LeagueWebhookTexts = {
  started(league: string, season: number, divisions: number, players: number): string;
  standings(league: string, division: string, lines: string): string;
  ended(league: string, season: number): string;
  promoted(names: string): string;
  relegated(names: string): string;
  points(n: number): string;
};

export const LEAGUE_WEBHOOK_TEXTS: Record<Language, LeagueWebhookTexts> = {
  en: {
    started: (l, s, d, p) => `${l}: season ${s} has started, ${p} players in ${d} divisions.`,
    standings: (l, d, lines) => `${l}, division ${d}, after a finished game: ${lines}`,
    ended: (l, s) => `${l}: season ${s} is over.`,
    promoted: (n) => `Promoted: ${n}.`,
    relegated: (n) => `Relegated: ${n}.`,
    points: (n) => plural("en", n, { one: "# point", other: "# points" }),
  },
  cs: {
    started: (l, s, d, p) => `${l}: začala ${s}. sezóna, hráčů ${p} v ${d} divizích.`,
    standings: (l, d, lines) => `${l}, divize ${d}, po dohrané hře: ${lines}`,
    ended: (l, s) => `${l}: ${s}. sezóna skončila.`,
    promoted: (n) => `Postupují: ${n}.`,
    relegated: (n) => `Sestupují: ${n}.`,
    points: (n) => plural("cs", n, { one: "# bod", few: "# body", many: "# bodu", other: "# bodů" }),
  },
  sk: {
    started: (l, s, d, p) => `${l}: začala ${s}. sezóna, hráčov ${p} v ${d} divíziách.`,
    standings: (l, d, lines) => `${l}, divízia ${d}, po dohranej hre: ${lines}`,
    ended: (l, s) => `${l}: ${s}. sezóna sa skončila.`,
    promoted: (n) => `Postupujú: ${n}.`,
    relegated: (n) => `Zostupujú: ${n}.`,
    points: (n) => plural("sk", n, { one: "# bod", few: "# body", many: "# bodu", other: "# bodov" }),
  },
  ru: {
    started: (l, s, d, p) => `${l}: начался ${s}-й сезон, игроков: ${p}, дивизионов: ${d}.`,
    standings: (l, d, lines) => `${l}, дивизион ${d}, после сыгранной партии: ${lines}`,
    ended: (l, s) => `${l}: ${s}-й сезон окончен.`,
    promoted: (n) => `Повышены: ${n}.`,
    relegated: (n) => `Понижены: ${n}.`,
    points: (n) => plural("ru", n, { one: "# очко", few: "# очка", many: "# очков", other: "# очка" }),
  },
};

/** How many lines of a division's table a standings post carries. */
export const TOP_LINES = 3;

function textsOf(league: LeagueRow): LeagueWebhookTexts {
  return LEAGUE_WEBHOOK_TEXTS[pickLanguage(league.webhookLanguage ?? undefined, [])];
}

/** Posts one line to the league's webhook, if it has one. Best effort: a failure is logged, never retried (the next event posts the table again). */
async function post(ctx: UseCaseContext, league: LeagueRow, message: string): Promise<void> {
  if (!league.webhookUrl || !league.webhookFlavor) return;
  const result = await postWebhook(
    { url: league.webhookUrl, flavor: league.webhookFlavor },
    webhookLine(message, `${ctx.env.PUBLIC_URL}/leagues/${league.id}`),
  );
  if (!result.ok)
    console.warn(`league ${league.id} webhook failed: ${result.reason}${result.status ? ` ${result.status}` : ""}`);
}

export function postSeasonStart(
  ctx: UseCaseContext,
  league: LeagueRow,
  season: number,
  divisions: number,
  players: number,
) {
  return post(ctx, league, textsOf(league).started(league.name, season, divisions, players));
}

export function postStandings(
  ctx: UseCaseContext,
  league: LeagueRow,
  division: string,
  top: readonly { name: string; points: number }[],
) {
  const t = textsOf(league);
  return post(
    ctx,
    league,
    t.standings(
      league.name,
      division,
      top.map((line, i) => `${i + 1}. ${line.name} ${t.points(line.points)}`).join(", "),
    ),
  );
}

export function postSeasonEnd(
  ctx: UseCaseContext,
  league: LeagueRow,
  season: number,
  promoted: readonly string[],
  relegated: readonly string[],
) {
  const t = textsOf(league);
  const parts = [
    t.ended(league.name, season),
    promoted.length ? t.promoted(promoted.join(", ")) : undefined,
    relegated.length ? t.relegated(relegated.join(", ")) : undefined,
  ];
  return post(ctx, league, parts.filter((p) => p !== undefined).join(" "));
}
