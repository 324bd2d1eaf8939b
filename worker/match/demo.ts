import { findUserByEmail, insertUser } from "../db/accounts.ts";
import { storeOf } from "../db/game-store/index.ts";
import type { UseCaseContext } from "../context.ts";
import { gameDefinition } from "./definitions.ts";
import { createGame, joinGame, newGame, startGame } from "./lobby.ts";
import { submitMove } from "./play.ts";
import { randomId } from "./tokens.ts";

/** Demo accounts for local development: sign in as any of them through the mail page. */
export const DEMO_PLAYERS = ["alice", "bob", "carol", "dave"] as const;

/** Creates the demo players, an open game and a four-player game a few rounds in (development only). */
export async function seedDemo(ctx: UseCaseContext): Promise<{ created: boolean }> {
  const ids: string[] = [];
  for (const name of DEMO_PLAYERS) {
    const email = `${name}@example.com`;
    const existing = await findUserByEmail(ctx.db, email);
    if (existing) return { created: false };
    ids.push((await insertUser(ctx.db, { id: randomId(), email, name, nameKey: name, createdAt: ctx.now })).id);
  }
  const [alice, ...others] = ids as [string, ...string[]];
  await createGame(ctx, alice, newGame.parse({ type: "notre-dame", seats: 3 }));
  const game = await createGame(
    ctx,
    alice,
    newGame.parse({ type: "notre-dame", seats: 4, timeControl: { kind: "perMove", days: 2 } }),
  );
  if (!game.ok) throw new Error(game.code);
  const id = game.value.id;
  for (const user of others) await joinGame(ctx, user, id);
  await startGame(ctx, alice, id);
  // Bots play everybody's moves for a round and a half, then until alice has to act.
  const engine = gameDefinition("notre-dame");
  for (let i = 0; engine && i < 200; i++) {
    const loaded = await storeOf(ctx).loadGame(id, undefined);
    if (!loaded || loaded.game.status !== "active") break;
    const seatOfAlice = loaded.players.find((p) => p.userId === alice)?.seat ?? -1;
    if (i >= 40 && loaded.game.toAct.includes(seatOfAlice)) break;
    const seat = loaded.game.toAct[0];
    const player = loaded.players.find((p) => p.seat === seat);
    if (seat === undefined || !player) break;
    const move = engine.botMove(loaded.game.state, seat);
    await submitMove(ctx, player.userId, id, { version: loaded.game.version, idempotencyKey: `demo-${i}`, move });
  }
  return { created: true };
}
