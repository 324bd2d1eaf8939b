/**
 * SVG drawing of Carcassonne-ghosts tiles as markup strings: a tile's `<g>` content in a 100×100
 * box (x east, y south), so the same code serves the table (inside an `<svg>` or a Preact
 * `<g dangerouslySetInnerHTML>`), the atlas and Node. No DOM, no ids (many tiles share a page).
 *
 * Each tile is drawn unturned and then turned as a whole, as a printed tile is, except that its
 * pictures (castle, cemetery, village, shields, ghost symbols) stay upright to be read at a glance.
 */
import type { CityPart, Rotation, TileDef } from "../../../worker/games/carcassonne-ghosts/table.ts";

const COLOURS = {
  field: "#8cbf4f",
  fieldEdge: "#5f8f32",
  city: "#d8b47a",
  wall: "#7a4e22",
  road: "#f1e8d2",
  roadEdge: "#6b5840",
  fog: "#e6e9ef",
  fogEdge: "#8a93a3",
  ghost: "#ffffff",
  ink: "#2b2b2b",
  shield: "#2f5fb3",
  back: "#5b3f2a",
  backMark: "#8a6a4a",
} as const;

/** Fog bands run this deep from the border, and a cloud (a circle touching the border) rounds each off. */
const FOG_DEPTH = 22;
const CLOUD_RADIUS = 16;
/** Where an edge's middle segment starts and ends along the edge. */
const MIDDLE = [38, 62] as const;

type Point = readonly [number, number];

/** Turns a point drawn for the north edge onto edge `edge` (quarter turns clockwise about the centre). */
function onEdge(point: Point, edge: number): Point {
  let [x, y] = point;
  for (let i = 0; i < edge; i++) [x, y] = [100 - y, x];
  return [x, y];
}

/** Keeps a picture at (x, y) upright on a tile turned `rotation` quarters. */
function upright(markup: string, [x, y]: Point, rotation: Rotation): string {
  return rotation === 0 ? markup : `<g transform="rotate(${-90 * rotation} ${fmt(x)} ${fmt(y)})">${markup}</g>`;
}

const fmt = (n: number) => String(Math.round(n * 10) / 10);
const pt = ([x, y]: Point) => `${fmt(x)},${fmt(y)}`;

const CORNERS: readonly Point[] = [
  [0, 0],
  [100, 0],
  [100, 100],
  [0, 100],
];
const CENTRE: Point = [50, 50];

function edgeMiddle(edge: number): Point {
  return onEdge([50, 0], edge);
}

/** The band of fog along segment `segment`, mitred at the corners. */
function fogBand(segment: number): Point[] {
  const k = segment % 3;
  const [a, b] = MIDDLE;
  const local: Point[] =
    k === 0
      ? [
          [0, 0],
          [a, 0],
          [a, FOG_DEPTH],
          [FOG_DEPTH, FOG_DEPTH],
        ]
      : k === 1
        ? [
            [a, 0],
            [b, 0],
            [b, FOG_DEPTH],
            [a, FOG_DEPTH],
          ]
        : [
            [b, 0],
            [100, 0],
            [100 - FOG_DEPTH, FOG_DEPTH],
            [b, FOG_DEPTH],
          ];
  return local.map((p) => onEdge(p, Math.floor(segment / 3)));
}

/** A point well inside segment `segment`'s fog: the centre of its cloud, far enough from both borders. */
function anchor(segment: number): Point {
  const along = [19, 50, 81][segment % 3]!;
  return onEdge([along, CLOUD_RADIUS], Math.floor(segment / 3));
}

/** The path of a road: edge to edge (straight or curving round the centre), or edge to centre. */
function roadPath(segments: readonly number[]): string {
  const [first, second] = segments.map((s) => edgeMiddle(Math.floor(s / 3)));
  if (!second) return `M${pt(first!)} L${pt(CENTRE)}`;
  const [e1, e2] = segments.map((s) => Math.floor(s / 3));
  if ((e1! + 2) % 4 === e2) return `M${pt(first!)} L${pt(second)}`;
  return `M${pt(first!)} Q${pt(CENTRE)} ${pt(second)}`;
}

