import type { JSX } from "preact";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "preact/hooks";
import type { Translate } from "../../../worker/i18n/translate.ts";
import { PanZoom, type PanZoomHandle } from "../PanZoom.tsx";
import type { Pointing } from "../types.ts";
import { spotText } from "./labels.ts";
import { parsePoint, pointSpots } from "./points.ts";
import { Tiles } from "./TileLayer.tsx";
import { centreClosed, featureAnchor, filledSpots, newestTile, tileDef } from "./tiles.ts";
import { isFaceUp, spotKey, type CgView, type Spot } from "./types.ts";

/** The size of a tile in the drawing's units. */
export const TILE = 100;

type Props = {
  view: CgView;
  /** The spots the step at hand offers, by "x,y", with the token a click picks. */
  targets: ReadonlyMap<string, string>;
  onPick: (token: string) => void;
  disabled: boolean;
  t: Translate;
  pointing?: Pointing;
};

/**
 * The drawing's box: every tile with a tile's room round it, where every spot a step can offer
 * lies (each touches a tile), so turning the drawn tile never moves the board.
 */
function bounds(view: CgView) {
  const xs = view.tiles.map((s) => s.x);
  const ys = view.tiles.map((s) => s.y);
  const minX = Math.min(...xs) - 1;
  const minY = Math.min(...ys) - 1;
  return { minX, minY, w: Math.max(...xs) - minX + 2, h: Math.max(...ys) - minY + 2 };
}

function parseKey(key: string): Spot {
  const [x = 0, y = 0] = key.split(",").map(Number);
  return { x, y };
}

/** The scale a lit place is shown at, at least: a tile fills a good part of a phone's board. */
const LIT_SCALE = 2;

/**
 * A place the chat asked to see, brought into view: the board scrolls into the window and pans to
 * it, zoomed in to at least `LIT_SCALE`; asked again (a new `n`), it does so again.
 */
function useShowLit(lit: Pointing["lit"], box: ReturnType<typeof bounds>) {
  const wrap = useRef<HTMLDivElement>(null);
  const handle = useRef<PanZoomHandle>(null);
  const scale = useRef(1);
  useEffect(() => {
    const spot = lit && parsePoint(lit.point);
    if (!spot) return;
    wrap.current?.scrollIntoView?.({ block: "nearest" });
    const at = { x: (spot.x + 0.5 - box.minX) / box.w, y: (spot.y + 0.5 - box.minY) / box.h };
    handle.current?.zoomTo(Math.max(scale.current, LIT_SCALE), at);
  }, [lit?.n]);
  return { wrap, handle, scale };
}

/** The spots the board offers: the step's, or while the chat picks a place, every place it may point at. */
function offered(view: CgView, targets: ReadonlyMap<string, string>, pointing: Pointing | undefined) {
  if (!pointing?.picking) return { kind: "at" as const, spots: targets };
  return { kind: "point" as const, spots: new Map(pointSpots(view).map((key) => [key, key])) };
}

/** The board: every tile, what stands on it, and the spots the step at hand offers, to pan and zoom. */
export function BoardMap({ view, targets, onPick, disabled, t, pointing }: Props): JSX.Element {
  const box = bounds(view);
  const newest = newestTile(view);
  const { svg, tiny, small, measure } = useTiny(box.w * TILE, box.h * TILE);
  const { wrap, handle, scale } = useShowLit(pointing?.lit, box);
  useEffect(() => {
    if (pointing?.picking) wrap.current?.scrollIntoView?.({ block: "nearest" });
  }, [pointing?.picking]);
  const { kind, spots } = offered(view, targets, pointing);
  const pick = kind === "point" && pointing ? pointing.onPick : onPick;
  const lit = pointing?.lit && parsePoint(pointing.lit.point);
  const onScale = (next: number): void => {
    scale.current = next;
    measure();
  };
  return (
    <div class={pointing?.picking ? "cg-map-wrap cg-picking" : "cg-map-wrap"} ref={wrap}>
      <PanZoom handle={handle} onScale={onScale} maxScale={6} t={t}>
        <svg
          ref={svg}
          class={tiny ? "cg-map cg-map-tiny" : "cg-map"}
          viewBox={`${box.minX * TILE} ${box.minY * TILE} ${box.w * TILE} ${box.h * TILE}`}
          role="group"
          aria-label={t("cgt.map.label", { count: view.tiles.length })}
        >
          <Tiles tiles={view.tiles} />
          <Marks view={view} t={t} />
          {newest && <rect class="cg-newest" x={newest.x * TILE + 3} y={newest.y * TILE + 3} width={94} height={94} />}
          {lit && (
            <rect
              key={pointing?.lit?.n}
              class="cg-lit"
              x={lit.x * TILE - 4}
              y={lit.y * TILE - 4}
              width={108}
              height={108}
            />
          )}
          {[...spots].map(([key, token]) => {
            const spot = parseKey(key);
            const label = t(kind === "point" ? "cgt.map.point" : "cgt.map.target", { spot: spotText(spot) });
            return (
              <Target
                key={`${kind}${key}`}
                kind={kind}
                spot={spot}
                token={token}
                label={label}
                onPick={pick}
                button={!small}
                disabled={disabled && kind === "at"}
              />
            );
          })}
        </svg>
      </PanZoom>
    </div>
  );
}

