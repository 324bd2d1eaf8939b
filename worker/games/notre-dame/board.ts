/**
 * The market graph (CHOSEN, see the rules file): quarters in a ring, numbered clockwise; each has
 * a centre market `c` and edge markets `il`/`ir` (next to the cathedral) and `ol`/`or` (on the wall).
 */
export const EDGE_MARKETS = ["il", "ir", "ol", "or"] as const;
export type EdgeMarket = (typeof EDGE_MARKETS)[number];
export type MarketSpot = "c" | EdgeMarket;

/** A market id: quarter number and spot, e.g. "2.ol". */
export type Market = `${number}.${MarketSpot}`;

export function market(quarter: number, spot: MarketSpot): Market {
  return `${quarter}.${spot}`;
}

export function parseMarket(id: string): { quarter: number; spot: MarketSpot } | undefined {
  const match = /^(\d)\.(c|il|ir|ol|or)$/.exec(id);
  if (!match) return undefined;
  return { quarter: Number(match[1]), spot: match[2] as MarketSpot };
}

export type Roads = ReadonlyMap<Market, readonly Market[]>;

const roadsByQuarters = new Map<number, Roads>();

/** The roads of a city of `quarters` quarters (cached: the graph is fixed per size). */
export function roads(quarters: number): Roads {
  const cached = roadsByQuarters.get(quarters);
  if (cached) return cached;
  const adjacent = new Map<Market, Market[]>();
  const link = (a: Market, b: Market): void => {
    adjacent.set(a, [...(adjacent.get(a) ?? []), b]);
    adjacent.set(b, [...(adjacent.get(b) ?? []), a]);
  };
  for (let q = 0; q < quarters; q++) {
    const nextQ = (q + 1) % quarters;
    for (const spot of EDGE_MARKETS) link(market(q, "c"), market(q, spot));
    link(market(q, "il"), market(q, "ir"));
    link(market(q, "ir"), market(nextQ, "il"));
    link(market(q, "ol"), market(q, "or"));
    link(market(q, "or"), market(nextQ, "ol"));
  }
  roadsByQuarters.set(quarters, adjacent);
  return adjacent;
}

/** Markets reachable from `from` in 1..`steps` steps, excluding `from` itself, in a stable order. */
export function reachable(quarters: number, from: Market, steps: number): Market[] {
  const graph = roads(quarters);
  const seen = new Set<Market>([from]);
  let frontier: Market[] = [from];
  for (let step = 0; step < steps && frontier.length > 0; step++) {
    const nextFrontier: Market[] = [];
    for (const m of frontier) {
      for (const n of graph.get(m) ?? []) {
        if (!seen.has(n)) {
          seen.add(n);
          nextFrontier.push(n);
        }
      }
    }
    frontier = nextFrontier;
  }
  seen.delete(from);
  return [...seen].sort();
}
