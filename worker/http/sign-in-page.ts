import { html } from "hono/html";
import type { Language } from "../context.ts";
import { signInWords } from "../match/sign-in-words.ts";
import type { WordFiles } from "../match/word-files.ts";

/** The page's look follows the site's (web/src/app.css): its colours, header bar and buttons. */
const STYLE = html`<style>
  :root { --ink: #1d1b26; --paper: #fbf8f1; --accent: #3b2f63; --alert: #a4161a; }
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: var(--paper); color: var(--ink); }
  header { background: var(--accent); color: #fff; padding: 0.5rem 0.75rem; }
  header a { color: #fff; text-decoration: none; font-weight: 600; }
  main { max-width: 32rem; margin: 2rem auto; padding: 0 1rem; }
  .address { font-size: 1.15rem; font-weight: 600; overflow-wrap: anywhere; }
  button { font: inherit; padding: 0.6rem 1.5rem; min-height: 2.75rem; border: 1px solid var(--accent); border-radius: 0.4rem; background: var(--accent); color: #fff; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #f4a261; outline-offset: 2px; }
  .error { color: var(--alert); }
</style>`;

/** The link's landing page: the address being signed in and one button (so a mail scanner fetching the link spends nothing). */
export async function signInPage(
  files: WordFiles,
  language: Language,
  content: { token: string; email: string } | "invalid",
) {
  const words = await signInWords(files, language);
  return html`<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${words.title} · ${words.site}</title>
    ${STYLE}
  </head>
  <body>
    <header><a href="/">${words.site}</a></header>
    <main>
      <h1>${words.title}</h1>
      ${
        content === "invalid"
          ? html`<p class="error" role="alert">${words.invalid}</p>
            <p><a href="/">${words.back}</a></p>`
          : html`<p>${words.as}</p>
            <p class="address">${content.email}</p>
            <p>${words.press}</p>
            <form method="post" action="/sign-in/verify">
              <input type="hidden" name="token" value="${content.token}" />
              <button type="submit" autofocus>${words.button}</button>
            </form>`
      }
    </main>
  </body>
</html>`;
}
