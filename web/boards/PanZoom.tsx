import Panzoom, { type PanzoomObject } from "@panzoom/panzoom";
import type { ComponentChildren, JSX, Ref } from "preact";
import { useEffect, useImperativeHandle, useRef, useState } from "preact/hooks";
import type { Translate } from "../../worker/i18n/translate.ts";
import "./panzoom.css";

/** What a board may ask of its pan and zoom beyond the buttons: a scale at a point, or the whole again. */
export type PanZoomHandle = {
  /** Zooms to `scale` with the point at fractions (0..1) of the drawing's width and height in the middle. */
  zoomTo: (scale: number, at: { x: number; y: number }) => void;
  reset: () => void;
};

type Props = {
  /** The drawing to pan and zoom. */
  children: ComponentChildren;
  /** Told the scale whenever it changes (1: the whole drawing fits). */
  onScale: (scale: number) => void;
  /** More buttons for the toolbar, before the zoom buttons. */
  tools?: ComponentChildren;
  handle: Ref<PanZoomHandle>;
  maxScale?: number;
  t: Translate;
};

/** How far a pointer may move between press and release and still be a tap, in CSS px. */
const TAP_SLOP = 8;
const STEP = 0.5;

/**
 * A drawing a finger can pinch and drag, with zoom buttons for everyone else (`@panzoom/panzoom`).
 * At the whole-drawing scale a swipe still scrolls the page; once zoomed in, it pans the drawing.
 * A press that dragged is a pan, not a tap: its click never reaches the drawing.
 */
export function PanZoom({ children, onScale, tools, handle, maxScale = 4, t }: Props): JSX.Element {
  const content = useRef<HTMLDivElement>(null);
  const panzoom = useRef<PanzoomObject | undefined>(undefined);
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const el = content.current;
    if (!el) return;
    const pz = Panzoom(el, {
      minScale: 1,
      maxScale,
      step: STEP,
      contain: "outside",
      panOnlyWhenZoomed: true,
      touchAction: "pan-y",
      cursor: "auto",
      // Only the default's preventDefault: a press on the drawing must still focus and click.
      handleStartEvent: () => undefined,
    });
    panzoom.current = pz;
    const changed = (event: Event): void => {
      const next = (event as CustomEvent<{ scale: number }>).detail.scale;
      setScale(next);
      onScale(next);
      // Zoomed in, a drag pans the drawing; at the whole drawing it scrolls the page.
      pz.setOptions({ touchAction: next > 1.001 ? "none" : "pan-y" });
    };
    el.addEventListener("panzoomchange", changed);
    // While a finger or the mouse moves the drawing, the browser moves its picture as a layer
    // instead of drawing every tile afresh each frame; it draws it sharp again when the move ends.
    const moving = (): void => el.classList.add("panzoom-moving");
    const still = (): void => el.classList.remove("panzoom-moving");
    el.addEventListener("panzoomstart", moving);
    el.addEventListener("panzoomend", still);
    let start: { x: number; y: number } | undefined;
    let dragged = false;
    const down = (e: PointerEvent): void => {
      if (!e.isPrimary) return;
      start = { x: e.clientX, y: e.clientY };
      dragged = false;
    };
    const move = (e: PointerEvent): void => {
      if (start && (!e.isPrimary || Math.hypot(e.clientX - start.x, e.clientY - start.y) > TAP_SLOP)) dragged = true;
    };
    const click = (e: MouseEvent): void => {
      if (!dragged) return;
      e.stopPropagation();
      e.preventDefault();
      dragged = false;
    };
    el.addEventListener("pointerdown", down, true);
    el.addEventListener("pointermove", move, true);
    el.addEventListener("click", click, true);
    return () => {
      el.removeEventListener("panzoomchange", changed);
      el.removeEventListener("panzoomstart", moving);
      el.removeEventListener("panzoomend", still);
      el.removeEventListener("pointerdown", down, true);
      el.removeEventListener("pointermove", move, true);
      el.removeEventListener("click", click, true);
      pz.destroy();
    };
  }, []);
  useImperativeHandle(
    handle,
    () => ({
      zoomTo: (to, at) => {
        const pz = panzoom.current;
        const el = content.current;
        if (!pz || !el) return;
        // Panzoom's transform is scale(s) translate(x, y) about the centre: (x, y) = centre − point centres it.
        const { offsetWidth: w, offsetHeight: h } = el;
        pz.zoom(to, { animate: false, force: true });
        // Panzoom draws a zoom in the next frame and bounds a pan by the drawing's size as drawn:
        // panned at once, the old size pinned every place to the same spot.
        requestAnimationFrame(() => pz.pan(w / 2 - at.x * w, h / 2 - at.y * h, { animate: false, force: true }));
      },
      reset: () => panzoom.current?.reset({ animate: false }),
    }),
    [],
  );
  const zoomed = scale > 1.001;
  return (
    <div class="panzoom">
      <div class="panzoom-tools">
        {tools}
        <button
          type="button"
          class="panzoom-zoom"
          aria-label={t("board.zoomIn")}
          disabled={scale >= maxScale - 0.001}
          onClick={() => panzoom.current?.zoomIn({ animate: false })}
        >
          +
        </button>
        <button
          type="button"
          class="panzoom-zoom"
          aria-label={t("board.zoomOut")}
          disabled={!zoomed}
          onClick={() => panzoom.current?.zoomOut({ animate: false })}
        >
          −
        </button>
        {/* Always there, so a player finds the way back before needing it; the board fits as it opens. */}
        <button type="button" disabled={!zoomed} onClick={() => panzoom.current?.reset({ animate: false })}>
          {t("board.zoomReset")}
        </button>
      </div>
      <div class="panzoom-frame" data-scale={scale.toFixed(2)}>
        <div class="panzoom-content" ref={content}>
          {children}
        </div>
      </div>
    </div>
  );
}
