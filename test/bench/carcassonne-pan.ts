/**
 * Panning a 70-tile Carcassonne ghosts board in Chromium (a script that prints, not a timed test):
 * the board's tiles drawn by the table's own code (tile-svg.ts) with a guard and a ghost badge on
 * each, moved frame by frame by the CSS transform @panzoom/panzoom sets, with a hit test at the
 * pointer each frame, as a drag does. Prints the frame times (target ≤ 16 ms at p95).
 */
import { TILES } from "../../worker/games/carcassonne-ghosts/table.ts";
import { tileSvg } from "../../web/boards/carcassonne-ghosts/tile-svg.ts";
import { launch } from "../e2e/chromium.ts";

const SIDE = 10;
const COUNT = 70;

/** 70 tiles in rows of 10, each turned, with a guard and a ghost count: a late game's board. */
function board(): string {
  const tiles = Array.from({ length: COUNT }, (_, i) => {
    const def = TILES[i % TILES.length];
    if (!def) return "";
    const [x, y] = [(i % SIDE) * 100, Math.floor(i / SIDE) * 100];
    const marks = `<circle cx="${x + 50}" cy="${y + 50}" r="13" fill="#d63031" stroke="#fff"/><text x="${x + 50}" y="${y + 56}" text-anchor="middle">R</text><circle cx="${x + 18}" cy="${y + 18}" r="13" fill="#fff" stroke="#111"/><text x="${x + 18}" y="${y + 24}" text-anchor="middle">2</text>`;
    return `<g transform="translate(${x} ${y})">${tileSvg(def, (i % 4) as 0 | 1 | 2 | 3)}</g>${marks}`;
  });
  const rows = Math.ceil(COUNT / SIDE);
  return `<svg viewBox="-50 -50 ${SIDE * 100 + 100} ${rows * 100 + 100}" style="width:100%;display:block">${tiles.join("")}</svg>`;
}

const FRAMES = 120;
const browser = await launch();
try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
  await page.setContent(
    `<div style="overflow:hidden;width:900px;height:640px"><div id="c" style="transform-origin:50% 50%">${board()}</div></div>`,
  );
  // Source text, not a function: the page has the DOM, this script's types do not.
  const times = await page.evaluate<number[]>(`(async () => {
    const content = document.getElementById("c");
    const out = [];
    let last = performance.now();
    for (let i = 0; i < ${FRAMES}; i++) {
      await new Promise((done) => requestAnimationFrame(() => {
        content.style.transform = "scale(2.5) translate(" + Math.sin(i / 9) * 150 + "px, " + Math.cos(i / 13) * 90 + "px)";
        document.elementFromPoint(300 + (i % 50) * 6, 320);
        done();
      }));
      const now = performance.now();
      out.push(now - last);
      last = now;
    }
    return out.slice(2);
  })()`);
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  console.log(`\nCarcassonne ghosts: panning a ${COUNT}-tile board in Chromium (${FRAMES} frames, zoomed 2.5×)`);
  console.log(
    `frame time p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms (target <= 16 ms)`,
  );
} finally {
  await browser.close();
}
