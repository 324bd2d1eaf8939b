import { devMail } from "../db/schema.ts";
import type { UseCaseContext } from "../context.ts";

/** `headers` go to the binding's builder as they are (e.g. List-Unsubscribe, RFC 8058); `replyTo` is a turn mail's signed reply address. */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  headers?: Record<string, string>;
};

/**
 * The one way mail leaves the service: the `send_email` binding. In development every mail is
 * also kept in D1 for the mail page (wrangler's local binding writes to temporary files only).
 */
export async function sendMail(ctx: UseCaseContext, mail: Mail): Promise<void> {
  // `wrangler deploy` builds with NODE_ENV "production", which folds this test away.
  if (process.env.NODE_ENV !== "production" && ctx.env.ENVIRONMENT === "development") {
    await ctx.db.insert(devMail).values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      replyTo: mail.replyTo ?? null,
      createdAt: ctx.now,
    });
    try {
      await ctx.env.MAIL.send({ from: ctx.env.MAIL_FROM, ...mail });
    } catch (error) {
      console.warn("local send_email failed; the mail is on the development mail page", error);
    }
    return;
  }
  await ctx.env.MAIL.send({ from: ctx.env.MAIL_FROM, ...mail });
}
