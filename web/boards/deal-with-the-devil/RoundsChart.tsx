import type { JSX } from "preact";
import type { Translate } from "../../../worker/i18n/translate.ts";

type Props = {
  /** Per seat, one value a point (the rounds, then maybe the final total). */
  lines: readonly (readonly number[])[];
  /** The x axis's labels, one a point. */
  ticks: readonly string[];
  /** The chart's name for screen readers and its heading. */
  title: string;
  /** Each seat's mark at its points: its number, so colour is not the only cue. */
  marks: readonly string[];
};

const W = 300;
const H = 180;
const PAD = 28;
/** Room right of the last points for each line's mark. */
const END = 26;
/** Four seats: colours apart for colour-blind eyes too, each with a dash pattern of its own. */
const COLOURS = ["#1f5fa8", "#b3261e", "#2e7d32", "#6a4b8c"];
const DASHES = ["", "8 4", "2 4", "12 4 2 4"];
/** The height a mark takes: the marks at the lines' ends stand at least this far apart. */
const MARK = 13;

/** Where each line's mark stands at its end (its baseline): by its last point, pushed apart so none covers another. */
function endMarks(lastY: readonly number[]): number[] {
  const order = lastY.map((y, seat) => ({ y, seat })).sort((a, b) => a.y - b.y);
  const out: number[] = [];
  let previous = -Infinity;
  for (const { y, seat } of order) {
    previous = Math.max(y + 4, previous + MARK);
    out[seat] = previous;
  }
  // Pushed below the chart's foot: all of them go up as far as the last overshot.
  const over = Math.max(0, previous - (H - 2));
  return out.map((y) => y - over);
}

/** One line a seat over the rounds, as an SVG chart; the table beside it carries the same numbers. */
export function RoundsChart({ lines, ticks, title, marks }: Props): JSX.Element {
  const points = Math.max(1, ticks.length);
  const values = lines.flat();
  const top = Math.max(1, ...values);
  const bottom = Math.min(0, ...values);
  const x = (i: number): number => PAD + ((W - PAD - END) * i) / Math.max(1, points - 1);
  const y = (v: number): number => H - PAD - ((H - 2 * PAD) * (v - bottom)) / (top - bottom);
  const ends = endMarks(lines.map((line) => y(line.at(-1) ?? 0)));
  return (
    <svg class="dd-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title}>
      <line x1={PAD} y1={H - PAD} x2={W - END} y2={H - PAD} stroke="#000" />
      <line x1={PAD} y1={PAD} x2={PAD} y2={H - PAD} stroke="#000" />
      <text x={PAD - 4} y={PAD + 4} text-anchor="end" font-size="13">
        {top}
      </text>
      <text x={PAD - 4} y={H - PAD} text-anchor="end" font-size="13">
        {bottom}
      </text>
      {ticks.map((tick, i) => (
        <text key={tick} x={x(i)} y={H - PAD + 16} text-anchor="middle" font-size="13">
          {tick}
        </text>
      ))}
      {lines.map((line, seat) => (
        <g key={seat} data-seat={seat} fill={COLOURS[seat % COLOURS.length]}>
          <polyline
            points={line.map((v, i) => `${x(i)},${y(v)}`).join(" ")}
            fill="none"
            stroke={COLOURS[seat % COLOURS.length]}
            stroke-width="2.5"
            stroke-dasharray={DASHES[seat % DASHES.length]}
          />
          {line.map((v, i) => (
            <circle key={i} cx={x(i)} cy={y(v)} r="2.5" />
          ))}
          <text x={x(points - 1) + 6} y={ends[seat]} font-size="12" font-weight="bold">
            {marks[seat]}
          </text>
        </g>
      ))}
    </svg>
  );
}

/** Reputation and score over the rounds (the score's last point: the final total), each a chart with its table. */
export function History({
  history,
  totals,
  names,
  t,
}: {
  history: readonly { reputation: number; score: number }[][];
  totals: readonly (number | undefined)[];
  names: readonly string[];
  t: Translate;
}): JSX.Element | null {
  if (history.length === 0) return null;
  const rounds = history.map((_, r) => String(r + 1));
  const marks = names.map((_, seat) => String(seat + 1));
  const reputation = names.map((_, seat) => history.map((row) => row[seat]?.reputation ?? 0));
  const score = names.map((_, seat) => [
    ...history.map((row) => row[seat]?.score ?? 0),
    ...(totals[seat] === undefined ? [] : [totals[seat] ?? 0]),
  ]);
  const scoreTicks = totals.some((v) => v !== undefined) ? [...rounds, t("ddt.end.final")] : rounds;
  return (
    <div class="dd-history">
      <h3>{t("ddt.end.history")}</h3>
      <p class="dd-line dd-legend">
        {names.map((name, seat) => (
          <span key={seat} class="dd-legend-item" style={{ color: COLOURS[seat % COLOURS.length] }}>
            {marks[seat]} {name}
          </span>
        ))}
      </p>
      <div class="dd-charts">
        <figure>
          <figcaption>{t("ddt.end.reputation")}</figcaption>
          <RoundsChart lines={reputation} ticks={rounds} title={t("ddt.end.reputationChart")} marks={marks} />
        </figure>
        <figure>
          <figcaption>{t("ddt.end.score")}</figcaption>
          <RoundsChart lines={score} ticks={scoreTicks} title={t("ddt.end.scoreChart")} marks={marks} />
        </figure>
      </div>
      <div class="dd-scroll" tabIndex={0}>
        <table class="dd-scores">
          <caption>{t("ddt.end.byRound")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("ddt.end.round")}</th>
              {names.map((name, seat) => (
                <th scope="col" key={seat}>
                  {marks[seat]} {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {history.map((row, r) => (
              <tr key={r}>
                <th scope="row">{rounds[r]}</th>
                {row.map((cell, seat) => (
                  <td key={seat}>{t("ddt.end.cell", { reputation: cell.reputation, score: cell.score })}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
