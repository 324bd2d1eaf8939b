/**
 * `npm run atlas`: draws every Carcassonne-ghosts tile with the table's own drawing code
 * (web/boards/carcassonne-ghosts/tile-svg.ts) into atlas/carcassonne-ghosts.html (git-ignored),
 * so a person can check the tile data by eye: each tile unturned and in its four turns, the start
 * board assembled, the tile back, the counts per level, and the validator's verdict.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { shape, tilesFor } from "../../worker/games/carcassonne-ghosts/catalogue.ts";
import { START_BOARD, TILES } from "../../worker/games/carcassonne-ghosts/tiles/data.ts";
import type { Rotation, TileDef } from "../../worker/games/carcassonne-ghosts/tiles/types.ts";
import { validateTiles } from "../../worker/games/carcassonne-ghosts/tiles/validate.ts";
import { tileBackSvg, tileSvg } from "../../web/boards/carcassonne-ghosts/tile-svg.ts";
import { escape } from "../../web/boards/svg.ts";

const OUT = "atlas/carcassonne-ghosts.html";
const ROTATIONS: readonly Rotation[] = [0, 1, 2, 3];

function svg(size: number, content: string, box = 100): string {
  return `<svg width="${size}" height="${size}" viewBox="0 0 ${box} ${box}" xmlns="http://www.w3.org/2000/svg">${content}</svg>`;
}

function describe(tile: TileDef): string {
  const bits = [`shape ${tile.shape}`];
  if (tile.centre) bits.push(tile.centre);
  const shields = tile.cities.reduce((sum, city) => sum + city.shields, 0);
  if (shields > 0) bits.push(`${shields} shield`);
  bits.push(
    tile.fog
      ? `fog ${tile.fog.segments.join(",")} · ${tile.fog.symbols} symbol${tile.fog.symbols === 1 ? "" : "s"}`
      : "no fog",
  );
  return bits.join(" · ");
}

function card(tile: TileDef): string {
  const turns = ROTATIONS.map((r) => svg(44, tileSvg(tile, r))).join("");
  return `<figure><figcaption><b>${escape(tile.id)}</b> ${escape(describe(tile))}</figcaption>${svg(150, tileSvg(tile))}<div class="turns">${turns}</div></figure>`;
}

function startBoard(): string {
  const places = [
    [0, 0],
    [100, 0],
    [0, 100],
    [100, 100],
  ] as const;
  const quarters = START_BOARD.tiles
    .map((tile, i) => `<g transform="translate(${places[i]![0]} ${places[i]![1]})">${tileSvg(tile)}</g>`)
    .join("");
  return svg(300, quarters, 200);
}

function countsTable(): string {
  const rows = [1, 2, 3, 4, 5, 6].map((level) => {
    const tiles = tilesFor(level).map((id) => shape(id).def);
    const fogged = tiles.filter((tile) => tile.fog);
    const symbols = tiles.reduce((sum, tile) => sum + (tile.fog?.symbols ?? 0), 0);
    const bySymbols = [0, 1, 2].map((n) => fogged.filter((tile) => tile.fog!.symbols === n).length);
    const castles = tiles.filter((tile) => tile.centre === "castle").length;
    const cemeteries = tiles.filter((tile) => tile.centre === "cemetery").length;
    const shields = tiles.reduce((sum, tile) => sum + tile.cities.reduce((s, city) => s + city.shields, 0), 0);
    return `<tr><td>${level}</td><td>${tiles.length}</td><td>${fogged.length}</td><td>${bySymbols.join(" / ")}</td><td>${symbols}</td><td>${castles}</td><td>${cemeteries}</td><td>${shields}</td></tr>`;
  });
  const startSymbols = START_BOARD.tiles.reduce((sum, tile) => sum + (tile.fog?.symbols ?? 0), 0);
  return (
    `<table><thead><tr><th>level</th><th>tiles</th><th>fog tiles</th><th>fog tiles with 0 / 1 / 2 symbols</th><th>symbols</th><th>castles</th><th>cemeteries</th><th>shields</th></tr></thead>` +
    `<tbody>${rows.join("")}</tbody></table><p>Start board: 4 quarters, ${startSymbols} ghost symbols (not counted above).</p>`
  );
}

const problems = validateTiles();
const verdict =
  problems.length === 0
    ? `<p class="ok">The validator finds no problem.</p>`
    : `<ul class="bad">${problems.map((p) => `<li>${escape(p)}</li>`).join("")}</ul>`;
const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Carcassonne ghosts — tile atlas</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 16px; color: #222; }
section.tiles { display: flex; flex-wrap: wrap; gap: 12px; }
figure { margin: 0; padding: 8px; border: 1px solid #ccc; border-radius: 6px; width: 196px; }
figcaption { font-size: 12px; min-height: 3em; }
.turns { display: flex; gap: 4px; margin-top: 4px; }
table { border-collapse: collapse; margin: 8px 0; }
td, th { border: 1px solid #bbb; padding: 3px 8px; text-align: right; }
.ok { color: #1b6e20; } .bad { color: #b00020; }
.row { display: flex; gap: 24px; align-items: flex-start; }
</style></head><body>
<h1>Carcassonne ghosts — tile atlas</h1>
${verdict}
<h2>Counts</h2>
${countsTable()}
<div class="row"><div><h2>Start board</h2>${startBoard()}</div><div><h2>Tile back (face down)</h2>${svg(150, tileBackSvg())}</div></div>
<h2>Start board quarters</h2>
<section class="tiles">${START_BOARD.tiles.map(card).join("")}</section>
<h2>The ${TILES.length} land tiles</h2>
<section class="tiles">${TILES.map(card).join("")}</section>
</body></html>
`;
mkdirSync("atlas", { recursive: true });
writeFileSync(OUT, html);
console.log(`${OUT}: ${TILES.length} tiles, ${problems.length} problems`);
