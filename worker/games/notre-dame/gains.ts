import type { LogEvent, Seat } from "../contract.ts";
import { fieldCount, type NotreDameState, type PlayerState } from "./state.ts";

/** The working copy a move mutates, and what it has to report. */
export type Ctx = { s: NotreDameState; events: LogEvent[]; reveals: boolean };

export function player(ctx: Ctx, seat: Seat): PlayerState {
  const p = ctx.s.players[seat];
  if (!p) throw new Error(`no seat ${seat}`);
  return p;
}

export function emit(ctx: Ctx, event: LogEvent["event"], to?: readonly Seat[]): void {
  ctx.events.push(to ? { to, event } : { event });
}

/** What one effect gave a seat; prestige is reported to that seat alone when scores are hidden. */
export type Gained = { coins?: number; cubes?: number; ratBack?: number; prestige?: number };

/** Logs what an effect gave; zero amounts are left out. */
export function report(ctx: Ctx, seat: Seat, gained: Gained, cause: string): void {
  const open: Gained = {};
  for (const key of ["coins", "cubes", "ratBack"] as const) {
    const amount = gained[key];
    if (amount) open[key] = amount;
  }
  const prestige = gained.prestige ?? 0;
  const hidden = ctx.s.options.hiddenScores;
  if (prestige && !hidden) open.prestige = prestige;
  if (Object.keys(open).length > 0) emit(ctx, { type: "gained", seat, cause, ...open });
  if (prestige && hidden) emit(ctx, { type: "gained", seat, cause, prestige }, [seat]);
}

/** Cubes from the reserve to the personal supply, as many as the reserve holds. */
export function gainCubes(ctx: Ctx, seat: Seat, n: number): number {
  const p = player(ctx, seat);
  const got = Math.min(n, p.reserve);
  p.reserve -= got;
  p.supply += got;
  return got;
}

/**
 * Coins from the supply; when it runs out, each missing coin comes from the other player who
 * holds most at that moment (ties: nearest clockwise from the taker), else it is lost (CHOSEN).
 */
export function gainCoins(ctx: Ctx, seat: Seat, n: number): number {
  const s = ctx.s;
  const fromSupply = Math.min(n, s.coins);
  s.coins -= fromSupply;
  player(ctx, seat).coins += fromSupply;
  let got = fromSupply;
  const seats = s.players.length;
  for (let i = fromSupply; i < n; i++) {
    let victim: Seat | undefined;
    for (let d = 1; d < seats; d++) {
      const other = (seat + d) % seats;
      if (player(ctx, other).coins > (victim === undefined ? 0 : player(ctx, victim).coins)) victim = other;
    }
    if (victim === undefined) break;
    player(ctx, victim).coins -= 1;
    player(ctx, seat).coins += 1;
    emit(ctx, { type: "coinTaken", seat, from: victim });
    got++;
  }
  return got;
}

/** Moves the rat marker back, not below 0; returns how far it went. */
export function ratBack(ctx: Ctx, seat: Seat, n: number): number {
  const p = player(ctx, seat);
  const moved = Math.min(n, p.rat);
  p.rat -= moved;
  return moved;
}

/** Prestige with the park bonus: every gain above 0 earns one more per two cubes in the park. */
export function gainPrestige(ctx: Ctx, seat: Seat, n: number): number {
  if (n <= 0) return 0;
  const p = player(ctx, seat);
  const total = n + Math.floor(fieldCount(p, "park") / 2);
  p.prestige += total;
  return total;
}
