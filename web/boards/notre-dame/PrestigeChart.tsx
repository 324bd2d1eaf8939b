import type { JSX } from "preact";
import type { Translate } from "../../../worker/i18n/translate.ts";
import { colourOf } from "./seats.ts";

type Props = {
  histories: readonly (readonly number[])[];
  quarters: readonly number[];
  letters: readonly string[];
  t: Translate;
};

const W = 320;
const H = 200;
const PAD = 30;
/** Each line also gets its own dash pattern and its letter at every point, so colour is not the only cue. */
const DASHES = ["", "8 4", "2 4", "12 4 2 4", "4 2"];
/** The room a point's letter takes, so letters of equal points stand side by side. */
const LETTER = 9;

/**
 * Where each seat's letter stands beside its point: the first of the seats with the same prestige
 * in a round on the point, the others beside it (inwards in the last round, so none leaves the chart).
 */
function letterShifts(histories: Props["histories"], rounds: number): number[][] {
  return histories.map((h, seat) =>
    h.map((v, r) => {
      const before = histories.slice(0, seat).filter((other) => other[r] === v).length;
      return (r === rounds - 1 && rounds > 1 ? -before : before) * LETTER;
    }),
  );
}

/** Prestige over the rounds as an SVG line chart; the table next to it carries the same numbers. */
export function PrestigeChart({ histories, quarters, letters, t }: Props): JSX.Element {
  const rounds = Math.max(1, ...histories.map((h) => h.length));
  const top = Math.max(1, ...histories.flat());
  const x = (r: number): number => PAD + ((W - 2 * PAD) * r) / Math.max(1, rounds - 1);
  const y = (v: number): number => H - PAD - ((H - 2 * PAD) * v) / top;
  const shifts = letterShifts(histories, rounds);
  return (
    <svg class="nd-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t("nd.end.chart")}>
      <line x1={PAD} y1={H - PAD} x2={W - PAD} y2={H - PAD} stroke="#000" />
      <line x1={PAD} y1={PAD} x2={PAD} y2={H - PAD} stroke="#000" />
      <text x={PAD - 4} y={PAD + 4} text-anchor="end" font-size="13">
        {top}
      </text>
      <text x={PAD - 4} y={H - PAD} text-anchor="end" font-size="13">
        0
      </text>
      {histories.map((h, seat) => {
        const q = quarters[seat] ?? seat;
        const points = h.map((v, r) => `${x(r)},${y(v)}`).join(" ");
        return (
          <g key={seat}>
            <polyline
              points={points}
              fill="none"
              stroke={colourOf(q)}
              stroke-width="2.5"
              stroke-dasharray={DASHES[seat % DASHES.length]}
            />
            {h.map((v, r) => (
              <text
                key={r}
                x={x(r) + (shifts[seat]?.[r] ?? 0)}
                y={y(v) - 4}
                text-anchor="middle"
                font-size="12"
                font-weight="bold"
                fill={colourOf(q)}
              >
                {letters[seat]}
              </text>
            ))}
          </g>
        );
      })}
    </svg>
  );
}
