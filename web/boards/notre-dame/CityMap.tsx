import type { JSX } from "preact";
import { useState } from "preact/hooks";
import type { Translate } from "../../../worker/i18n/translate.ts";
import { Markets } from "./Markets.tsx";
import { PatternDefs } from "./patterns.tsx";
import { Quarter } from "./Quarter.tsx";
import { Target } from "./Target.tsx";
import { CATHEDRAL_RADIUS, quarterCentre, VIEW_RADIUS } from "./geometry.ts";
import type { Field, Market, NdView } from "./types.ts";

/** What the map offers for the current step: my fields, the cathedral, markets. */
export type MapTargets = {
  fields: ReadonlyMap<Field, string>;
  cathedral?: string;
  markets: ReadonlyMap<Market, string>;
};

type Props = {
  view: NdView;
  mySeat: number | undefined;
  letters: readonly string[];
  quarterNames: readonly string[];
  marketLabel: (m: Market) => string;
  targets: MapTargets;
  onPick: (token: string) => void;
  disabled: boolean;
  t: Translate;
};

const NO_TARGETS: ReadonlyMap<Field, string> = new Map();
/** Half the side of the close-up: a quarter, its markets and the roads to its neighbours. */
const CLOSE_UP = 240;

/** The city as SVG: quarters around the cathedral, roads and markets; it scales with its viewBox. */
export function CityMap({ view, mySeat, letters, quarterNames, marketLabel, targets, onPick, disabled, t }: Props): JSX.Element {
  const myQuarter = mySeat === undefined ? undefined : view.players[mySeat]?.quarter;
  const r = VIEW_RADIUS;
  const cathedral = view.players.map((p) => `${letters[p.quarter] ?? ""}${p.cathedral}`).join(" ");
  // On a phone the whole city is small: a close-up of my quarter shows its fields at twice the size.
  const [closeUp, setCloseUp] = useState(false);
  const centre = myQuarter === undefined ? undefined : quarterCentre(myQuarter, view.quarters);
  const viewBox = closeUp && centre ? `${centre.x - CLOSE_UP} ${centre.y - CLOSE_UP} ${2 * CLOSE_UP} ${2 * CLOSE_UP}` : `${-r} ${-r} ${2 * r} ${2 * r}`;
  return (
    <div class="nd-map-frame">
      {centre && (
        <button type="button" class="nd-zoom" onClick={() => setCloseUp(!closeUp)}>
          {t(closeUp ? "nd.map.wholeCity" : "nd.map.closeUp")}
        </button>
      )}
      <svg class="nd-map" viewBox={viewBox} role="group" aria-label={t("nd.map.label")}>
        <PatternDefs quarters={view.quarters} />
        <circle r={r - 4} class="nd-wall" />
        {Array.from({ length: view.quarters }, (_, q) => (
          <Quarter
            key={q}
            quarter={q}
            quarters={view.quarters}
            name={quarterNames[q] ?? ""}
            owner={view.players.find((p) => p.quarter === q)}
            targets={q === myQuarter ? targets.fields : NO_TARGETS}
            onPick={onPick}
            disabled={disabled}
            t={t}
          />
        ))}
        <Markets view={view} letters={letters} marketLabel={marketLabel} targets={targets.markets} onPick={onPick} disabled={disabled} t={t} />
        <Target
          label={t("nd.map.cathedral", { cubes: cathedral })}
          disabled={disabled}
          onPick={targets.cathedral === undefined ? undefined : () => onPick(targets.cathedral ?? "")}
        >
          <circle r={CATHEDRAL_RADIUS} class={targets.cathedral === undefined ? "nd-cathedral" : "nd-cathedral nd-highlight"} />
          <text y={-22} text-anchor="middle" class="nd-cathedral-name">
            {t("nd.map.cathedralShort")}
          </text>
          <text y={14} text-anchor="middle" class="nd-cathedral-cubes">
            {cathedral}
          </text>
          <text y={46} text-anchor="middle" class="nd-cathedral-name">
            {t("nd.map.cathedralPrestige", { count: view.cathedralPrestige })}
          </text>
        </Target>
      </svg>
    </div>
  );
}
