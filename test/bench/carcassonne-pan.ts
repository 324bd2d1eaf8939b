/**
 * Panning a 70-tile Carcassonne ghosts board in Chromium (a script that prints, not a timed test):
 * the board's tiles drawn by the table's own code (tile-svg.ts) with a guard and a ghost badge on
 * each, under the table's own style sheets and classes, moved frame by frame by the CSS transform
 * @panzoom/panzoom sets, with a hit test at the pointer each frame, as a drag does. Chromium runs
 * without its 60 Hz frame cap, so a frame's time is its work, not the wait for the next vsync.
 * Prints the frame times while the gesture lasts (the class PanZoom.tsx sets then) and, for
 * comparison, of a board drawn afresh each frame (target ≤ 16 ms at p95).
 */
import { chromium } from "playwright-core";
import { TILES } from "../../worker/games/carcassonne-ghosts/table.ts";
import { tileSvg } from "../../web/boards/carcassonne-ghosts/tile-svg.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../e2e/chromium.ts";

const SIDE = 10;
const COUNT = 70;

/** 70 tiles in rows of 10, each turned, with a guard and a ghost count: a late game's board. */
function board(): string {
  const tiles = Array.from({ length: COUNT }, (_, i) => {
    const def = TILES[i % TILES.length];
    if (!def) return { tile: "", marks: "" };
    const [x, y] = [(i % SIDE) * 100, Math.floor(i / SIDE) * 100];
    const marks = `<circle cx="${x + 50}" cy="${y + 50}" r="13" fill="#d63031" stroke="#fff"/><text x="${x + 50}" y="${y + 56}" text-anchor="middle">R</text><circle cx="${x + 18}" cy="${y + 18}" r="13" fill="#fff" stroke="#111"/><text x="${x + 18}" y="${y + 24}" text-anchor="middle">2</text>`;
    return { tile: `<g transform="translate(${x} ${y})">${tileSvg(def, (i % 4) as 0 | 1 | 2 | 3)}</g>`, marks };
  });
  const rows = Math.ceil(COUNT / SIDE);
  const [drawn, marks] = [tiles.map((t) => t.tile), tiles.map((t) => t.marks)];
  return `<svg class="cg-map" viewBox="-50 -50 ${SIDE * 100 + 100} ${rows * 100 + 100}"><g class="cg-tiles">${drawn.join("")}</g><g class="cg-marks">${marks.join("")}</g></svg>`;
}

const FRAMES = 120;
const STYLES = ["web/boards/panzoom.css", "web/boards/carcassonne-ghosts/board.css"];

/** Frame times in ms of panning the board, its content moved as a layer (`moving`) or drawn afresh. */
async function pan(page: import("playwright-core").Page, moving: boolean): Promise<number[]> {
  await page.setContent(
    `<div class="panzoom-frame" style="width:900px;height:640px"><div id="c" class="panzoom-content${moving ? " panzoom-moving" : ""}" style="transform-origin:50% 50%">${board()}</div></div>`,
  );
  for (const path of STYLES) await page.addStyleTag({ path });
  // Source text, not a function: the page has the DOM, this script's types do not.
  return page.evaluate<number[]>(`(async () => {
    const content = document.getElementById("c");
    content.style.transform = "scale(2.5)";
    await new Promise((done) => setTimeout(done, 200));
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
}

function summary(times: readonly number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`;
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [...CHROMIUM_FLAGS, "--disable-frame-rate-limit", "--disable-gpu-vsync"],
});
try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
  const moved = await pan(page, true);
  const drawn = await pan(page, false);
  console.log(
    `\nCarcassonne ghosts: panning a ${COUNT}-tile board in Chromium (${FRAMES} frames, zoomed 2.5×, no frame cap)`,
  );
  console.log(`frame time while a gesture moves it: ${summary(moved)} (target <= 16 ms)`);
  console.log(`frame time drawn afresh each frame: ${summary(drawn)}`);
} finally {
  await browser.close();
}
