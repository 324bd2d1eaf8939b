import { createApp } from "./app.ts";
import { runCron } from "./scheduled.ts";

const app = createApp();

export default {
  fetch: app.fetch,
  /** Every minute (wrangler.toml): deadlines, reminders, the outbox. */
  async scheduled(controller, env) {
    await runCron(env, controller.scheduledTime);
  },
} satisfies ExportedHandler<Env>;
