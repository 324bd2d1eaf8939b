import type { UseCaseContext } from "../context.ts";
import { findUserByEmail } from "../db/accounts.ts";
import { DEMO_PLAYERS } from "../match/demo.ts";
import { runLeagues } from "./cron.ts";
import { addLeague, joinLeague, newLeague } from "./leagues.ts";

/**
 * The demo's league (development only): the four demo players signed up for a Notre Dame league
 * whose first season starts now, and the league's part of the cron run at once (a local server
 * runs no cron by itself), so its division table and first game are there to look at.
 */
export async function seedDemoLeague(ctx: UseCaseContext): Promise<void> {
  const users = await Promise.all(DEMO_PLAYERS.map((name) => findUserByEmail(ctx.db, `${name}@example.com`)));
  const ids = users.flatMap((u) => (u ? [u.id] : []));
  const [alice] = ids;
  if (!alice || ids.length !== DEMO_PLAYERS.length) throw new Error("the demo players are missing");
  const created = await addLeague(
    ctx,
    alice,
    newLeague.parse({
      name: "Notre Dame demo league",
      gameType: "notre-dame",
      timeControl: { kind: "perMove", days: 2 },
      divisionSize: 4,
      gamesPerPair: 2,
      seasonDays: 28,
      promote: 0,
      relegate: 0,
      firstSeasonStartsAt: ctx.now,
    }),
  );
  if (!created.ok) throw new Error(created.code);
  for (const id of ids) await joinLeague(ctx, created.value.league.id, id);
  await runLeagues(ctx);
}
