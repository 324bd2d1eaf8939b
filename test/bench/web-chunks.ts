/**
 * What each game page's JavaScript holds: builds the client (as `npm run build` does) and prints,
 * for every chunk a game page loads beyond the dashboard, its gzipped size and its largest modules
 * (each module's code gzipped alone, so a chunk's modules add up to more than the chunk).
 */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { build, type Plugin, type Rollup } from "vite";

type Chunk = { imports: string[]; modules: { id: string; gz: number }[] };

const GAMES = ["notre-dame", "carcassonne-ghosts", "deal-with-the-devil"];
const ROOT = `${process.cwd()}/`;
const chunks = new Map<string, Chunk>();

const collect: Plugin = {
  name: "collect-chunks",
  generateBundle(_options, bundle: Rollup.OutputBundle) {
    for (const [file, chunk] of Object.entries(bundle)) {
      if (chunk.type !== "chunk") continue;
      const modules = Object.entries(chunk.modules).map(([id, m]) => ({
        id: id.replace(ROOT, ""),
        gz: m.code ? gzipSync(m.code).length : 0,
      }));
      chunks.set(file, { imports: chunk.imports, modules });
    }
  },
};

/** A chunk and every chunk it imports statically. */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dep of chunks.get(file)?.imports ?? []) closure(dep, seen);
  return seen;
}
const holding = (path: string) => [...chunks].find(([, c]) => c.modules.some((m) => m.id.endsWith(path)))?.[0] ?? "";
const kb = (n: number) => (n / 1024).toFixed(1);
/** A chunk as written (as test/bench/web.ts counts it), gzipped. */
const gzipped = (file: string) => gzipSync(readFileSync(`web/dist/${file}`)).length;

await build({ configFile: "web/vite.config.ts", logLevel: "silent", plugins: [collect] });
const dashboard = closure(holding("web/src/main.tsx"));
const sum = (files: Iterable<string>) => [...files].reduce((n, f) => n + gzipped(f), 0);
console.log(`dashboard: ${kb(sum(dashboard))} KB in ${dashboard.size} chunks`);
for (const game of GAMES) {
  const page = new Set([...closure(holding("web/src/pages/Game.tsx")), ...closure(holding(`boards/${game}/table.ts`))]);
  const own = [...page].filter((f) => !dashboard.has(f));
  console.log(`\n${game}: ${kb(sum(dashboard) + sum(own))} KB, of it beyond the dashboard:`);
  for (const file of own) {
    const chunk = chunks.get(file);
    if (!chunk) continue;
    const top = [...chunk.modules].sort((a, b) => b.gz - a.gz).slice(0, 5);
    console.log(`  ${kb(gzipped(file)).padStart(5)} ${file}: ${top.map((m) => `${m.id} ${kb(m.gz)}`).join(", ")}`);
  }
}
