import { EDGE_MARKETS, market, parseMarket, type MarketSpot, FIELDS } from "../../../worker/games/notre-dame/table.ts";
import type { Field, Market } from "./types.ts";

/** Board coordinates: the viewBox is centred on the cathedral. */
export const VIEW_RADIUS = 530;
export const CATHEDRAL_RADIUS = 95;
export const FIELD_RADIUS = 34;
export const MARKET_RADIUS = 30;
/** The smallest font size on the map, in board units (board.css sets every label at least this). */
export const MIN_FONT = 17;
const QUARTER_DISTANCE = 330;
const FIELD_RING = 95;

export type Point = { x: number; y: number };

/** Quarter 0 at the top, the others clockwise, as the seats sit. */
function angleOf(quarter: number, quarters: number): number {
  return -Math.PI / 2 + (2 * Math.PI * quarter) / quarters;
}

export function quarterCentre(quarter: number, quarters: number): Point {
  const a = angleOf(quarter, quarters);
  return { x: QUARTER_DISTANCE * Math.cos(a), y: QUARTER_DISTANCE * Math.sin(a) };
}

/** Fields sit at the same screen angles in every quarter, so each is found in the same spot. */
export function fieldPoint(quarter: number, quarters: number, field: Field): Point {
  const c = quarterCentre(quarter, quarters);
  const a = -Math.PI / 2 + (2 * Math.PI * FIELDS.indexOf(field)) / FIELDS.length;
  return { x: c.x + FIELD_RING * Math.cos(a), y: c.y + FIELD_RING * Math.sin(a) };
}

/**
 * Edge markets in polar terms: "i" between the cathedral and the fields, "o" beyond them by the
 * wall; "l" counter-clockwise, "r" clockwise, as a fraction of the quarter's half-width.
 */
const SPOT_POLAR: Readonly<Record<Exclude<MarketSpot, "c">, { radius: number; side: number }>> = {
  il: { radius: 168, side: -0.55 },
  ir: { radius: 168, side: 0.55 },
  ol: { radius: 488, side: -0.6 },
  or: { radius: 488, side: 0.6 },
};

export function marketPoint(id: Market, quarters: number): Point {
  const parsed = parseMarket(id);
  if (!parsed) return { x: 0, y: 0 };
  if (parsed.spot === "c") return quarterCentre(parsed.quarter, quarters);
  const { radius, side } = SPOT_POLAR[parsed.spot];
  const a = angleOf(parsed.quarter, quarters) + (side * Math.PI) / quarters;
  return { x: radius * Math.cos(a), y: radius * Math.sin(a) };
}

export function marketsOf(quarter: number): Market[] {
  return [market(quarter, "c"), ...EDGE_MARKETS.map((spot) => market(quarter, spot))];
}
