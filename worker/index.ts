import { WorkerEntrypoint } from "cloudflare:workers";
import { createApp } from "./app.ts";
import { handleEmail } from "./inbound/index.ts";
import { playMail } from "./inbound/play.ts";
import type { ReadMail } from "./inbound/read.ts";

/** The games' version objects (`wrangler.toml`): what a 304 poll reads, held outside D1. */
export { GameVersions } from "./db/game-store/version-object.ts";
import { runCron } from "./scheduled.ts";

const app = createApp();

/**
 * Play by mail, deployed: the mail Worker (worker/inbound/worker.ts) reads each reply to a turn
 * mail and hands it here through its service binding, to be checked, played and answered.
 */
export class InboundMail extends WorkerEntrypoint<Env> {
  play(to: string, mail: ReadMail) {
    return playMail(to, mail, this.env, this.ctx);
  }
}

export default {
  fetch: app.fetch,
  /** Every minute (wrangler.toml): deadlines, reminders, the outbox. */
  async scheduled(controller, env) {
    await runCron(env, controller.scheduledTime);
  },
  // Development builds read replies here too (worker/inbound); `wrangler deploy` builds with
  // NODE_ENV "production", which leaves this handler and its MIME parser out of the bundle.
  ...(process.env.NODE_ENV !== "production" && {
    /** Email Routing: a reply to a turn mail plays its move (worker/inbound). */
    async email(message: ForwardableEmailMessage, env: Env, ctx: ExecutionContext) {
      await handleEmail(message, env, ctx);
    },
  }),
} satisfies ExportedHandler<Env>;
