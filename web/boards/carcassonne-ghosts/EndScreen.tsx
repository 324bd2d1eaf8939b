import type { JSX } from "preact";
import type { Translate } from "../../../worker/i18n/translate.ts";
import type { PlayerInfo } from "../types.ts";
import type { CgView } from "./types.ts";

/** Small enough that 13-unit text reads at 12 px on a 350 px phone. */
const W = 360;
const H = 200;
const PAD = 28;

/** Score (solid) and ghosts on the board (dashed) after each turn, with the goal as a line. */
function TrailChart({ view, t }: { view: CgView; t: Translate }): JSX.Element {
  const trail = view.trail;
  const top = Math.max(view.goal, ...trail.map(([score, ghosts]) => Math.max(score, ghosts)), 1);
  const x = (i: number) => PAD + (i / Math.max(1, trail.length - 1)) * (W - 2 * PAD);
  const y = (v: number) => H - PAD - (v / top) * (H - 2 * PAD);
  const line = (pick: (p: readonly [number, number]) => number) =>
    trail.map((p, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(pick(p)).toFixed(1)}`).join(" ");
  return (
    <svg class="cg-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t("cgt.end.chart")}>
      <line
        x1={PAD}
        x2={W - PAD}
        y1={y(view.goal)}
        y2={y(view.goal)}
        stroke="#2b8a3e"
        stroke-dasharray="2 4"
        stroke-width="2"
      />
      <text x={W - PAD} y={y(view.goal) - 6} text-anchor="end">
        {t("cgt.end.goalLine", { goal: view.goal })}
      </text>
      <line x1={PAD} x2={PAD} y1={PAD / 2} y2={H - PAD} stroke="#111" />
      <line x1={PAD} x2={W - PAD} y1={H - PAD} y2={H - PAD} stroke="#111" />
      <text x={PAD} y={H - 10}>
        {t("cgt.end.turns", { count: trail.length })}
      </text>
      <path d={line((p) => p[0])} fill="none" stroke="#0d47a1" stroke-width="3" />
      <path d={line((p) => p[1])} fill="none" stroke="#555" stroke-width="3" stroke-dasharray="8 5" />
    </svg>
  );
}

/** Turn by turn as a table: the chart's figures for a screen reader and a phone. */
function TrailTable({ view, t }: { view: CgView; t: Translate }): JSX.Element {
  return (
    <table>
      <caption class="visually-hidden">{t("cgt.end.byTurn")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("cgt.end.turn")}</th>
          <th scope="col">{t("cgt.end.score")}</th>
          <th scope="col">{t("cgt.end.ghosts")}</th>
        </tr>
      </thead>
      <tbody>
        {view.trail.map(([score, ghosts], i) => (
          <tr key={i}>
            <th scope="row">{i + 1}</th>
            <td>{score}</td>
            <td>{ghosts}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Won or lost and why, the score against the goal, and score and ghosts over the game. */
export function EndScreen({ view, t }: { view: CgView; players: readonly PlayerInfo[]; t: Translate }): JSX.Element {
  const why = view.result?.won ? "won" : view.result?.reason === "ghosts" ? "lostGhosts" : "lostTiles";
  return (
    <section class="cg-end" aria-label={t("cgt.end.title")}>
      <h2>{t(`cgt.end.${why}`)}</h2>
      <p>{t("cgt.end.score.line", { score: view.reached, goal: view.goal, level: view.level })}</p>
      <p class="cg-legend-line">
        <span class="cg-key-score">{t("cgt.end.key.score")}</span> ·{" "}
        <span class="cg-key-ghosts">{t("cgt.end.key.ghosts")}</span>
      </p>
      <div class="cg-scroll">
        <TrailChart view={view} t={t} />
      </div>
      {/* Folded: a whole game's rows pushed the board far below the chart. */}
      <details class="cg-by-turn">
        <summary>{t("cgt.end.byTurn")}</summary>
        <div class="cg-scroll" tabIndex={0}>
          <TrailTable view={view} t={t} />
        </div>
      </details>
    </section>
  );
}
