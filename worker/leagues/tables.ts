import type { SeasonGameRow } from "../db/leagues.ts";
import type { Outcome } from "../games/contract.ts";
import { droppedSeats } from "../match/ratings.ts";
import { listHidesWaiting, shownToAct } from "../match/waiting.ts";
import { movementOf, standings, type GameResult, type Line } from "./standings.ts";

type SeasonPlayer = {
  userId: string;
  name: string;
  tier: number;
  idx: number;
  seed: number;
  finalRank: number | null;
  movement: "promoted" | "relegated" | null;
};

export type StandingLine = {
  rank: number;
  userId: string;
  name: string;
  played: number;
  points: number;
  tiebreaks: { wins: number; score: number };
  movement: "promoted" | "relegated" | null;
  me: boolean;
};

export type DivisionGame = {
  id: string;
  status: "scheduled" | "active" | "finished";
  startsAt: number;
  players: { userId: string; name: string }[];
  toAct: string[];
  adjudicated: boolean;
  ranks: number[] | null;
};

export type DivisionTable = { tier: number; index: number; standings: StandingLine[]; games: DivisionGame[] };

/** A finished league game as the standings read it. */
export function resultOf(row: SeasonGameRow): GameResult | undefined {
  const game = row.game;
  if (!game || game.status !== "finished" || !game.outcome) return undefined;
  return {
    outcome: game.outcome as Outcome,
    seats: game.seats,
    dropped: droppedSeats(game.clocks),
    adjudicated: row.adjudicated,
  };
}

/** Each division's computed table (best first) with its players, strongest seed first. */
export function divisionLines(players: readonly SeasonPlayer[], games: readonly SeasonGameRow[]) {
  const divisions = new Map<string, { tier: number; idx: number; players: SeasonPlayer[]; games: SeasonGameRow[] }>();
  const keyOf = (tier: number, idx: number) => `${tier}.${idx}`;
  for (const p of players) {
    const key = keyOf(p.tier, p.idx);
    const division = divisions.get(key) ?? { tier: p.tier, idx: p.idx, players: [], games: [] };
    division.players.push(p);
    divisions.set(key, division);
  }
  for (const g of games) divisions.get(keyOf(g.tier, g.idx))?.games.push(g);
  return [...divisions.values()]
    .sort((a, b) => a.tier - b.tier || a.idx - b.idx)
    .map((d) => ({
      ...d,
      lines: standings(
        d.players,
        d.games.flatMap((g) => resultOf(g) ?? []),
      ),
    }));
}

/** Final places and movement for every player of a season whose games are all over. */
export function finalPlaces(
  players: readonly SeasonPlayer[],
  games: readonly SeasonGameRow[],
  league: { promote: number; relegate: number },
) {
  const divisions = divisionLines(players, games);
  const lowestTier = Math.max(...divisions.map((d) => d.tier));
  return divisions.flatMap((d) =>
    d.lines.map((line, i) => ({
      userId: line.userId,
      seed: line.seed,
      finalRank: i + 1,
      movement: movementOf(i + 1, d.lines.length, d.tier, lowestTier, league),
      tier: d.tier,
      idx: d.idx,
      size: d.lines.length,
    })),
  );
}

function gameStatus(row: SeasonGameRow): DivisionGame["status"] {
  if (!row.game || row.game.status === "open") return "scheduled";
  return row.game.status === "finished" ? "finished" : "active";
}

/** The season page's divisions: tables (with the stored final places once the season is over) and games. */
export function divisionTables(
  players: readonly SeasonPlayer[],
  games: readonly SeasonGameRow[],
  finished: boolean,
  userId: string | undefined,
  gameType: string,
): DivisionTable[] {
  const names = new Map(players.map((p) => [p.userId, p.name]));
  const stored = new Map(players.map((p) => [p.userId, p]));
  return divisionLines(players, games).map((d) => {
    const lines: Line[] = finished
      ? [...d.lines].sort((a, b) => (stored.get(a.userId)?.finalRank ?? 0) - (stored.get(b.userId)?.finalRank ?? 0))
      : d.lines;
    return {
      tier: d.tier,
      index: d.idx,
      standings: lines.map((line, i) => ({
        rank: i + 1,
        userId: line.userId,
        name: names.get(line.userId) ?? "",
        played: line.played,
        points: line.points,
        tiebreaks: { wins: line.wins, score: line.score },
        movement: finished ? (stored.get(line.userId)?.movement ?? null) : null,
        me: line.userId === userId,
      })),
      games: d.games.map((g) => divisionGame(g, names, userId, gameType)),
    };
  });
}

/** A league game as the season page lists it. */
function divisionGame(
  g: SeasonGameRow,
  names: ReadonlyMap<string, string>,
  userId: string | undefined,
  gameType: string,
): DivisionGame {
  const seatOf = new Map(g.game?.seats.map((s) => [s.userId, s.seat]) ?? []);
  const bySeat = new Map(g.game?.seats.map((s) => [s.seat, s.userId]) ?? []);
  const result = resultOf(g);
  const status = gameStatus(g);
  return {
    id: g.gameId,
    status,
    startsAt: g.startsAt,
    players: g.players.map((p) => ({ userId: p, name: names.get(p) ?? "" })),
    // Names nobody else while the game hides who is still to act (the dashboard's rule, `shownListItem`).
    toAct:
      status === "active"
        ? shownToAct(
            g.game?.toAct ?? [],
            seatOf.get(userId ?? "") ?? undefined,
            listHidesWaiting(gameType, status),
          ).map((seat) => names.get(bySeat.get(seat) ?? "") ?? "")
        : [],
    adjudicated: g.adjudicated,
    ranks: result
      ? g.players.map((p) => {
          const seat = seatOf.get(p);
          return result.outcome.kind === "shared"
            ? 1
            : seat === null || seat === undefined
              ? 0
              : (result.outcome.ranks[seat] ?? 0);
        })
      : null,
  };
}
