import type { OpenAPIHono } from "@hono/zod-openapi";
import { html } from "hono/html";
import type { AppEnv } from "./env.ts";
import { BEARER_SCHEME, SESSION_SCHEME } from "./routes.ts";
import { SESSION_COOKIE } from "./session.ts";

const INFO = {
  title: "Correspondence games API",
  version: "1",
  description:
    "Sign in by e-mail link (session cookie; every write needs a same-origin request), or send a personal API token as `Authorization: Bearer`. Errors always come as `{ error: { code, message, ... } }`.",
  // No licence has been granted for this API or its service.
  license: { name: "All rights reserved", identifier: "LicenseRef-All-Rights-Reserved" },
};

/** Descriptions mark code with backticks, as Markdown does (the document's readers render it): the page shows it as code. */
const prose = (text: string) => text.split("`").map((part, i) => (i % 2 ? html`<code>${part}</code>` : part));

type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  requestBody?: unknown;
  parameters?: unknown[];
  responses?: Record<string, unknown>;
};

/** Serves the OpenAPI document generated from the routes' zod schemas, and a reference page made from it. */
export function mountDocs(app: OpenAPIHono<AppEnv>): void {
  app.openAPIRegistry.registerComponent("securitySchemes", SESSION_SCHEME, {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIE,
    description: "The HttpOnly session cookie that `POST /api/auth/verify` (or the sign-in link's page) sets.",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", BEARER_SCHEME, {
    type: "http",
    scheme: "bearer",
    description:
      "A personal API token made on the profile, as `Authorization: Bearer cgt_…`. Each operation lists the one scope it needs (`read`, `play`, `chat`, `bot`) and says it in `x-token-scope`; operations without the scheme refuse tokens (403 `SESSION_ONLY`).",
  });
  // The API is served by whichever host served its document.
  const document = (url: string) =>
    app.getOpenAPI31Document({ openapi: "3.1.0", info: INFO, servers: [{ url: new URL(url).origin }] });
  app.get("/api/openapi.json", (c) => c.json(document(c.req.url)));
  app.get("/api/docs", (c) => {
    const doc = document(c.req.url);
    const operations = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item as Record<string, Operation>).map(([method, op]) => ({
        path,
        method: method.toUpperCase(),
        op,
      })),
    );
    const json = (value: unknown) => JSON.stringify(value, null, 2);
    return c.html(html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>${INFO.title}</title>
          <style>
            body { font: 15px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; }
            section { border-top: 1px solid #ccc; padding: .5rem 0; }
            code.method { font-weight: bold; display: inline-block; min-width: 4.5rem; }
            pre { background: #f4f4f4; padding: .5rem; overflow-x: auto; font-size: 13px; }
          </style>
        </head>
        <body>
          <h1>${INFO.title}</h1>
          <p>${prose(INFO.description)} The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
          ${operations.map(
            ({ path, method, op }) => html`<section id="${method}-${path}">
              <h2><code class="method">${method}</code> <code>${path}</code></h2>
              <p>${prose(op.summary ?? "")}</p>
              ${op.description ? html`<p>${prose(op.description)}</p>` : ""}
              ${op.parameters?.length ? html`<details><summary>Parameters</summary><pre>${json(op.parameters)}</pre></details>` : ""}
              ${op.requestBody ? html`<details><summary>Request body</summary><pre>${json(op.requestBody)}</pre></details>` : ""}
              <details><summary>Responses</summary><pre>${json(op.responses)}</pre></details>
            </section>`,
          )}
        </body>
      </html>`);
  });
}
