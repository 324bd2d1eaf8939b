import { html } from "hono/html";

/** The shell of the few server-rendered pages (sign-in link, development mail, unsubscribe, admin). */
export const htmlPage = (title: string, content: unknown, language = "en") => html`<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
      button { font: inherit; padding: .5rem 1.25rem; }
      article { border-bottom: 1px solid #ccc; padding: .75rem 0; }
      pre { white-space: pre-wrap; word-break: break-all; }
      table { border-collapse: collapse; } td, th { border-bottom: 1px solid #ccc; padding: .25rem .5rem; text-align: left; vertical-align: top; }
    </style>
  </head>
  <body>
    ${content}
  </body>
</html>`;
