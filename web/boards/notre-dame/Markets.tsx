import type { JSX } from "preact";
import { parseMarket, roads } from "../../../worker/games/notre-dame/table.ts";
import type { Translate } from "../../../worker/i18n/translate.ts";
import { MARKET_RADIUS, marketPoint } from "./geometry.ts";
import { Target } from "./Target.tsx";
import { colourOf, inkOf } from "./seats.ts";
import type { Market, NdView } from "./types.ts";

type Props = {
  view: NdView;
  letters: readonly string[];
  marketLabel: (m: Market) => string;
  /** Markets that answer the current step, with the token each picks. */
  targets: ReadonlyMap<Market, string>;
  /** Whether the markets are big enough on screen to be tapped (else they are only highlighted). */
  pickable: boolean;
  onPick: (token: string) => void;
  disabled: boolean;
  t: Translate;
};

/** The roads between markets: drawn first, under the quarters, so no road crosses a field's label. */
export function Roads({ quarters }: { quarters: number }): JSX.Element {
  const graph = roads(quarters);
  const at = (m: Market) => marketPoint(m, quarters);
  const edges: [Market, Market][] = [];
  for (const [a, ns] of graph) for (const b of ns) if (a < b) edges.push([a, b]);
  return (
    <g class="nd-roads">
      {edges.map(([a, b]) => (
        <line key={`${a}-${b}`} x1={at(a).x} y1={at(a).y} x2={at(b).x} y2={at(b).y} class="nd-road" />
      ))}
    </g>
  );
}

type Point = { x: number; y: number };

/** A message token on a market, in the colour of its quarter. */
function MessageToken({ at, quarter, kind, t }: { at: Point; quarter: number; kind: string; t: Translate }) {
  return (
    <g>
      <rect
        x={at.x - 18}
        y={at.y - 18}
        width="36"
        height="36"
        rx="5"
        fill={colourOf(quarter)}
        stroke="#000"
        stroke-width="2"
      />
      <text x={at.x} y={at.y + 8} text-anchor="middle" class="nd-token-text" fill={inkOf(quarter)}>
        {t(`nd.tokenShort.${kind}`)}
      </text>
    </g>
  );
}

/** The carriages standing on a market, side by side, each with its quarter's letter. */
function Carriages({ at, quarters, letters }: { at: Point; quarters: readonly number[]; letters: readonly string[] }) {
  return (
    <>
      {quarters.map((q, i) => {
        const x = at.x - 24 + i * 24;
        return (
          <g key={q}>
            <path
              d={`M${x - 12} ${at.y + 48} h24 v-18 l-12 -9 l-12 9 z`}
              fill={colourOf(q)}
              stroke="#000"
              stroke-width="2"
            />
            <text x={x} y={at.y + 46} text-anchor="middle" class="nd-carriage-text" fill={inkOf(q)}>
              {letters[q]}
            </text>
          </g>
        );
      })}
    </>
  );
}

/** Markets, message tokens and carriages. */
export function Markets({ view, letters, marketLabel, targets, pickable, onPick, disabled, t }: Props): JSX.Element {
  return (
    <g class="nd-markets">
      {[...roads(view.quarters).keys()].map((m) => {
        const p = marketPoint(m, view.quarters);
        const parsed = parseMarket(m);
        const quarter = parsed?.quarter ?? 0;
        const token = view.tokens[m];
        const carriages = view.players.flatMap((pl) => (pl.carriage === m ? [pl.quarter] : []));
        const pick = targets.get(m);
        return (
          <Target
            key={m}
            label={marketLabel(m)}
            disabled={disabled}
            onPick={pick === undefined || !pickable ? undefined : () => onPick(pick)}
          >
            <circle
              cx={p.x}
              cy={p.y}
              r={MARKET_RADIUS}
              class={pick === undefined ? "nd-market" : "nd-market nd-highlight"}
            />
            {parsed?.spot === "c" && (
              <>
                <text x={p.x} y={p.y + 8} text-anchor="middle" class="nd-market-letter">
                  {letters[quarter]}
                </text>
                <text x={p.x} y={p.y} text-anchor="middle" dominant-baseline="central" class="nd-overview">
                  {letters[quarter]}
                </text>
              </>
            )}
            {token !== undefined && <MessageToken at={p} quarter={quarter} kind={token} t={t} />}
            <Carriages at={p} quarters={carriages} letters={letters} />
          </Target>
        );
      })}
    </g>
  );
}
