import type { JSX } from "preact";
import { parseMarket, roads } from "../../../worker/games/notre-dame/board.ts";
import type { Translate } from "../../../worker/i18n/translate.ts";
import { marketPoint } from "./geometry.ts";
import { Target } from "./Target.tsx";
import { colourOf, inkOf } from "./seats.ts";
import type { Market, NdView } from "./types.ts";

type Props = {
  view: NdView;
  letters: readonly string[];
  marketLabel: (m: Market) => string;
  /** Markets that answer the current step, with the token each picks. */
  targets: ReadonlyMap<Market, string>;
  onPick: (token: string) => void;
  disabled: boolean;
  t: Translate;
};

/** Roads, markets, message tokens and carriages. */
export function Markets({ view, letters, marketLabel, targets, onPick, disabled, t }: Props): JSX.Element {
  const graph = roads(view.quarters);
  const at = (m: Market) => marketPoint(m, view.quarters);
  const edges: [Market, Market][] = [];
  for (const [a, ns] of graph) for (const b of ns) if (a < b) edges.push([a, b]);
  return (
    <g class="nd-markets">
      {edges.map(([a, b]) => (
        <line key={`${a}-${b}`} x1={at(a).x} y1={at(a).y} x2={at(b).x} y2={at(b).y} class="nd-road" />
      ))}
      {[...graph.keys()].map((m) => {
        const p = at(m);
        const parsed = parseMarket(m);
        const quarter = parsed?.quarter ?? 0;
        const token = view.tokens[m];
        const carriages = view.players.flatMap((pl, seat) => (pl.carriage === m ? [seat] : []));
        const pick = targets.get(m);
        return (
          <Target key={m} label={marketLabel(m)} disabled={disabled} onPick={pick === undefined ? undefined : () => onPick(pick)}>
            <circle cx={p.x} cy={p.y} r={24} class={pick === undefined ? "nd-market" : "nd-market nd-highlight"} />
            {parsed?.spot === "c" && (
              <text x={p.x} y={p.y + 8} text-anchor="middle" class="nd-market-letter">
                {letters[quarter]}
              </text>
            )}
            {token !== undefined && (
              <g>
                <rect x={p.x - 16} y={p.y - 16} width="32" height="32" rx="5" fill={colourOf(quarter)} stroke="#000" stroke-width="2" />
                <text x={p.x} y={p.y + 8} text-anchor="middle" class="nd-token-text" fill={inkOf(quarter)}>
                  {t(`nd.tokenShort.${token}`)}
                </text>
              </g>
            )}
            {carriages.map((seat, i) => {
              const q = view.players[seat]?.quarter ?? 0;
              const x = p.x - 22 + i * 22;
              return (
                <g key={seat}>
                  <path d={`M${x - 11} ${p.y + 40} h22 v-14 l-11 -8 l-11 8 z`} fill={colourOf(q)} stroke="#000" stroke-width="2" />
                  <text x={x} y={p.y + 38} text-anchor="middle" class="nd-carriage-text" fill={inkOf(q)}>
                    {letters[q]}
                  </text>
                </g>
              );
            })}
          </Target>
        );
      })}
    </g>
  );
}
