/**
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, from PractRand): 128 bits of state
 * kept as four uint32 in the game state, so a game is `setup(seed)` plus its moves.
 */
export type RngState = readonly [number, number, number, number];

/** Hashes a seed string into an sfc32 state (cyrb128), then discards the first outputs. */
export function seedRng(seed: string): RngState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  let state: RngState = [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
  for (let i = 0; i < 15; i++) state = next(state)[1];
  return state;
}

function next([a, b, c, d]: RngState): [number, RngState] {
  const t = (((a + b) | 0) + d) | 0;
  const nd = (d + 1) | 0;
  const na = b ^ (b >>> 9);
  const nb = (c + (c << 3)) | 0;
  const rot = (c << 21) | (c >>> 11);
  const nc = (rot + t) | 0;
  return [t >>> 0, [na >>> 0, nb >>> 0, nc >>> 0, nd >>> 0]];
}

/** A uniform integer in [0, n), without modulo bias. */
export function randomInt(state: RngState, n: number): [number, RngState] {
  const limit = Math.floor(0x100000000 / n) * n;
  let s = state;
  for (;;) {
    const [x, after] = next(s);
    s = after;
    if (x < limit) return [x % n, s];
  }
}

/** Fisher–Yates shuffle; returns the shuffled copy and the advanced state. */
export function shuffle<T>(items: readonly T[], state: RngState): [T[], RngState] {
  const out = items.slice();
  let s = state;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, after] = randomInt(s, i + 1);
    s = after;
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return [out, s];
}
