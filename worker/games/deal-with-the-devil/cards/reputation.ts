/**
 * The reputation track (CHOSEN lengths; rules file "Content"): 15 spaces, start on 9, the knot one
 * below it (L898), an angel wing on reaching the top (L842), a demon wing on entering each of the
 * three lowest spaces while moving down (L856), and the drift arrows toward the knot (L890).
 */
export const REPUTATION = {
  spaces: 15,
  start: 9,
  knot: 8,
  top: 15,
  demonSpaces: [1, 2, 3],
  /** `drift[space - 1]`: spaces moved toward the knot at the end of the reputation phase. */
  drift: [2, 2, 2, 1, 1, 1, 1, 0, 1, 1, 1, 1, 2, 2, 2],
} as const;
