/**
 * Replays every stored game's log under the current code, live in D1 or archived in R2, and
 * compares it with the stored state: `npm run verify:games` (the local database and bucket of
 * `npm start`; `-- --persist-to <dir>` for another local state, as wrangler's flag), `-- --remote`
 * for the deployed ones. Lists each game that differs and exits 1 if there is any. Run it before
 * a rules change ships: a game its log replays differently needs a rules-version bump.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { getPlatformProxy } from "wrangler";
import { openDb } from "../../worker/db/index.ts";
import { verifyStoredGames } from "../../worker/jobs/verify-games.ts";

/** wrangler.toml with both bindings marked `remote = true` (wrangler's remote bindings), beside it so its paths hold. */
const REMOTE_CONFIG = "wrangler.verify-remote.toml";

function configPath(remote: boolean): string {
  if (!remote) return "wrangler.toml";
  const config = readFileSync("wrangler.toml", "utf8").replace(/^binding = "(DB|ARCHIVE)"$/gm, "$&\nremote = true");
  writeFileSync(REMOTE_CONFIG, config);
  return REMOTE_CONFIG;
}

const remote = process.argv.includes("--remote");
const persistTo = process.argv[process.argv.indexOf("--persist-to") + 1];
try {
  const proxy = await getPlatformProxy<{ DB: D1Database; ARCHIVE: R2Bucket }>({
    configPath: configPath(remote),
    ...(process.argv.includes("--persist-to") && persistTo ? { persist: { path: `${persistTo}/v3` } } : {}),
  });
  try {
    const { games, differ } = await verifyStoredGames(openDb(proxy.env.DB), proxy.env.ARCHIVE);
    for (const d of differ) console.log(`${d.id} (${d.type}, rules version ${d.rulesVersion}): ${d.why}`);
    console.log(
      `${games} stored games replayed: ${differ.length ? `${differ.length} differ` : "every one to its stored state"}`,
    );
    process.exitCode = differ.length ? 1 : 0;
  } finally {
    await proxy.dispose();
  }
} finally {
  rmSync(REMOTE_CONFIG, { force: true });
}
