import { env } from "cloudflare:test";
import type { AnyGame } from "../../worker/games/contract.ts";
import { GAMES } from "../../worker/games/registry.ts";
import { storedGame } from "./helpers.ts";

/** Every registered game, by id: the platform's tests that loop over games take them from here. */
export const EVERY_GAME: readonly [string, AnyGame][] = Object.entries(GAMES);

export function definitionOf(type: string): AnyGame {
  const game = GAMES[type];
  if (!game) throw new Error(`no game ${type}`);
  return game;
}

/** A case of a test over games: a game, its seat count and its options. */
export type GameCase = { type: string; seats: number; options: Record<string, unknown> };

export const caseName = (c: GameCase) =>
  `${c.type}, ${c.seats} seat${c.seats === 1 ? "" : "s"}${Object.keys(c.options).length ? `, ${JSON.stringify(c.options)}` : ""}`;

/**
 * Gives a game that was just started another seed, one chosen by the test (the server's is
 * random): its stored state becomes that seed's setup. The seat to act must stay the same, so the
 * clocks and notifications written at the start still hold.
 */
export async function reseed(id: string, type: string, seed: string): Promise<void> {
  const game = definitionOf(type);
  const stored = await storedGame(id);
  const row = await env.DB.prepare("SELECT options, seat_count FROM games WHERE id = ?")
    .bind(id)
    .first<{ options: string; seat_count: number }>();
  const state = game.setup(row?.seat_count ?? 0, game.options.parse(JSON.parse(row?.options ?? "{}")), seed);
  if (JSON.stringify(game.toAct(state)) !== JSON.stringify(stored.to_act))
    throw new Error(`seed ${seed} would change who acts first`);
  await env.DB.prepare("UPDATE games SET seed = ?, state = ? WHERE id = ?").bind(seed, JSON.stringify(state), id).run();
}
