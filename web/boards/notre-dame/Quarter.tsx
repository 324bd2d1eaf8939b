import type { JSX } from "preact";
import { FIELDS } from "../../../worker/games/notre-dame/table.ts";
import type { Translate } from "../../../worker/i18n/translate.ts";
import { FIELD_RADIUS, fieldPoint, quarterCentre } from "./geometry.ts";
import { patternId } from "./patterns.tsx";
import { Target } from "./Target.tsx";
import { FittedText } from "./FittedText.tsx";
import type { Field, PlayerView } from "./types.ts";

type Props = {
  quarter: number;
  quarters: number;
  name: string;
  owner?: PlayerView;
  /** Fields that answer the current step, with the token each picks. */
  targets: ReadonlyMap<Field, string>;
  /** Whether the fields are big enough on screen to be tapped (else they are only highlighted). */
  pickable: boolean;
  onPick: (token: string) => void;
  disabled: boolean;
  t: Translate;
};

type FieldProps = {
  at: { x: number; y: number };
  field: Field;
  /** The quarter's owner's cubes here; undefined for a quarter nobody plays. */
  cubes: number | undefined;
  advisor: boolean;
  label: string;
  /** Picks this field, when it answers the current step and is big enough to tap. */
  onPick?: () => void;
  highlight: boolean;
  disabled: boolean;
  t: Translate;
};

/** One field of a quarter: its short name, the owner's cubes, the advisor's mark. */
function FieldSpot({ at, field, cubes, advisor, label, onPick, highlight, disabled, t }: FieldProps): JSX.Element {
  return (
    <Target label={label} disabled={disabled} onPick={onPick}>
      <circle cx={at.x} cy={at.y} r={FIELD_RADIUS} class={highlight ? "nd-field nd-highlight" : "nd-field"} />
      {/* Three rows fit inside the circle when the advisor stands here: name, count, mark. */}
      <FittedText x={at.x} y={at.y - (advisor ? 12 : 6)} class="nd-field-name" size={20} room={2 * FIELD_RADIUS - 8}>
        {t(`nd.fieldShort.${field}`)}
      </FittedText>
      <text
        x={at.x}
        y={at.y + (advisor ? 9 : 24)}
        text-anchor="middle"
        class={advisor ? "nd-field-count nd-field-count-small" : "nd-field-count"}
      >
        {cubes ?? ""}
      </text>
      <text x={at.x} y={at.y} text-anchor="middle" dominant-baseline="central" class="nd-overview">
        {cubes ?? ""}
      </text>
      {advisor && <circle cx={at.x} cy={at.y} r={FIELD_RADIUS + 9} class="nd-advisor-ring" />}
      {advisor && (
        <g class="nd-advisor-mark">
          <rect x={at.x - 24} y={at.y + 12} width="48" height="21" rx="4" class="nd-advisor" />
          <FittedText x={at.x} y={at.y + 28} class="nd-advisor-text" size={17} room={44}>
            {t("nd.map.advisorMark")}
          </FittedText>
        </g>
      )}
    </Target>
  );
}

/** One quarter: its patterned ground and its seven fields with cubes and advisor. */
export function Quarter({
  quarter,
  quarters,
  name,
  owner,
  targets,
  pickable,
  onPick,
  disabled,
  t,
}: Props): JSX.Element {
  const c = quarterCentre(quarter, quarters);
  return (
    <g class="nd-quarter">
      <circle cx={c.x} cy={c.y} r={140} fill={`url(#${patternId(quarter)})`} opacity="0.45" />
      <circle cx={c.x} cy={c.y} r={140} fill="none" stroke="#222" stroke-width="2" />
      <title>{name}</title>
      {FIELDS.map((field) => {
        const cubes = owner?.fields[field] ?? 0;
        const token = targets.get(field);
        return (
          <FieldSpot
            key={field}
            at={fieldPoint(quarter, quarters, field)}
            field={field}
            cubes={owner ? cubes : undefined}
            advisor={owner?.advisor === field}
            label={t("nd.map.field", { field: t(`nd.field.${field}`), quarter: name, count: cubes })}
            onPick={token === undefined || !pickable ? undefined : () => onPick(token)}
            highlight={token !== undefined}
            disabled={disabled}
            t={t}
          />
        );
      })}
    </g>
  );
}
