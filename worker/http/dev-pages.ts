import { Hono } from "hono";
import { html } from "hono/html";
import { desc, eq } from "drizzle-orm";
import { devMail } from "../db/schema.ts";
import { handleEmail } from "../inbound/index.ts";
import { seedDemoLeague } from "../leagues/demo.ts";
import { DEMO_PLAYERS, seedDemo } from "../match/demo.ts";
import type { AppEnv } from "./env.ts";
import { envelopeOf, inboundForm, inboundResult, replyDraft } from "./dev-inbound.ts";
import { errorBody } from "./errors.ts";
import { htmlPage } from "./html.ts";

/**
 * The development pages, with `ENVIRONMENT=development` only: the mail page (every mail the local
 * server sent), the demo data, and a reply by mail handed to the email() handler. Development
 * builds only mount them (worker/app.ts), so they are made on the call: a deployed Worker's
 * bundle leaves them out.
 */
export const devRoutes = () =>
  new Hono<AppEnv>()
    .use("/dev/*", async (c, next) => {
      if (c.env.ENVIRONMENT !== "development") return c.json(errorBody("ROUTE_NOT_FOUND"), 404);
      await next();
    })
    .post("/dev/demo", async (c) => {
      const { created } = await seedDemo(c.get("ctx"));
      if (created) await seedDemoLeague(c.get("ctx"));
      return c.redirect(`/dev/mail?demo=${created ? "created" : "exists"}`, 303);
    })
    .get("/dev/mail", async (c) => {
      const demo = c.req.query("demo");
      const mails = await c.get("ctx").db.select().from(devMail).orderBy(desc(devMail.id)).limit(50).all();
      const linked = (text: string) =>
        text.split(/(https?:\/\/\S+)/g).map((part, i) => (i % 2 ? html`<a href="${part}">${part}</a>` : part));
      return c.html(
        htmlPage(
          "Development mail",
          html`<h1>Development mail</h1>
          <p>Every mail the local server sent, newest first. This page exists only with <code>ENVIRONMENT=development</code>.</p>
          <p>To move by mail, open a turn mail's <em>Reply to this turn mail</em>: it sends a reply with a code to the Worker's <code>email()</code> handler.</p>
          <form method="post" action="/dev/demo">
            <p>
              Demo players ${DEMO_PLAYERS.map((n) => `${n}@example.com`).join(", ")}: an open game, a four-player game under way
              (alice's turn is left to you) and a league whose first season has begun. <button type="submit">Create the demo data</button> (once; does nothing later)
            </p>
          </form>
          ${
            demo === "created"
              ? html`<p role="status" class="done">
                The demo data is ready: sign in as alice@example.com (her game waits for her move), or as bob, carol or dave.
              </p>`
              : demo === "exists"
                ? html`<p role="status" class="done">The demo data already exists: nothing was changed.</p>`
                : ""
          }
          ${mails.length === 0 ? html`<p>No mail yet.</p>` : ""}
          ${mails.map(
            (m) => html`<article>
              <strong>${m.subject}</strong> → ${m.to} <small>${new Date(m.createdAt).toISOString()}</small>
              <pre>${linked(m.text)}</pre>
              ${m.replyTo ? html`<p><a href="/dev/mail/reply?mail=${m.id}">Reply to this turn mail</a></p>` : ""}
            </article>`,
          )}`,
        ),
      );
    })
    .get("/dev/mail/reply", async (c) => {
      const id = Number(c.req.query("mail"));
      const mail = Number.isSafeInteger(id)
        ? await c.get("ctx").db.select().from(devMail).where(eq(devMail.id, id)).get()
        : undefined;
      if (!mail?.replyTo) return c.html(htmlPage("Reply by mail", inboundForm("")), 404);
      return c.html(
        htmlPage("Reply by mail", inboundForm(replyDraft({ ...mail, replyTo: mail.replyTo }, c.get("ctx").now))),
      );
    })
    .post("/dev/mail/inbound", async (c) => {
      const form = await c.req.parseBody();
      const raw = typeof form.raw === "string" ? form.raw.replace(/\r?\n/g, "\r\n") : "";
      const bytes = new TextEncoder().encode(raw);
      const { from, to } = envelopeOf(raw);
      const message = {
        from,
        to,
        rawSize: bytes.byteLength,
        raw: new Response(bytes).body ?? new ReadableStream<Uint8Array>(),
        setReject: () => undefined,
      };
      const report = await handleEmail(message, c.env, c.executionCtx, c.get("ctx").now);
      return c.html(htmlPage("Reply by mail", inboundResult(report)));
    });
