import { createApp } from "./app.ts";
import { runCron } from "./jobs/cron.ts";

const app = createApp();

export default {
  fetch: app.fetch,
  /** Every minute (wrangler.toml): deadlines, reminders, the outbox. */
  async scheduled(controller, env) {
    await runCron(env, controller.scheduledTime);
  },
} satisfies ExportedHandler<Env>;
