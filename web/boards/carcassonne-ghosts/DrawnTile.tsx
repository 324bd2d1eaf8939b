import type { JSX } from "preact";
import type { Translate } from "../../../worker/i18n/translate.ts";
import { tileSvg } from "./tile-svg.ts";
import { tileDef } from "./tiles.ts";

type Props = {
  id: string;
  rotation: number;
  /** Turns the tile a quarter (1 clockwise, -1 back); absent when it is not mine to place. */
  onRotate?: (by: 1 | -1) => void;
  /** How many places fit the tile turned so. */
  places?: number;
  disabled: boolean;
  t: Translate;
};

/** The tile drawn this turn, large, with the buttons that turn it. */
export function DrawnTile({ id, rotation, onRotate, places, disabled, t }: Props): JSX.Element {
  const def = tileDef(id);
  const r = ((rotation % 4) + 4) % 4;
  return (
    <div class="cg-drawn" data-rotation={r}>
      <svg
        viewBox="0 0 100 100"
        class="cg-drawn-tile"
        role="img"
        aria-label={t("cgt.drawn.label", { tile: id, degrees: r * 90 })}
      >
        {/* Our own markup (tile-svg.ts). */}
        <g dangerouslySetInnerHTML={{ __html: def ? tileSvg(def, r as 0 | 1 | 2 | 3) : "" }} />
      </svg>
      {onRotate && (
        <div class="cg-rotate">
          <button
            type="button"
            data-rotate="-1"
            disabled={disabled}
            aria-label={t("cgt.drawn.left")}
            onClick={() => onRotate(-1)}
          >
            ↺
          </button>
          <button
            type="button"
            data-rotate="1"
            disabled={disabled}
            aria-label={t("cgt.drawn.right")}
            onClick={() => onRotate(1)}
          >
            ↻
          </button>
          <span class="cg-hint">
            {places === 0 ? t("cgt.drawn.noPlace") : t("cgt.drawn.places", { count: places ?? 0 })}
          </span>
          <span class="cg-hint cg-keys">{t("cgt.drawn.keys")}</span>
        </div>
      )}
    </div>
  );
}
