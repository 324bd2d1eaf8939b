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
/** Four seats: colours apart for colour-blind eyes too, each with a dash pattern of its own. */
const COLOURS = ["#1f5fa8", "#b3261e", "#2e7d32", "#6a4b8c"];
const DASHES = ["", "8 4", "2 4", "12 4 2 4"];
/** The room a point's mark takes, so marks of equal values stand side by side. */
const MARK = 9;

/** One line a seat over the rounds, as an SVG chart; the table beside it carries the same numbers. */
export function RoundsChart({ lines, ticks, title, marks }: Props): JSX.Element {
  const points = Math.max(1, ticks.length);
  const values = lines.flat();
  const top = Math.max(1, ...values);
  const bottom = Math.min(0, ...values);
  const x = (i: number): number => PAD + ((W - 2 * PAD) * i) / Math.max(1, points - 1);
  const y = (v: number): number => H - PAD - ((H - 2 * PAD) * (v - bottom)) / (top - bottom);
  const shift = (seat: number, i: number): number => {
    const v = lines[seat]?.[i];
    const before = lines.slice(0, seat).filter((other) => other[i] === v).length;
    return (i === points - 1 && points > 1 ? -before : before) * MARK;
  };
  return (
    <svg class="dd-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title}>
      <line x1={PAD} y1={H - PAD} x2={W - PAD} y2={H - PAD} stroke="#000" />
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
        <g key={seat} data-seat={seat}>
          <polyline
            points={line.map((v, i) => `${x(i)},${y(v)}`).join(" ")}
            fill="none"
            stroke={COLOURS[seat % COLOURS.length]}
            stroke-width="2.5"
            stroke-dasharray={DASHES[seat % DASHES.length]}
          />
          {line.map((v, i) => (
            <text
              key={i}
              x={x(i) + shift(seat, i)}
              y={y(v) - 4}
              text-anchor="middle"
              font-size="12"
              font-weight="bold"
              fill={COLOURS[seat % COLOURS.length]}
            >
              {marks[seat]}
            </text>
          ))}
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
