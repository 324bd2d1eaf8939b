/**
 * Recomputes every rating from the finished games, in the order their finishing batches
 * committed, and compares with what D1 holds: `npm run ratings:recompute` (the local database of
 * `npm start`; `-- --persist-to <dir>` for another local one, as wrangler's flag), `-- --remote`
 * for the deployed one. Prints each difference and exits 1 if there
 * is any: the stored ratings must be exactly what replaying the games gives. `-- --write` then
 * stores the recomputation instead (games that finished before ratings existed): run it while no
 * game can finish.
 */
import { getPlatformProxy } from "wrangler";
import { openDb } from "../../worker/db/index.ts";
import { verifyRatings } from "../../worker/match/ratings.ts";

const remote = process.argv.includes("--remote");
const persistTo = process.argv[process.argv.indexOf("--persist-to") + 1];
const proxy = await getPlatformProxy<{ DB: D1Database }>({
  configPath: "wrangler.toml",
  remoteBindings: remote,
  ...(process.argv.includes("--persist-to") && persistTo ? { persist: { path: `${persistTo}/v3` } } : {}),
});
try {
  const write = process.argv.includes("--write");
  const { games, ratings, history, mismatches } = await verifyRatings(openDb(proxy.env.DB), write);
  for (const m of mismatches)
    console.log(
      `${m.what} ${m.key.replaceAll("\u0000", " ")}: stored ${JSON.stringify(m.stored)}, recomputed ${JSON.stringify(m.recomputed)}`,
    );
  console.log(
    `${games} finished games, ${ratings} ratings, ${history} history rows: ${mismatches.length ? `${mismatches.length} differences` : "all equal to the recomputation"}`,
  );
  if (write && mismatches.length) console.log("Stored the recomputation.");
  process.exitCode = mismatches.length && !write ? 1 : 0;
} finally {
  await proxy.dispose();
}
