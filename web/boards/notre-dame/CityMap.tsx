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

/** The rendered width of an element in CSS pixels, measured before the first paint and on every resize. */
function useWidth(element: { current: Element | null }): number | undefined {
  const [width, setWidth] = useState<number>();
  // Measured before the first paint, so the hint and the tappable spots never arrive late and push the page.
  useLayoutEffect(() => {
    const el = element.current;
    if (!el) return;
    setWidth(el.getBoundingClientRect().width);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setWidth(el.getBoundingClientRect().width));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return width;
}

type CathedralProps = {
  view: NdView;
  letters: readonly string[];
  /** The token that picks the cathedral in this step, if it may be picked; undefined when not. */
  target: string | undefined;
  pickable: boolean;
  onPick: (token: string) => void;
  disabled: boolean;
  t: Translate;
};

/** The cathedral in the middle: whose cubes are on it and the prestige it shares out. */
function Cathedral({ view, letters, target, pickable, onPick, disabled, t }: CathedralProps): JSX.Element {
  const cubes = view.players.map((p) => `${letters[p.quarter] ?? ""}${p.cathedral}`).join(" ");
  return (
    <Target
      label={t("nd.map.cathedral", { cubes })}
      disabled={disabled}
      onPick={target === undefined || !pickable ? undefined : () => onPick(target)}
    >
      <circle r={CATHEDRAL_RADIUS} class={target === undefined ? "nd-cathedral" : "nd-cathedral nd-highlight"} />
      <text y={-22} text-anchor="middle" class="nd-cathedral-name">
        {t("nd.map.cathedralShort")}
      </text>
      <text y={14} text-anchor="middle" class="nd-cathedral-cubes">
        {cubes}
      </text>
      <text y={46} text-anchor="middle" class="nd-cathedral-name">
        {t("nd.map.cathedralPrestige", { count: view.cathedralPrestige })}
      </text>
    </Target>
  );
}

type CityProps = Omit<Props, "mySeat"> & {
  myQuarter: number | undefined;
  /** Whether a spot of this radius (board units) is big enough on screen to tap. */
  tappable: (radius: number) => boolean;
};

/** The city's pieces inside the map: the wall, roads, quarters, markets and the cathedral. */
function City({
  view,
  myQuarter,
  letters,
  quarterNames,
  marketLabel,
  targets,
  onPick,
  disabled,
  t,
  tappable,
}: CityProps) {
  return (
    <>
      <PatternDefs quarters={view.quarters} />
      <circle r={VIEW_RADIUS - 4} class="nd-wall" />
      <Roads quarters={view.quarters} />
      {Array.from({ length: view.quarters }, (_, q) => (
        <Quarter
          key={q}
          quarter={q}
          quarters={view.quarters}
          name={quarterNames[q] ?? ""}
          owner={view.players.find((p) => p.quarter === q)}
          targets={q === myQuarter ? targets.fields : NO_TARGETS}
          pickable={tappable(FIELD_RADIUS)}
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
        pickable={tappable(MARKET_RADIUS)}
        onPick={onPick}
        disabled={disabled}
        t={t}
      />
      <Cathedral
        view={view}
        letters={letters}
        target={targets.cathedral}
        pickable={tappable(CATHEDRAL_RADIUS)}
        onPick={onPick}
        disabled={disabled}
        t={t}
      />
    </>
  );
}

/** The city as SVG: quarters around the cathedral, roads and markets; it scales with its viewBox. */
export function CityMap(props: Props): JSX.Element {
  const { view, mySeat, t } = props;
  const myQuarter = mySeat === undefined ? undefined : view.players[mySeat]?.quarter;
  const r = VIEW_RADIUS;
  // On a phone the whole city is small: a close-up of my quarter shows its fields at twice the size.
  const [closeUp, setCloseUp] = useState(false);
  const centre = myQuarter === undefined ? undefined : quarterCentre(myQuarter, view.quarters);
  const side = closeUp && centre ? 2 * CLOSE_UP : 2 * r;
  const viewBox =
    closeUp && centre ? `${centre.x - CLOSE_UP} ${centre.y - CLOSE_UP} ${side} ${side}` : `${-r} ${-r} ${side} ${side}`;
  // The SVG scales with the screen: labels that would render under 12 CSS px are hidden (the
  // close-up and the board as text carry them), never shown unreadably small.
  const svg = useRef<SVGSVGElement>(null);
  const width = useWidth(svg);
  const [coarse] = useState(coarsePointer);
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
        <City {...props} myQuarter={myQuarter} tappable={(radius) => tappable(radius, width, side, coarse)} />
      </svg>
      <MapLegend t={t} />
    </div>
  );
}
