import { fileURLToPath } from "node:url";
import preact from "@preact/preset-vite";
import { defineConfig, type Plugin } from "vite";

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

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [preact(), inlineEntryCss()],
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
