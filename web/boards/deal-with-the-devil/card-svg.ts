/**
 * SVG drawing of Deal with the Devil's cards as markup strings: a card's `<g>` content in a
 * CARD_WIDTH × CARD_HEIGHT box, so the same code serves the future table (inside an `<svg>` or a
 * Preact `<g dangerouslySetInnerHTML>`), the card sheet (`npm run cards`) and Node. No DOM, no ids.
 * Costs are drawn as tokens with their counts, rules text comes from card-text.ts in the reader's
 * language, wrapped by an estimate of glyph widths and shrunk until it fits its box.
 */
import type { Translate } from "../../../worker/i18n/translate.ts";
import {
  type Building,
  type BuildingSymbol,
  type EventCard,
  type EventSide,
  type Good,
  type Inquisitor,
  type Payment,
  type Requirement,
  COMMONS,
  GOODS,
  RARES,
  buildingText,
  eventSideText,
  penaltyText,
} from "../../../worker/games/deal-with-the-devil/table.ts";
import { escape } from "../svg.ts";

export const CARD_WIDTH = 200;
export const CARD_HEIGHT = 280;

const INK = "#2a2118";
const PAPER = "#f7f0e1";
const SYMBOL_COLOURS: Readonly<Record<BuildingSymbol, string>> = {
  rural: "#5d8a3a",
  urban: "#b5762a",
  church: "#6a4b8c",
  science: "#2f7f86",
};
const GOOD_COLOURS: Readonly<Record<Good, string>> = {
  wood: "#8a5a2b",
  stone: "#8c8c8c",
  grain: "#ecd98f",
  glass: "#7fc3e0",
  marble: "#e9e2da",
  ducats: "#e0a82e",
};
const INQUISITOR_COLOURS = { yellow: "#d8b22a", red: "#a8322d", brown: "#6e4b2e" } as const;
const SEAT_COLOURS = ["#b03a2e", "#2e5fa8", "#3f8a43", "#c99a1c"] as const;
const FONT = "font-family=\"'Noto Sans', 'DejaVu Sans', system-ui, sans-serif\"";
/** The smallest text size drawn, in card units: the sheet shows a card at 1.2× and more. */
export const MIN_FONT = 8;

const fmt = (n: number) => String(Math.round(n * 10) / 10);

/**
 * An estimate of a text's width, from glyph widths measured in DejaVu Sans (the sans-serif of
 * Debian's Chromium, and wider than most), rounded up: a wrapped line stays inside its box.
 */
