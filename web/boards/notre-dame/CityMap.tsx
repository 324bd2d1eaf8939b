import type { JSX } from "preact";
import { useLayoutEffect, useRef, useState } from "preact/hooks";
import type { Translate } from "../../../worker/i18n/translate.ts";
import { MapLegend } from "./MapLegend.tsx";
import { Markets, Roads } from "./Markets.tsx";
import { PatternDefs } from "./patterns.tsx";
import { Quarter } from "./Quarter.tsx";
import { Target } from "./Target.tsx";
import { CATHEDRAL_RADIUS, FIELD_RADIUS, MARKET_RADIUS, MIN_FONT, quarterCentre, VIEW_RADIUS } from "./geometry.ts";
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

/** Whether the map's smallest label is at least 12 CSS px when `side` board units fill `width` pixels. */
export function labelsReadable(width: number, side: number): boolean {
  return (MIN_FONT * width) / side >= 12;
}

/** A finger needs a 44 px target; a mouse or pen hits a smaller one. */
const FINGER_PX = 44;

/**
 * Whether a circle of `radius` board units is something to tap, with `side` units filling `width`
 * pixels: always with a precise pointer, on a touch screen only when it is finger-sized. A spot too
 * small to tap stays highlighted; the step's buttons under the map offer the same choices.
 */
export function tappable(radius: number, width: number | undefined, side: number, coarse: boolean): boolean {
  return !coarse || (width !== undefined && (2 * radius * width) / side >= FINGER_PX);
}

const coarsePointer = (): boolean => typeof matchMedia === "function" && matchMedia("(pointer: coarse)").matches;

/** The city as SVG: quarters around the cathedral, roads and markets; it scales with its viewBox. */
export function CityMap({
  view,
  mySeat,
  letters,
  quarterNames,
  marketLabel,
  targets,
  onPick,
  disabled,
  t,
}: Props): JSX.Element {
  const myQuarter = mySeat === undefined ? undefined : view.players[mySeat]?.quarter;
  const r = VIEW_RADIUS;
  const cathedral = view.players.map((p) => `${letters[p.quarter] ?? ""}${p.cathedral}`).join(" ");
  // On a phone the whole city is small: a close-up of my quarter shows its fields at twice the size.
  const [closeUp, setCloseUp] = useState(false);
  const centre = myQuarter === undefined ? undefined : quarterCentre(myQuarter, view.quarters);
  const side = closeUp && centre ? 2 * CLOSE_UP : 2 * r;
  const viewBox =
    closeUp && centre ? `${centre.x - CLOSE_UP} ${centre.y - CLOSE_UP} ${side} ${side}` : `${-r} ${-r} ${side} ${side}`;
  // The SVG scales with the screen: labels that would render under 12 CSS px are hidden (the
  // close-up and the board as text carry them), never shown unreadably small.
  const svg = useRef<SVGSVGElement>(null);
  const [width, setWidth] = useState<number>();
  const [coarse] = useState(coarsePointer);
  // Measured before the first paint, so the hint and the tappable spots never arrive late and push the page.
  useLayoutEffect(() => {
    const el = svg.current;
    if (!el) return;
    setWidth(el.getBoundingClientRect().width);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setWidth(el.getBoundingClientRect().width));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const tiny = width !== undefined && width > 0 && !labelsReadable(width, side);
  return (
    <div class="nd-map-frame">
      <div class="nd-map-tools">
        {centre && (
          <button type="button" class="nd-zoom" aria-pressed={closeUp} onClick={() => setCloseUp(!closeUp)}>
            {t(closeUp ? "nd.map.wholeCity" : "nd.map.closeUp")}
          </button>
        )}
        {tiny && <p class="nd-muted nd-zoom-hint">{t("nd.map.zoomHint")}</p>}
      </div>
      <svg
        ref={svg}
        class={tiny ? "nd-map nd-map-tiny" : "nd-map"}
        viewBox={viewBox}
        role="group"
        aria-label={t("nd.map.label")}
      >
        <PatternDefs quarters={view.quarters} />
        <circle r={r - 4} class="nd-wall" />
        <Roads quarters={view.quarters} />
        {Array.from({ length: view.quarters }, (_, q) => (
          <Quarter
            key={q}
            quarter={q}
            quarters={view.quarters}
            name={quarterNames[q] ?? ""}
            owner={view.players.find((p) => p.quarter === q)}
            targets={q === myQuarter ? targets.fields : NO_TARGETS}
            pickable={tappable(FIELD_RADIUS, width, side, coarse)}
            onPick={onPick}
            disabled={disabled}
            t={t}
          />
        ))}
        <Markets
          view={view}
          letters={letters}
          marketLabel={marketLabel}
          targets={targets.markets}
          pickable={tappable(MARKET_RADIUS, width, side, coarse)}
          onPick={onPick}
          disabled={disabled}
          t={t}
        />
        <Target
          label={t("nd.map.cathedral", { cubes: cathedral })}
          disabled={disabled}
          onPick={
            targets.cathedral === undefined || !tappable(CATHEDRAL_RADIUS, width, side, coarse)
              ? undefined
              : () => onPick(targets.cathedral ?? "")
          }
        >
          <circle
            r={CATHEDRAL_RADIUS}
            class={targets.cathedral === undefined ? "nd-cathedral" : "nd-cathedral nd-highlight"}
          />
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
      <MapLegend t={t} />
    </div>
  );
}
