import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import preact from "@preact/preset-vite";
import { defineConfig, type Plugin } from "vite";
import { LOG_CATALOGS } from "../worker/games/catalogs.ts";
import { logWordsFile } from "../worker/games/log-words.ts";
import { LOG_WORDS } from "../worker/i18n/log.ts";
import { SIGN_IN_PAGE, signInWordsFile } from "../worker/i18n/sign-in.ts";
import { LANGUAGES } from "../worker/i18n/translate.ts";
import { APPLE_TOUCH_ICON, IDENTITY, webManifest } from "./identity.ts";

/**
 * Puts the entry's stylesheet (2 KB) into index.html as a <style>: a <link> in the head blocks the
 * first paint for a request of its own (Lighthouse's render-blocking finding). The file stays in
 * the build for the manifest.
 */
function inlineEntryCss(): Plugin {
  return {
    name: "inline-entry-css",
    apply: "build",
    enforce: "post",
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, file: string) => {
          const asset = bundle?.[file];
          return asset?.type === "asset" ? `<style>${String(asset.source)}</style>` : link;
        });
      },
    },
  };
}

/**
 * The installable app from one source (identity.ts): the manifest, index.html's links to it and
 * its theme colour; and the service worker (public/sw.js) stamped with the build, so a new build
 * installs a new worker, which drops the caches of the old one.
 */
function installableApp(): Plugin {
  return {
    name: "installable-app",
    transformIndexHtml: () => [
      { tag: "link", attrs: { rel: "manifest", href: "/manifest.webmanifest" }, injectTo: "head" },
      { tag: "meta", attrs: { name: "theme-color", content: IDENTITY.themeColor }, injectTo: "head" },
      { tag: "link", attrs: { rel: "apple-touch-icon", href: APPLE_TOUCH_ICON }, injectTo: "head" },
    ],
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "manifest.webmanifest", source: JSON.stringify(webManifest()) });
    },
    writeBundle(output, bundle) {
      // Every other file's name carries its content's hash; index.html's content is hashed too.
      const html = bundle["index.html"];
      const names = Object.keys(bundle).sort().join("\n");
      const page = html?.type === "asset" ? String(html.source) : "";
      const build = createHash("sha256").update(names).update(page).digest("hex").slice(0, 12);
      const sw = join(output.dir ?? "", "sw.js");
      writeFileSync(sw, readFileSync(sw, "utf8").replace('"__BUILD__"', JSON.stringify(build)));
    },
  };
}

/**
 * Every game's log words as static files (`logWordsFile`), each with the platform's (undo, timeout),
 * and the sign-in page's (`signInWordsFile`): the Worker reads them through its `ASSETS` binding
 * (worker/match/word-files.ts) instead of bundling four languages of them.
 */
function logWordsFiles(): Plugin {
  return {
    name: "log-words-files",
    apply: "build",
    async generateBundle() {
      for (const [game, catalogs] of Object.entries(LOG_CATALOGS))
        for (const language of LANGUAGES)
          this.emitFile({
            type: "asset",
            fileName: logWordsFile(game, language).slice(1),
            source: JSON.stringify({ ...LOG_WORDS[language], ...(await catalogs[language]()) }),
          });
      for (const language of LANGUAGES)
        this.emitFile({
          type: "asset",
          fileName: signInWordsFile(language).slice(1),
          source: JSON.stringify(SIGN_IN_PAGE[language]),
        });
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [preact(), inlineEntryCss(), installableApp(), logWordsFiles()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The manifest lets the bench add up what each page loads.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // The rules engines are pure (README: no I/O, no globals), so loading one of their modules does
        // nothing but define it. Told so, the bundler takes from a game's table.ts only what a page
        // uses: the home page's names and seat counts come without the engine behind them.
        moduleSideEffects: [
          { test: /\/worker\/games\//, sideEffects: false },
          { test: /./, sideEffects: true },
        ],
      },
    },
  },
});