/** The marks' letters and numbers are drawn this many units high. */
const LABEL_UNITS = 17;
/** A lit spot's side in units. */
const TARGET_UNITS = 88;
/** The smallest text and touch target the pages allow, in CSS px (test/e2e/legibility.ts). */
const MIN_TEXT_PX = 12;
const MIN_TARGET_PX = 44;

/**
 * Whether the board is drawn too small for its marks' letters to be read (a phone's whole board):
 * they hide then, and the marks' shapes and colours remain until the board is zoomed in.
 */
function useTiny(widthUnits: number, heightUnits: number) {
  const svg = useRef<SVGSVGElement>(null);
  const [pxPerUnit, setPxPerUnit] = useState(1);
  const measure = (): void => {
    const drawn = svg.current?.getBoundingClientRect();
    // The drawing keeps its proportions inside the element's box: the tighter side sets its scale.
    if (drawn && drawn.width > 0) setPxPerUnit(Math.min(drawn.width / widthUnits, drawn.height / heightUnits));
  };
  useLayoutEffect(() => {
    measure();
    if (typeof ResizeObserver === "undefined" || !svg.current) return;
    const observer = new ResizeObserver(measure);
    observer.observe(svg.current);
    return () => observer.disconnect();
  }, [widthUnits, heightUnits]);
  return {
    svg,
    measure,
    tiny: pxPerUnit * LABEL_UNITS < MIN_TEXT_PX,
    // A spot is a button only where a finger can hit it; smaller, the step's buttons offer it too.
    small: pxPerUnit * TARGET_UNITS < MIN_TARGET_PX,
  };
}

/** An offered spot: a lit square a click, a tap, Enter or Space picks. */
type TargetProps = {
  /** A place for the step at hand, or a place for a chat message to point at. */
  kind: "at" | "point";
  spot: Spot;
  token: string;
  label: string;
  onPick: (token: string) => void;
  /** Large enough to be a button (focusable, named); smaller, a tap still picks it. */
  button: boolean;
  disabled: boolean;
};

function Target({ kind, spot, token, label, onPick, button, disabled }: TargetProps): JSX.Element {
  const pick = () => !disabled && onPick(token);
  return (
    <g
      class={`cg-target cg-target-${kind}`}
      role={button ? "button" : undefined}
      tabIndex={button && !disabled ? 0 : undefined}
      aria-disabled={button ? disabled : undefined}
      aria-label={button ? label : undefined}
      data-step={kind}
      data-token={token}
      onClick={pick}
      onKeyDown={(e) => {
        if (e.key !== "Enter" && e.key !== " ") return;
        e.preventDefault();
        pick();
      }}
    >
      <rect x={spot.x * TILE + 6} y={spot.y * TILE + 6} width={88} height={88} rx={8} />
      <path d={`M${spot.x * TILE + 50},${spot.y * TILE + 30} v40 M${spot.x * TILE + 30},${spot.y * TILE + 50} h40`} />
    </g>
  );
}

