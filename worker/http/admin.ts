import { Hono } from "hono";
import { html } from "hono/html";
import { deadNotifications, retryNotification } from "../jobs/outbox-admin.ts";
import { isAdmin } from "../match/accounts.ts";
import type { AppEnv } from "./env.ts";
import { errorBody } from "./errors.ts";
import { htmlPage } from "./html.ts";

/**
 * The operators' pages. To everybody else they do not exist: the same 404 as an unknown route,
 * so the admin area is not even confirmed.
 */
export const adminRoutes = new Hono<AppEnv>()
  .use("/admin/*", async (c, next) => {
    if (!(await isAdmin(c.get("ctx"), c.get("userId")))) return c.json(errorBody("ROUTE_NOT_FOUND"), 404);
    await next();
  })
  .get("/admin/outbox", async (c) => {
    const rows = await deadNotifications(c.get("ctx"));
    return c.html(
      htmlPage(
        "Dead notifications",
        html`<h1>Dead notifications</h1>
          <p>Notifications that failed every attempt, or can never be sent. "Retry" puts one back in the queue with fresh attempts.</p>
          ${
            rows.length === 0
              ? html`<p>None.</p>`
              : html`<table>
                <tr><th>#</th><th>Kind</th><th>User</th><th>Game</th><th>Attempts</th><th>Last error</th><th></th></tr>
                ${rows.map(
                  (r) => html`<tr>
                    <td>${r.id}</td><td>${r.kind}</td><td>${r.email}</td><td>${r.gameId ?? ""}</td><td>${r.attempts}</td>
                    <td><code>${r.lastError ?? ""}</code></td>
                    <td><form method="post" action="/admin/outbox/${r.id}/retry"><button type="submit">Retry</button></form></td>
                  </tr>`,
                )}
              </table>`
          }`,
      ),
    );
  })
  .post("/admin/outbox/:id/retry", async (c) => {
    const id = Number(c.req.param("id"));
    if (!Number.isSafeInteger(id) || !(await retryNotification(c.get("ctx"), id)))
      return c.json(errorBody("ROUTE_NOT_FOUND"), 404);
    return c.redirect("/admin/outbox", 303);
  });