function cityEdges(city: CityPart): number[] {
  return [0, 1, 2, 3].filter((edge) => city.segments.includes(3 * edge + 1));
}

/** A city's outline: along its walled edges, and across the tile between them on a curve (see wallControl). */
function cityPath(city: CityPart): string {
  const edges = cityEdges(city);
  if (edges.length === 4) return "M0,0 H100 V100 H0 Z";
  const walled = (edge: number) => edges.includes(edge % 4);
  // Start at a walled edge that follows an open one, so every run of walled edges is whole.
  const start = edges.find((edge) => !walled(edge + 3))!;
  let path = `M${pt(CORNERS[start]!)}`;
  let edge = start;
  while (edge < start + 4) {
    if (walled(edge)) {
      path += ` L${pt(CORNERS[(edge + 1) % 4]!)}`;
      edge++;
      continue;
    }
    const from = CORNERS[edge % 4]!;
    const skipped: Point[] = [];
    let next = edge + 1;
    for (; !walled(next); next++) skipped.push(CORNERS[next % 4]!);
    const to = CORNERS[next % 4]!;
    const mid: Point = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
    const control = wallControl(mid, skipped);
    path += ` Q${pt(control)} ${pt(to)}`;
    edge = next;
  }
  return `${path} Z`;
}

/**
 * The control point of the wall across open edges from `mid` (between the run's ends): a cap bows
 * in towards the far corners, a wall along one open edge towards the centre, and the diagonal
 * wall of a two-edge city back towards the city, leaving room for a road round the far corner.
 */
function wallControl(mid: Point, skipped: readonly Point[]): Point {
  const [target, pull] =
    skipped.length === 0 ? [CENTRE, 0.9] : skipped.length === 1 ? [skipped[0]!, -0.25] : [average(skipped), 0.45];
  return [mid[0] + (target[0] - mid[0]) * pull, mid[1] + (target[1] - mid[1]) * pull];
}

function average(points: readonly Point[]): Point {
  const sum = points.reduce<[number, number]>((acc, [x, y]) => [acc[0] + x, acc[1] + y], [0, 0]);
  return [sum[0] / points.length, sum[1] / points.length];
}

/** Where a city's shields go: from the middle of its walled edges a third of the way in. */
function shieldPlace(city: CityPart): Point {
  const edges = cityEdges(city);
  if (edges.length === 4) return CENTRE;
  const mid = average(edges.map(edgeMiddle));
  return [mid[0] + (50 - mid[0]) * 0.35, mid[1] + (50 - mid[1]) * 0.35];
}

function shield([x, y]: Point, index: number): string {
  const cx = x + index * 14;
  return `<path d="M${fmt(cx - 6)},${fmt(y - 7)} h12 v6 q0,6 -6,9 q-6,-3 -6,-9 z" fill="${COLOURS.shield}" stroke="#fff" stroke-width="1.3"/><path d="M${fmt(cx)},${fmt(y - 5)} v10 M${fmt(cx - 4)},${fmt(y - 1)} h8" stroke="#fff" stroke-width="1.3"/>`;
}

function castle(): string {
  const crenels = [36, 45, 54, 60]
    .map((x) => `<rect x="${x}" y="36" width="4" height="5" fill="#a3a3a3" stroke="${COLOURS.ink}" stroke-width="1"/>`)
    .join("");
  return (
    `<g class="castle">${crenels}` +
    `<rect x="36" y="40" width="28" height="23" fill="#a3a3a3" stroke="${COLOURS.ink}" stroke-width="1.2"/>` +
    `<path d="M45,63 v-8 a5,5 0 0 1 10,0 v8 z" fill="#4a3322"/>` +
    `<path d="M50,36 V26 l8,3 -8,3" fill="#c0392b" stroke="${COLOURS.ink}" stroke-width="0.8"/></g>`
  );
}

