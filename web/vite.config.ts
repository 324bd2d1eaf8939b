import { fileURLToPath } from "node:url";
import preact from "@preact/preset-vite";
import { defineConfig } from "vite";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [preact()],
  // The manifest lets the bench add up what each page loads.
  build: { outDir: "dist", emptyOutDir: true, manifest: true },
});