export function textWidth(text: string, size: number, bold = false): number {
  let em = 0;
  for (const ch of text) {
    if (/[iljtfrI.,:;'!|() \u00a0]/.test(ch)) em += 0.34;
    else if (/[mwMW—]/.test(ch)) em += 0.95;
    else if (/[+−=<>]/.test(ch)) em += 0.84;
    else if (/[0-9]/.test(ch)) em += 0.64;
    else if (/[жшщыюмА-ЯЁ]/.test(ch)) em += 0.84;
    else if (/[\u0400-\u04ff]/.test(ch)) em += 0.64;
    else if (/\p{Lu}/u.test(ch)) em += 0.76;
    else em += 0.62;
  }
  return em * size * (bold ? 1.1 : 1);
}

/**
 * Greedy word wrap; a word longer than the line stands alone (and is measured so). A number stays
 * with the word after it ("−2 points"), joined by a no-break space.
 */
export function wrap(text: string, width: number, size: number, bold = false): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text
    .replace(/([0-9]) /g, "$1\u00a0")
    .split(/[ \t\n]+/)
    .filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, bold) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

interface Paragraph {
  readonly text: string;
  readonly bold?: boolean;
  readonly italic?: boolean;
}

interface Fitted {
  readonly size: number;
  readonly lines: readonly { text: string; bold: boolean; italic: boolean; gapBefore: boolean }[];
  readonly height: number;
  readonly fits: boolean;
}

const LINE = 1.22;
const GAP = 0.45;

/** Paragraphs wrapped at the largest size (from `max` down in half steps to MIN_FONT) whose lines fit `width` × `height`. */
export function fit(paragraphs: readonly Paragraph[], width: number, height: number, max: number): Fitted {
  let last: Fitted | undefined;
  for (let size = max; size >= MIN_FONT; size -= 0.5) {
    const lines = paragraphs.flatMap((p, i) =>
      wrap(p.text, width, size, p.bold).map((text, j) => ({
        text,
        bold: !!p.bold,
        italic: !!p.italic,
        gapBefore: i > 0 && j === 0,
      })),
    );
    const tall = lines.length * size * LINE + lines.filter((l) => l.gapBefore).length * size * GAP;
    const wide = lines.every((l) => textWidth(l.text, size, l.bold) <= width);
    last = { size, lines, height: tall, fits: tall <= height && wide };
    if (last.fits) return last;
  }
  return last!;
}

/** The fitted text as `<text>` lines from (x, y) downward; `anchor` middle centres them on x. */
function textBlock(
  paragraphs: readonly Paragraph[],
  x: number,
  y: number,
  width: number,
  height: number,
  max: number,
  anchor: "start" | "middle" = "start",
  fill = INK,
): string {
  const fitted = fit(paragraphs, width, height, max);
  let baseline = y + fitted.size * 0.95;
  // Marks text that could not be fitted even at MIN_FONT, for the tests and the sheet to find.
  const out: string[] = fitted.fits ? [] : ['<g data-overflow="true"/>'];
  fitted.lines.forEach((line, i) => {
    if (i > 0) baseline += fitted.size * LINE + (line.gapBefore ? fitted.size * GAP : 0);
    const style = `${line.bold ? ' font-weight="700"' : ""}${line.italic ? ' font-style="italic"' : ""}`;
    out.push(
      `<text x="${fmt(x)}" y="${fmt(baseline)}" font-size="${fmt(fitted.size)}"${style} text-anchor="${anchor}" fill="${fill}" ${FONT}>${escape(line.text)}</text>`,
    );
  });
  return out.join("");
}

/** A good's token at (x, y) (its centre), `size` across, with its count when given. */
function goodToken(good: Good, count: number | undefined, x: number, y: number, size: number): string {
  const r = size / 2;
  const fill = GOOD_COLOURS[good];
  let shape: string;
  switch (good) {
    case "wood":
      shape = `<rect x="${fmt(x - r)}" y="${fmt(y - r * 0.8)}" width="${fmt(size)}" height="${fmt(r * 1.6)}" rx="${fmt(r * 0.5)}" fill="${fill}" stroke="${INK}" stroke-width="1"/>`;
      break;
    case "stone":
      shape = `<polygon points="${[
        [x - r, y + r * 0.6],
        [x - r * 0.7, y - r * 0.7],
        [x + r * 0.5, y - r],
        [x + r, y + r * 0.2],
        [x + r * 0.6, y + r * 0.9],
      ]
        .map(([a, b]) => `${fmt(a!)},${fmt(b!)}`)
        .join(" ")}" fill="${fill}" stroke="${INK}" stroke-width="1"/>`;
      break;
    case "grain": // a sack, tied at the top
      shape = `<path d="M${fmt(x - r * 0.35)},${fmt(y - r)} H${fmt(x + r * 0.35)} L${fmt(x + r * 0.2)},${fmt(y - r * 0.6)} Q${fmt(x + r)},${fmt(y - r * 0.3)} ${fmt(x + r * 0.9)},${fmt(y + r)} H${fmt(x - r * 0.9)} Q${fmt(x - r)},${fmt(y - r * 0.3)} ${fmt(x - r * 0.2)},${fmt(y - r * 0.6)} Z" fill="${fill}" stroke="${INK}" stroke-width="1"/>`;
      break;
    case "glass":
      shape = `<polygon points="${fmt(x)},${fmt(y - r)} ${fmt(x + r)},${fmt(y)} ${fmt(x)},${fmt(y + r)} ${fmt(x - r)},${fmt(y)}" fill="${fill}" stroke="${INK}" stroke-width="1"/>`;
      break;
    case "marble":
      shape = `<polygon points="${[0, 1, 2, 3, 4, 5].map((k) => `${fmt(x + r * Math.cos((Math.PI / 3) * k))},${fmt(y + r * Math.sin((Math.PI / 3) * k))}`).join(" ")}" fill="${fill}" stroke="${INK}" stroke-width="1"/>`;
      break;
    case "ducats":
      shape = `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(r)}" fill="${fill}" stroke="${INK}" stroke-width="1"/><circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(r * 0.72)}" fill="none" stroke="${INK}" stroke-width="0.6"/>`;
      break;
  }
  if (count === undefined) return shape;
  const light = good === "wood";
  return `${shape}<text x="${fmt(x)}" y="${fmt(y + size * (good === "grain" ? 0.27 : 0.19))}" font-size="${fmt(size * 0.55)}" font-weight="700" text-anchor="middle" fill="${light ? "#fff" : INK}" ${FONT}>${count}</text>`;
}

/** A price down a strip from (x, y): goods tokens, then reputation and action-token marks. */
function costStrip(pay: Payment, x: number, y: number, size: number): string {
  const out: string[] = [];
  let cy = y + size / 2;
  for (const good of GOODS) {
    const n = pay.goods?.[good];
    if (!n) continue;
    out.push(goodToken(good, n, x, cy, size));
    cy += size + 5;
  }
  if (pay.reputation) {
    out.push(
      `<polygon points="${fmt(x - size / 2)},${fmt(cy - size / 2)} ${fmt(x + size / 2)},${fmt(cy - size / 2)} ${fmt(x)},${fmt(cy + size / 2)}" fill="#c8412f" stroke="${INK}" stroke-width="1"/>` +
        `<text x="${fmt(x)}" y="${fmt(cy + 1)}" font-size="${fmt(size * 0.5)}" font-weight="700" text-anchor="middle" fill="#fff" ${FONT}>−${pay.reputation}</text>`,
    );
    cy += size + 5;
  }
  if (pay.actionTokens) {
    out.push(
      `<circle cx="${fmt(x)}" cy="${fmt(cy - size * 0.2)}" r="${fmt(size * 0.22)}" fill="#555" stroke="${INK}"/><path d="M${fmt(x - size * 0.35)},${fmt(cy + size / 2)} Q${fmt(x)},${fmt(cy - size * 0.1)} ${fmt(x + size * 0.35)},${fmt(cy + size / 2)} Z" fill="#555" stroke="${INK}"/>` +
        `<line x1="${fmt(x - size / 2)}" y1="${fmt(cy + size / 2)}" x2="${fmt(x + size / 2)}" y2="${fmt(cy - size / 2)}" stroke="#c8412f" stroke-width="2.5"/>`,
    );
  }
  return out.join("");
}

/** A building symbol's badge centred at (x, y): a coloured disc with a small pictogram. */
function symbolBadge(symbol: BuildingSymbol, x: number, y: number, r: number): string {
  const c = SYMBOL_COLOURS[symbol];
  const disc = `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(r)}" fill="${c}" stroke="${PAPER}" stroke-width="1.5"/>`;
  const s = r * 0.55;
  switch (symbol) {
    case "rural": // a flower
      return `${disc}${[0, 1, 2, 3, 4].map((k) => `<circle cx="${fmt(x + s * 0.55 * Math.cos((2 * Math.PI * k) / 5))}" cy="${fmt(y + s * 0.55 * Math.sin((2 * Math.PI * k) / 5))}" r="${fmt(s * 0.38)}" fill="#fff"/>`).join("")}<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(s * 0.3)}" fill="#e8c840"/>`;
    case "urban": // a house
      return `${disc}<polygon points="${fmt(x - s)},${fmt(y)} ${fmt(x)},${fmt(y - s)} ${fmt(x + s)},${fmt(y)} ${fmt(x + s * 0.7)},${fmt(y)} ${fmt(x + s * 0.7)},${fmt(y + s * 0.8)} ${fmt(x - s * 0.7)},${fmt(y + s * 0.8)} ${fmt(x - s * 0.7)},${fmt(y)}" fill="#fff"/>`;
    case "church": // a chalice
      return `${disc}<path d="M${fmt(x - s * 0.7)},${fmt(y - s * 0.7)} H${fmt(x + s * 0.7)} Q${fmt(x + s * 0.6)},${fmt(y + s * 0.1)} ${fmt(x)},${fmt(y + s * 0.15)} Q${fmt(x - s * 0.6)},${fmt(y + s * 0.1)} ${fmt(x - s * 0.7)},${fmt(y - s * 0.7)} Z M${fmt(x - s * 0.12)},${fmt(y + s * 0.1)} V${fmt(y + s * 0.6)} H${fmt(x - s * 0.5)} V${fmt(y + s * 0.8)} H${fmt(x + s * 0.5)} V${fmt(y + s * 0.6)} H${fmt(x + s * 0.12)} V${fmt(y + s * 0.1)} Z" fill="#fff"/>`;
    case "science": // a flask
      return `${disc}<path d="M${fmt(x - s * 0.2)},${fmt(y - s * 0.85)} V${fmt(y - s * 0.2)} L${fmt(x - s * 0.8)},${fmt(y + s * 0.75)} H${fmt(x + s * 0.8)} L${fmt(x + s * 0.2)},${fmt(y - s * 0.2)} V${fmt(y - s * 0.85)} Z" fill="#fff"/>`;
  }
}

function frame(fill: string): string {
  return `<rect x="1" y="1" width="${CARD_WIDTH - 2}" height="${CARD_HEIGHT - 2}" rx="10" fill="${fill}" stroke="${INK}" stroke-width="2"/>`;
}

/** A building card: symbols and name on top, its deck in the corner, price down the left, rules text, points at the foot. */
export function buildingSvg(building: Building, t: Translate): string {
  const [first, second] = building.symbols;
  const band = SYMBOL_COLOURS[first!];
  const out: string[] = [frame(PAPER)];
  out.push(
    `<path d="M1,11 Q1,1 11,1 H${CARD_WIDTH - 11} Q${CARD_WIDTH - 1},1 ${CARD_WIDTH - 1},11 V48 H1 Z" fill="${band}"/>`,
  );
  if (second)
    out.push(
      `<path d="M${CARD_WIDTH * 0.55},48 L${CARD_WIDTH * 0.7},1 H${CARD_WIDTH - 11} Q${CARD_WIDTH - 1},1 ${CARD_WIDTH - 1},11 V48 Z" fill="${SYMBOL_COLOURS[second]}"/>`,
    );
  building.symbols.forEach((symbol, i) => out.push(symbolBadge(symbol, 19, 18 + i * 22, 10)));
  const deck = `${building.round}${building.letter ?? ""}`;
  out.push(
    `<rect x="${CARD_WIDTH - 34}" y="7" width="27" height="17" rx="4" fill="${PAPER}" stroke="${INK}"/><text x="${CARD_WIDTH - 20.5}" y="20" font-size="12" font-weight="700" text-anchor="middle" fill="${INK}" ${FONT}>${deck}</text>`,
  );
  out.push(
    textBlock(
      [{ text: t(`dd.building.${building.id}`), bold: true }],
      34,
      6,
      CARD_WIDTH - 34 - 38,
      38,
      14,
      "start",
      "#fff",
    ),
  );
  out.push(`<rect x="6" y="54" width="30" height="${CARD_HEIGHT - 108}" rx="6" fill="#e6dcc6"/>`);
  out.push(costStrip(building.cost, 21, 60, 22));
  const text = buildingText(t, building);
  if (text)
    out.push(
      textBlock(
        [{ text: text.when, bold: true, italic: true }, ...text.steps.map((step) => ({ text: step }))],
        44,
        56,
        CARD_WIDTH - 52,
        CARD_HEIGHT - 118,
        13,
      ),
    );
  out.push(
    `<circle cx="26" cy="${CARD_HEIGHT - 27}" r="18" fill="#f2d27a" stroke="${INK}" stroke-width="1.5"/><text x="26" y="${CARD_HEIGHT - 20}" font-size="20" font-weight="700" text-anchor="middle" fill="${INK}" ${FONT}>${building.points}</text>`,
  );
  return out.join("");
}

/** The back of a building card: its deck's number (and round 1's letter). */
export function buildingBackSvg(round: number, letter?: string): string {
  return `${frame("#4a2f22")}<text x="${CARD_WIDTH / 2}" y="${CARD_HEIGHT / 2 + 20}" font-size="64" font-weight="700" text-anchor="middle" fill="#e6c98f" ${FONT}>${round}${letter ?? ""}</text>`;
}

function eventPanel(side: EventSide, t: Translate, y: number, height: number, left: boolean): string {
  const fill = left ? "#f1d6cf" : "#f3e6bb";
  const arrow = left ? "◀" : "▶";
  return (
    `<rect x="8" y="${y}" width="${CARD_WIDTH - 16}" height="${height}" rx="6" fill="${fill}" stroke="${INK}" stroke-width="0.8"/>` +
    `<text x="20" y="${y + 20}" font-size="14" text-anchor="middle" fill="${left ? "#a8322d" : "#8a6d12"}" ${FONT}>${arrow}</text>` +
    textBlock(
      eventSideText(t, side).map((text) => ({ text })),
      32,
      y + 6,
      CARD_WIDTH - 48,
      height - 12,
      14,
    )
  );
}

/** An event card: name, deck, the left option (gain, reputation down) above the right one (pay, reputation up). */
export function eventSvg(event: EventCard, t: Translate): string {
  const out: string[] = [frame(PAPER)];
  out.push(
    `<path d="M1,11 Q1,1 11,1 H${CARD_WIDTH - 11} Q${CARD_WIDTH - 1},1 ${CARD_WIDTH - 1},11 V42 H1 Z" fill="#3d3550"/>`,
  );
  out.push(
    `<rect x="${CARD_WIDTH - 30}" y="8" width="22" height="17" rx="4" fill="${PAPER}" stroke="${INK}"/><text x="${CARD_WIDTH - 19}" y="21" font-size="12" font-weight="700" text-anchor="middle" fill="${INK}" ${FONT}>${event.deck}</text>`,
  );
  out.push(
    textBlock([{ text: t(`dd.event.${event.id}`), bold: true }], 12, 5, CARD_WIDTH - 48, 34, 15, "start", "#fff"),
  );
  const top = 50;
  const panel = (CARD_HEIGHT - top - 16) / 2;
  out.push(eventPanel(event.left, t, top, panel, true));
  out.push(eventPanel(event.right, t, top + panel + 8, panel, false));
  return out.join("");
}

/** An inquisitor card: colour, board letter (yellow) or place, name, and the penalty. */
export function inquisitorSvg(inquisitor: Inquisitor, t: Translate): string {
  const colour = INQUISITOR_COLOURS[inquisitor.colour];
  const out: string[] = [frame(PAPER)];
  out.push(
    `<path d="M1,11 Q1,1 11,1 H${CARD_WIDTH - 11} Q${CARD_WIDTH - 1},1 ${CARD_WIDTH - 1},11 V96 H1 Z" fill="${colour}"/>`,
  );
  const mark = inquisitor.letter ?? (inquisitor.colour === "red" ? "1–3" : "⌂");
  out.push(
    `<circle cx="${CARD_WIDTH / 2}" cy="38" r="24" fill="${PAPER}" stroke="${INK}" stroke-width="1.5"/><text x="${CARD_WIDTH / 2}" y="${mark.length > 1 ? 45 : 48}" font-size="${mark.length > 1 ? 18 : 28}" font-weight="700" text-anchor="middle" fill="${INK}" ${FONT}>${escape(mark)}</text>`,
  );
  out.push(
    textBlock(
      [{ text: t(`dd.inquisitor.${inquisitor.name}`), bold: true }],
      CARD_WIDTH / 2,
      66,
      CARD_WIDTH - 24,
      28,
      16,
      "middle",
      "#fff",
    ),
  );
  out.push(
    textBlock(
      [
        { text: t("dd.card.penalty"), italic: true },
        ...penaltyText(t, inquisitor).map((text) => ({ text, bold: true })),
      ],
      14,
      108,
      CARD_WIDTH - 28,
      CARD_HEIGHT - 124,
      13,
    ),
  );
  return out.join("");
}

/** A requirement card: the seat's colour and the wish, with the goods it means. */
export function requirementSvg(requirement: Requirement, t: Translate): string {
  const colour = SEAT_COLOURS[requirement.seat % SEAT_COLOURS.length]!;
  const out: string[] = [
    frame(PAPER),
    `<rect x="8" y="8" width="${CARD_WIDTH - 16}" height="${CARD_HEIGHT - 16}" rx="8" fill="none" stroke="${colour}" stroke-width="6"/>`,
  ];
  out.push(
    textBlock([{ text: t("dd.card.wanted"), italic: true }], CARD_WIDTH / 2, 30, CARD_WIDTH - 40, 22, 14, "middle"),
  );
  out.push(
    textBlock(
      [{ text: t(`dd.requirement.${requirement.wants}`), bold: true }],
      CARD_WIDTH / 2,
      60,
      CARD_WIDTH - 40,
      50,
      18,
      "middle",
    ),
  );
  const goods: readonly Good[] =
    requirement.wants === "rare" ? RARES : requirement.wants === "common" ? COMMONS : ["ducats"];
  const size = 40;
  const startX = CARD_WIDTH / 2 - ((goods.length - 1) * (size + 10)) / 2;
  goods.forEach((good, i) => out.push(goodToken(good, undefined, startX + i * (size + 10), 170, size)));
  return out.join("");
}

/** The back of an event card: its deck's letter. */
export function eventBackSvg(deck: "A" | "B"): string {
  return `${frame("#3d3550")}<text x="${CARD_WIDTH / 2}" y="${CARD_HEIGHT / 2 + 20}" font-size="64" font-weight="700" text-anchor="middle" fill="#d9cdea" ${FONT}>${deck}</text>`;
}

/** The back of an inquisitor card: its colour and, as the rulebook says the backs show (L319), who it is. */
export function inquisitorBackSvg(inquisitor: Inquisitor, t: Translate): string {
  const colour = INQUISITOR_COLOURS[inquisitor.colour];
  const ink = inquisitor.colour === "yellow" ? INK : PAPER;
  const mark = inquisitor.letter ?? (inquisitor.colour === "red" ? "?" : "⌂");
  return (
    frame(colour) +
    `<circle cx="${CARD_WIDTH / 2}" cy="${CARD_HEIGHT / 2 - 20}" r="40" fill="none" stroke="${ink}" stroke-width="3"/>` +
    `<text x="${CARD_WIDTH / 2}" y="${CARD_HEIGHT / 2 - 6}" font-size="40" font-weight="700" text-anchor="middle" fill="${ink}" ${FONT}>${escape(mark)}</text>` +
    textBlock(
      [{ text: t(`dd.inquisitor.${inquisitor.name}`), bold: true }],
      CARD_WIDTH / 2,
      CARD_HEIGHT / 2 + 40,
      CARD_WIDTH - 30,
      40,
      16,
      "middle",
      ink,
    )
  );
}
