/**
 * Which unseen tiles could still fill an empty spot: a feature ending where none fits can never
 * close. Only the tiles nobody has seen count, never the piles' order nor a face-down front.
 */
import { shape } from "./catalogue.ts";
import { facing, opposite, STEPS, unturned, type Shape } from "./geometry.ts";
import { near, type Scan } from "./scan.ts";
import { isFaceUp, type Placed } from "./state.ts";

const KIND_CODES = ["city", "road", "field"] as const;

const EDGE_CODES = new Map<Shape, number[][]>();

/** Per turn, each edge of a tile as the spot's code for it: 8 × edge kind + its fog bits, segment by segment. */
function edgeCodes(sh: Shape): number[][] {
  const known = EDGE_CODES.get(sh);
  if (known) return known;
  const codes = [0, 1, 2, 3].map((r) =>
    [0, 1, 2, 3].map((e) => {
      let code = 8 * (KIND_CODES.indexOf(sh.kinds[r]?.[e] ?? "field") + 2);
      for (let k = 0; k < 3; k++) if (sh.fogSegments[unturned(3 * e + k, r)]) code += 1 << k;
      return code;
    }),
  );
  EDGE_CODES.set(sh, codes);
  return codes;
}

/** A tile as the spot sees it: the placed one, or the one being judged (shape and turn). */
export type Side = { sh: Shape; r: number } | "down" | undefined;

function sideOf(tile: Placed | undefined): Side {
  if (!tile) return undefined;
  return isFaceUp(tile) ? { sh: shape(tile.id), r: tile.r } : "down";
}

/**
 * How many unseen tiles could go on the empty spot (qx, qy), and how many of them would also meet
 * the fog around it with fog (closing it there): 0 means every feature ending there is dead.
 * `judged` stands at (x, y) as if placed.
 */
export function fitsAt(
  sc: Scan,
  qx: number,
  qy: number,
  x: number,
  y: number,
  judged: Side,
): readonly [number, number] {
  // Each edge of the spot as one code: 0 empty, 1 face down, else 8 × edge kind + the fog bits facing it.
  const codes: number[] = [];
  let key = 0;
  for (let e = 0; e < 4; e++) {
    const [dx, dy] = STEPS[e] ?? [0, 0];
    const side = qx + dx === x && qy + dy === y ? judged : sideOf(near(sc, qx + dx, qy + dy));
    let code = side === undefined ? 0 : 1;
    if (side !== undefined && side !== "down") {
      code = 8 * (KIND_CODES.indexOf(side.sh.kinds[side.r]?.[opposite(e)] ?? "field") + 2);
      for (let k = 0; k < 3; k++) if (side.sh.fogSegments[unturned(facing(3 * e + k), side.r)]) code += 1 << k;
    }
    codes.push(code);
    key = key * 40 + code;
  }
  const known = sc.fits.get(key);
  if (known) return known;
  let fits = 0;
  let fogFits = 0;
  for (const { shape: sh, count } of sc.unseen) {
    let edges = false;
    let foggy = false;
    for (const own of edgeCodes(sh)) {
      let ok = true;
      let closes = true;
      for (let e = 0; e < 4 && ok; e++) {
        const code = codes[e] ?? 0;
        if (code < 8) continue;
        const mine = own[e] ?? 0;
        if (mine >> 3 !== code >> 3) ok = false;
        else if (mine !== code) closes = false;
      }
      if (!ok) continue;
      edges = true;
      if (closes) foggy = true;
      if (foggy) break;
    }
    if (edges) fits += count;
    if (foggy) fogFits += count;
  }
  const found = [fits, fogFits] as const;
  sc.fits.set(key, found);
  return found;
}
