import { createApp } from "./app.ts";

/** The games' version objects (`wrangler.toml`): what a 304 poll reads, held outside D1. */
export { GameVersions } from "./db/game-store/version-object.ts";
import { runCron } from "./scheduled.ts";

const app = createApp();

export default {
  fetch: app.fetch,
  /** Every minute (wrangler.toml): deadlines, reminders, the outbox. */
  async scheduled(controller, env) {
    await runCron(env, controller.scheduledTime);
  },
} satisfies ExportedHandler<Env>;
