import { applyD1Migrations, env } from "cloudflare:test";
import { afterEach } from "vitest";
import { settleBackgroundWork } from "./helpers.ts";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

afterEach(settleBackgroundWork);
