/** What the browser downloads: gzipped JavaScript of the dashboard and of a game page (from Vite's manifest). */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

type Chunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  src?: string;
  css?: string[];
};
const DIST = "web/dist";
const manifest = JSON.parse(readFileSync(`${DIST}/.vite/manifest.json`, "utf8")) as Record<string, Chunk>;

/** A chunk and everything it imports statically. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const gzipped = (keys: Iterable<string>) =>
  [...keys].reduce((sum, key) => sum + gzipSync(readFileSync(`${DIST}/${manifest[key]?.file ?? ""}`)).length, 0);

const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entry) throw new Error("no entry chunk in the manifest");
const dashboard = closure(entry);
const findChunk = (part: string) => Object.keys(manifest).find((k) => k.includes(part));
/** The dashboard with a game page's chunks: the page, the game's table and what they import. */
function gamePageOf(board: string): Set<string> {
  const page = new Set(dashboard);
  for (const part of ["pages/Game.tsx", `boards/${board}/table.ts`]) {
    const key = findChunk(part);
    if (!key) throw new Error(`no chunk for ${part}`);
    for (const k of closure(key)) page.add(k);
  }
  return page;
}
const gamePage = gamePageOf("notre-dame");
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log("\nWeb client (gzipped JavaScript)");
console.log(`${"dashboard".padEnd(44)} ${kb(gzipped(dashboard))} (target <= 60 KB)`);
console.log(`${"Notre Dame game page (dashboard + game + board)".padEnd(44)} ${kb(gzipped(gamePage))}`);
console.log(
  `${"Carcassonne ghosts game page (same)".padEnd(44)} ${kb(gzipped(gamePageOf("carcassonne-ghosts")))} (target <= 70 KB)`,
);
console.log(
  `${"Deal with the Devil game page (same)".padEnd(44)} ${kb(gzipped(gamePageOf("deal-with-the-devil")))} (target <= 80 KB)`,
);