function cemetery(): string {
  const stones = [40, 50, 60]
    .map(
      (x) =>
        `<path d="M${x - 3},60 v-8 a3,3 0 0 1 6,0 v8 z" fill="#d9d9d9" stroke="${COLOURS.ink}" stroke-width="0.8"/>`,
    )
    .join("");
  return (
    `<g class="cemetery"><rect x="33" y="38" width="34" height="26" rx="3" fill="#7a6f55" stroke="${COLOURS.ink}" stroke-width="1.2" stroke-dasharray="3 1.5"/>` +
    `${stones}<path d="M50,40 v9 M46.5,43 h7" stroke="#f0f0f0" stroke-width="1.8"/></g>`
  );
}

function village(): string {
  return `<g class="junction"><rect x="44" y="46" width="12" height="10" fill="#e9e2d0" stroke="${COLOURS.ink}" stroke-width="1"/><path d="M42,47 L50,39 L58,47 Z" fill="#b23a2a" stroke="${COLOURS.ink}" stroke-width="1"/></g>`;
}

/** A ghost symbol centred on (x, y). */
function ghostSymbol([x, y]: Point, size = 6): string {
  const s = size;
  return (
    `<g class="ghost-symbol"><path d="M${fmt(x - s)},${fmt(y + s)} V${fmt(y)} A${s},${s} 0 0 1 ${fmt(x + s)},${fmt(y)} V${fmt(y + s)} L${fmt(x + s / 2)},${fmt(y + s * 0.6)} L${fmt(x)},${fmt(y + s)} L${fmt(x - s / 2)},${fmt(y + s * 0.6)} Z" fill="${COLOURS.ghost}" stroke="${COLOURS.ink}" stroke-width="1"/>` +
    `<circle cx="${fmt(x - s * 0.35)}" cy="${fmt(y - s * 0.1)}" r="${fmt(s * 0.17)}" fill="${COLOURS.ink}"/><circle cx="${fmt(x + s * 0.35)}" cy="${fmt(y - s * 0.1)}" r="${fmt(s * 0.17)}" fill="${COLOURS.ink}"/></g>`
  );
}

/** Groups of fog segments that touch around the border (s, s + 1). */
function borderRuns(segments: readonly number[]): number[][] {
  const set = new Set(segments);
  const runs: number[][] = [];
  const seen = new Set<number>();
  for (const s of segments) {
    if (seen.has(s)) continue;
    let first = s;
    while (set.has((first + 11) % 12) && (first + 11) % 12 !== s) first = (first + 11) % 12;
    const run: number[] = [];
    for (let t = first; set.has(t) && !seen.has(t); t = (t + 1) % 12) {
      run.push(t);
      seen.add(t);
    }
    runs.push(run);
  }
  return runs;
}

/**
 * The fog: a band along each covered segment, the covered roads along their whole length, and a
 * stroke through the field that joins runs of fog not touching along the border.
 */
function fogLayer(tile: TileDef): string {
  const fog = tile.fog;
  if (!fog) return "";
  const covered = new Set(fog.segments);
  const shapes: string[] = fog.segments.map(
    (s) =>
      `<polygon points="${fogBand(s).map(pt).join(" ")}"/><circle cx="${fmt(anchor(s)[0])}" cy="${fmt(anchor(s)[1])}" r="${CLOUD_RADIUS}"/>`,
  );
  for (const road of tile.roads) {
    if (road.segments.length === 2 && road.segments.every((s) => covered.has(s)))
      shapes.push(`<path d="${roadPath(road.segments)}" fill="none" stroke-width="24"/>`);
  }
  const runs = borderRuns(fog.segments);
  for (let i = 1; i < runs.length; i++) {
    const from = runs[i - 1]!;
    const to = runs[i]!;
    const field = tile.fields.find(
      (f) => from.some((s) => f.segments.includes(s)) && to.some((s) => f.segments.includes(s)),
    );
    if (!field) continue;
    const via = average(field.segments.map((s) => onEdge([[20, 50, 80][s % 3]!, 30], Math.floor(s / 3))));
    const a = anchor(from[Math.floor(from.length / 2)]!);
    const b = anchor(to[Math.floor(to.length / 2)]!);
    shapes.push(`<path d="M${pt(a)} Q${pt(via)} ${pt(b)}" fill="none" stroke-width="22" stroke-linecap="round"/>`);
  }
  return `<g class="fog" opacity="0.8" fill="${COLOURS.fog}" stroke="${COLOURS.fog}" stroke-linejoin="round">${shapes.join("")}</g>`;
}

