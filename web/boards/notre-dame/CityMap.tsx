import type { JSX } from "preact";
import { useLayoutEffect, useRef, useState } from "preact/hooks";
import type { Translate } from "../../../worker/i18n/translate.ts";
import { PanZoom, type PanZoomHandle } from "../PanZoom.tsx";
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

/**
 * The laid-out width of an element in CSS pixels, before any pan-and-zoom transform: measured
 * before the first paint (at the whole-map scale) and on every resize.
 */
function useWidth(element: { current: Element | null }): number | undefined {
  const [width, setWidth] = useState<number>();
  // Measured before the first paint, so the hint and the tappable spots never arrive late and push the page.
  useLayoutEffect(() => {
    const el = element.current;
    if (!el) return;
    setWidth(el.getBoundingClientRect().width);
    if (typeof ResizeObserver === "undefined") return;
    // The observer's box is the layout's, untouched by the zoom's transform.
    const observer = new ResizeObserver(([entry]) => entry && setWidth(entry.contentRect.width));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return width;
}

/** The smallest and largest font of the whole-map overview's figures, in board units. */
const OVERVIEW_FONT = { min: 34, max: 48 };

/**
 * The font of the overview's figures (cube counts, the cathedral's cubes, the quarters' letters),
 * in board units, that draws them at 12 CSS px when `side` units fill `width` pixels.
 */
export function overviewFont(width: number, side: number): number {
  return Math.min(OVERVIEW_FONT.max, Math.max(OVERVIEW_FONT.min, Math.ceil((12 * side) / width)));
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
  const each = view.players.map((p) => `${letters[p.quarter] ?? ""}${p.cathedral}`);
  const cubes = each.join(" ");
  // The overview's larger figures take two rows.
  const half = Math.ceil(each.length / 2);
  const rows = [each.slice(0, half).join(" "), each.slice(half).join(" ")].filter((row) => row !== "");
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
      {rows.map((row, i) => (
        <text
          key={i}
          y={0}
          dy={`${(i - (rows.length - 1) / 2) * 1.15}em`}
          text-anchor="middle"
          dominant-baseline="central"
          class="nd-overview"
        >
          {row}
        </text>
      ))}
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
  // Pinching or the zoom buttons scale the drawing on top of its viewBox.
  const zoom = useRef<PanZoomHandle>(null);
  const [scale, setScale] = useState(1);
  const svg = useRef<SVGSVGElement>(null);
  const laidOut = useWidth(svg);
  const width = laidOut === undefined ? undefined : laidOut * scale;
  const [coarse] = useState(coarsePointer);
  // Labels that would render under 12 CSS px are hidden, never shown unreadably small; the
  // overview's larger figures (cubes, letters) take their place until the map is zoomed in.
  const tiny = width !== undefined && width > 0 && !labelsReadable(width, side);
  const toggleCloseUp = (): void => {
    zoom.current?.reset();
    setCloseUp(!closeUp);
  };
  return (
    <div class="nd-map-frame">
      {tiny && <p class="nd-muted nd-zoom-hint">{t("nd.map.zoomHint")}</p>}
      <PanZoom
        handle={zoom}
        onScale={setScale}
        t={t}
        tools={
          centre && (
            <button type="button" class="nd-zoom" aria-pressed={closeUp} onClick={toggleCloseUp}>
              {t(closeUp ? "nd.map.wholeCity" : "nd.map.closeUp")}
            </button>
          )
        }
      >
        <svg
          ref={svg}
          class={tiny ? "nd-map nd-map-tiny" : "nd-map"}
          viewBox={viewBox}
          role="group"
          aria-label={t("nd.map.label")}
          style={width ? { "--nd-overview": `${overviewFont(width, side)}px` } : undefined}
        >
          <City {...props} myQuarter={myQuarter} tappable={(radius) => tappable(radius, width, side, coarse)} />
        </svg>
      </PanZoom>
      <MapLegend t={t} />
    </div>
  );
}