/** Ghosts, guards, graves, dogs and closed castles and cemeteries, each with its words on hover. */
function Marks({ view, t }: { view: CgView; t: Translate }): JSX.Element {
  const filled = useMemo(() => filledSpots(view), [view]);
  const dogs = view.dogs.flatMap((d, i) => (d.status === "placed" && d.guard ? [{ ...d.guard, n: i + 1 }] : []));
  return (
    <g class="cg-marks">
      {view.tiles.filter(isFaceUp).map((tile) => {
        const def = tileDef(tile.id);
        const x = tile.x * TILE;
        const y = tile.y * TILE;
        const centre = def?.centre === "castle" || def?.centre === "cemetery" ? def.centre : undefined;
        return (
          <g key={spotKey(tile)}>
            {tile.ghosts > 0 && (
              <Badge
                x={x + 18}
                y={y + 18}
                kind="ghost"
                text={String(tile.ghosts)}
                title={t("cgt.mark.ghosts", { count: tile.ghosts })}
              />
            )}
            {tile.cemeteryGhosts > 0 && (
              <Badge
                x={x + 18}
                y={y + 82}
                kind="ghost"
                text={String(tile.cemeteryGhosts)}
                title={t("cgt.mark.cemeteryGhosts", { count: tile.cemeteryGhosts })}
              />
            )}
            {centre && centreClosed(view, tile, filled) && (
              <Badge x={x + 82} y={y + 18} kind="closed" text="✓" title={t(`cgt.mark.closed.${centre}`)} />
            )}
          </g>
        );
      })}
      {view.meeples.map((m, i) => {
        const tile = view.tiles.find((tl) => tl.x === m.x && tl.y === m.y);
        const def = tile && isFaceUp(tile) ? tileDef(tile.id) : undefined;
        const at = def && tile && isFaceUp(tile) ? featureAnchor(def, m.kind, m.index ?? 0, tile.r) : { x: 50, y: 50 };
        return (
          <Guard
            key={i}
            x={m.x * TILE + at.x}
            y={m.y * TILE + at.y}
            colour={m.colour}
            t={t}
            title={t("cgt.mark.guard", {
              colour: t(`cg.colour.${m.colour}`),
              feature: t(`cg.feature.${m.kind ?? "road"}`),
            })}
          />
        );
      })}
      {view.graves.map((g, i) => (
        <Guard
          key={`g${i}`}
          x={g.x * TILE + 80}
          y={g.y * TILE + 80}
          colour={g.colour}
          grave
          t={t}
          title={t("cgt.mark.grave", { colour: t(`cg.colour.${g.colour}`) })}
        />
      ))}
      {dogs.map((d) => (
        <Badge
          key={`d${d.n}`}
          x={d.x * TILE + 82}
          y={d.y * TILE + 50}
          kind="dog"
          text={`${t("cgt.letter.dog")}${d.n}`}
          title={t("cgt.mark.dog", { n: d.n })}
        />
      ))}
    </g>
  );
}

function Badge(props: { x: number; y: number; kind: string; text: string; title: string }): JSX.Element {
  const { x, y, kind, text, title } = props;
  return (
    <g class={`cg-badge cg-badge-${kind}`}>
      <title>{title}</title>
      <circle cx={x} cy={y} r={13} />
      <text x={x} y={y + 5.5} text-anchor="middle">
        {text}
      </text>
    </g>
  );
}

/** Corners of each colour's guard (0: a circle), so that its shape tells the colour too, letters hidden or not. */
const CORNERS: Readonly<Record<string, number>> = { red: 0, green: 4, blue: 3, yellow: 6, black: 5, pink: 8 };

/** A guard's outline about (x, y): a circle or a polygon with its colour's corners. */
export function guardShape(colour: string, x: number, y: number, r = 14): string {
  const n = CORNERS[colour] ?? 0;
  if (n === 0) return `M${x - r},${y} a${r},${r} 0 1 0 ${2 * r},0 a${r},${r} 0 1 0 ${-2 * r},0 z`;
  const turn = n === 4 ? Math.PI / 4 : -Math.PI / 2;
  const points = Array.from({ length: n }, (_, i) => {
    const a = turn + (2 * Math.PI * i) / n;
    return `${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`;
  });
  return `M${points.join(" L")} Z`;
}

/** A guard: its colour and its colour's letter (colour is never the only cue); a buried one lies on a grave. */
function Guard(props: { x: number; y: number; colour?: string; title: string; grave?: boolean; t: Translate }) {
  const { x, y, title, grave, t } = props;
  const colour = props.colour ?? "black";
  return (
    <g class={grave ? "cg-guard cg-grave" : "cg-guard"} data-colour={colour}>
      <title>{title}</title>
      {grave ? (
        <path d={`M${x - 12},${y + 12} v-14 a12,12 0 0 1 24,0 v14 z`} class={`cg-c-${colour}`} />
      ) : (
        <path d={guardShape(colour, x, y)} class={`cg-c-${colour}`} />
      )}
      <text x={x} y={y + 6} text-anchor="middle" class={`cg-l-${colour}`}>
        {t(`cgt.letter.${colour}`)}
      </text>
    </g>
  );
}