function fogSymbols(tile: TileDef, rotation: Rotation): string {
  const fog = tile.fog;
  if (!fog || fog.symbols === 0) return "";
  // On the clouds nearest the fog's middle; a second symbol on the nearest cloud clear of the first.
  const middle = average(fog.segments.map(anchor));
  const nearest = fog.segments.map(anchor).sort((a, b) => distance(a, middle) - distance(b, middle));
  const first = nearest[0]!;
  const second = nearest.find((p) => distance(p, first) >= 24);
  const places: Point[] =
    fog.symbols === 1
      ? [first]
      : second
        ? [first, second]
        : [
            [first[0] - 7, first[1]],
            [first[0] + 7, first[1]],
          ];
  return places.map((p) => upright(ghostSymbol(p), p, rotation)).join("");
}

function distance(a: Point, b: Point): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

/** The markup of `tile` turned `rotation` quarters clockwise, in a 100×100 box at the origin. */
export function tileSvg(tile: TileDef, rotation: Rotation = 0): string {
  const roads = tile.roads
    .map((road) => {
      const d = roadPath(road.segments);
      return `<path class="road" d="${d}" fill="none" stroke="${COLOURS.roadEdge}" stroke-width="10"/><path d="${d}" fill="none" stroke="${COLOURS.road}" stroke-width="7"/>`;
    })
    .join("");
  const cities = tile.cities
    .map(
      (city) =>
        `<path class="city" d="${cityPath(city)}" fill="${COLOURS.city}" stroke="${COLOURS.wall}" stroke-width="2.5" stroke-linejoin="round"/>`,
    )
    .join("");
  const shields = tile.cities
    .flatMap((city) =>
      Array.from({ length: city.shields }, (_, i) =>
        upright(shield(shieldPlace(city), i), shieldPlace(city), rotation),
      ),
    )
    .join("");
  const picture =
    tile.centre === "castle"
      ? castle()
      : tile.centre === "cemetery"
        ? cemetery()
        : tile.centre === "junction"
          ? village()
          : "";
  const centre = picture && upright(picture, CENTRE, rotation);
  const body =
    `<rect width="100" height="100" fill="${COLOURS.field}"/>` +
    roads +
    fogLayer(tile) +
    cities +
    shields +
    centre +
    fogSymbols(tile, rotation) +
    `<rect x="0.5" y="0.5" width="99" height="99" fill="none" stroke="${COLOURS.fieldEdge}" stroke-width="1"/>`;
  return rotation === 0 ? body : `<g transform="rotate(${90 * rotation} 50 50)">${body}</g>`;
}

/** A face-down tile: its back, the same for every tile. */
export function tileBackSvg(): string {
  return (
    `<rect width="100" height="100" fill="${COLOURS.back}"/>` +
    `<rect x="6" y="6" width="88" height="88" fill="none" stroke="${COLOURS.backMark}" stroke-width="2"/>` +
    `<path d="M50,18 L82,50 L50,82 L18,50 Z" fill="none" stroke="${COLOURS.backMark}" stroke-width="3"/>` +
    `<circle cx="50" cy="50" r="10" fill="${COLOURS.backMark}"/>`
  );
}
