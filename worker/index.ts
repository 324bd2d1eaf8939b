import { createApp } from "./app.ts";
import { handleEmail } from "./inbound/index.ts";

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
  /** Email Routing: a reply to a turn mail plays its move (worker/inbound). */
  async email(message, env, ctx) {
    await handleEmail(message, env, ctx);
  },
} satisfies ExportedHandler<Env>;
