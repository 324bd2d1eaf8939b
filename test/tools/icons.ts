/**
 * `npm run icons`: the app's icons (web/public/icons/*.png) drawn by Chromium from web/icons/app.svg
 * on the theme colour of web/identity.ts. The PNGs are committed: the build only copies them.
 * "any" icons have round corners on a clear background; the maskable one fills its square and
 * keeps the sign inside the central circle every platform's mask leaves (W3C: 40 % radius).
 */
import { mkdirSync, readFileSync } from "node:fs";
import { launch } from "../e2e/chromium.ts";
import { IDENTITY } from "../../web/identity.ts";

const OUT = "web/public/icons";
const svg = readFileSync("web/icons/app.svg", "utf8");

/** Each file: its size, the corner radius (share of the side) and the sign's share of the side. */
const ICONS = [
  { file: "icon-192.png", size: 192, corner: 0.18, sign: 0.86 },
  { file: "icon-512.png", size: 512, corner: 0.18, sign: 0.86 },
  { file: "maskable-512.png", size: 512, corner: 0, sign: 0.62 },
  // iOS rounds the corners itself and wants no transparency.
  { file: "apple-touch-icon.png", size: 180, corner: 0, sign: 0.78 },
];

function page(size: number, corner: number, sign: number): string {
  return `<!doctype html><html><head><style>
    :root { --accent: ${IDENTITY.themeColor}; --paper: ${IDENTITY.backgroundColor}; }
    html, body { margin: 0; background: transparent; }
    div { width: ${size}px; height: ${size}px; display: grid; place-items: center;
      background: var(--accent); border-radius: ${corner * size}px; }
    svg { width: ${sign * size}px; height: ${sign * size}px; }
  </style></head><body><div>${svg}</div></body></html>`;
}

mkdirSync(OUT, { recursive: true });
const browser = await launch();
try {
  for (const { file, size, corner, sign } of ICONS) {
    const context = await browser.newContext({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const tab = await context.newPage();
    await tab.setContent(page(size, corner, sign));
    await tab.locator("div").screenshot({ path: `${OUT}/${file}`, omitBackground: true });
    await context.close();
    console.log(`${OUT}/${file}`);
  }
} finally {
  await browser.close();
}
