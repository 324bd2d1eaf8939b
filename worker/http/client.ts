import { hc } from "hono/client";
import type { z } from "@hono/zod-openapi";
import type { AppType } from "../app.ts";
import type {
  DivisionGame,
  DivisionTable,
  LeagueDetail,
  LeagueSummary,
  SeasonDetail,
  SeasonHead,
  SeasonView,
  StandingLine,
} from "./leagues.ts";
import type { MyGameItem, OpenGameItem } from "./schemas.ts";

/** The header that carries D1's session bookmark both ways (worker/db/sessions.ts). */
export { BOOKMARK_HEADER } from "../db/sessions.ts";

/** The typed API client (from the Hono app's type) for the web client and the tests. */
export function createClient(
  baseUrl: string,
  options: { fetch?: typeof fetch; headers?: Record<string, string> } = {},
) {
  return hc<AppType>(baseUrl, options);
}
export type Client = ReturnType<typeof createClient>;

/** The lists of `GET /api/games` (one route, two shapes). */
export type MyGame = z.infer<typeof MyGameItem>;
export type OpenGame = z.infer<typeof OpenGameItem>;
/** A game's time control as the new-game form sends it. */
export type { TimeControl } from "../match/clock.ts";

/** The leagues' answers (`/api/leagues…`). */
export type LeagueSummary = z.infer<typeof LeagueSummary>;
export type SeasonHead = z.infer<typeof SeasonHead>;
export type Standing = z.infer<typeof StandingLine>;
export type LeagueGame = z.infer<typeof DivisionGame>;
export type Division = z.infer<typeof DivisionTable>;
export type SeasonView = z.infer<typeof SeasonView>;
export type LeagueDetail = z.infer<typeof LeagueDetail>;
export type SeasonDetail = z.infer<typeof SeasonDetail>;
