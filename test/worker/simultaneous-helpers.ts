import { env } from "cloudflare:test";
import { expect } from "vitest";
import { openDb } from "../../worker/db/index.ts";
import { gameDefinition } from "../../worker/match/definitions.ts";
import { rebuild } from "../../worker/match/replay.ts";
import { storedGame } from "./helpers.ts";

export async function logRows(id: string) {
  const { results } = await env.DB.prepare("SELECT seq, kind, seat, move FROM moves WHERE game_id = ? ORDER BY seq")
    .bind(id)
    .all<{ seq: number; kind: string; seat: number; move: string }>();
  return results;
}

/** The log has every seq from 1 on, once, and replaying it from the seed gives the stored state. */
export async function expectSoundLog(id: string, seats: number) {
  const rows = await logRows(id);
  expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
  const stored = await storedGame(id);
  expect(stored.move_count).toBe(rows.length);
  const row = await env.DB.prepare("SELECT type, options FROM games WHERE id = ?")
    .bind(id)
    .first<{ type: string; options: string }>();
  const game = gameDefinition(row?.type ?? "");
  if (!game) throw new Error(`${row?.type} is not registered`);
  const replayed = rebuild(
    game,
    seats,
    JSON.parse(row?.options ?? "{}"),
    stored.seed,
    rows.map((r) => ({ ...r, kind: r.kind as "move", move: JSON.parse(r.move) as unknown })),
  );
  expect(replayed).toEqual(stored.state);
  return rows;
}

/**
 * A D1 binding whose first `writers` batches wait for each other: every request has read the
 * game before any of them writes, so they race for the same log row at the same instant.
 */
export function sameInstant(writers: number) {
  let waiting = writers;
  let release: () => void = () => {};
  const allThere = new Promise<void>((resolve) => (release = resolve));
  const counts = { batches: 0 };
  const d1 = new Proxy(env.DB, {
    get(target, prop) {
      if (prop === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          counts.batches++;
          if (waiting > 0 && --waiting === 0) release();
          await allThere;
          return target.batch(statements);
        };
      }
      const value = Reflect.get(target, prop) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { ctx: { db: openDb(d1), env, now: Date.now() }, counts };
}
