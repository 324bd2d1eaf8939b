/** One point of a rating's history: the rating (`mu`) and its uncertainty (`sigma`) after the player's n-th game. */
export type RatingPoint = { n: number; mu: number; sigma: number };

const WIDTH = 320;
const HEIGHT = 96;
const PAD = 6;

/**
 * A rating's history as a small SVG: the rating after each game as a line, its uncertainty
 * (± σ) as the band around it, newest at the right. No text inside (the label says it in words,
 * so nothing is drawn too small to read).
 */
export function RatingChart({ points, label }: { points: readonly RatingPoint[]; label: string }) {
  if (points.length === 0) return null;
  const first = points[0]!.n;
  const last = points.at(-1)!.n;
  const low = Math.min(...points.map((p) => p.mu - p.sigma));
  const high = Math.max(...points.map((p) => p.mu + p.sigma));
  const x = (n: number) =>
    PAD + (last === first ? (WIDTH - 2 * PAD) / 2 : ((n - first) / (last - first)) * (WIDTH - 2 * PAD));
  const y = (v: number) =>
    PAD + (high === low ? (HEIGHT - 2 * PAD) / 2 : ((high - v) / (high - low)) * (HEIGHT - 2 * PAD));
  const at = (n: number, v: number) => `${x(n).toFixed(1)},${y(v).toFixed(1)}`;
  const band = [
    ...points.map((p) => at(p.n, p.mu + p.sigma)),
    ...[...points].reverse().map((p) => at(p.n, p.mu - p.sigma)),
  ].join(" ");
  const line = points.map((p) => at(p.n, p.mu)).join(" ");
  const end = points.at(-1)!;
  return (
    <svg
      class="rating-chart"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      style={{ maxWidth: "100%", height: "auto" }}
    >
      <polygon class="rating-band" points={band} fill="currentColor" fill-opacity="0.15" />
      <polyline
        class="rating-line"
        points={line}
        fill="none"
        stroke="currentColor"
        stroke-width="2"
        stroke-linejoin="round"
      />
      <circle cx={x(end.n).toFixed(1)} cy={y(end.mu).toFixed(1)} r="3.5" fill="currentColor" />
    </svg>
  );
}
