import type { JSX } from "preact";

type Props = { x: number; y: number; size: number; room: number; class: string; children: string };

/** Average glyph width as a share of the font size: generous, so Cyrillic capitals fit too. */
const GLYPH = 0.62;

/**
 * A centred SVG label that never spills out of its shape: when the text would be wider than
 * `room` board units, it is condensed to fit (the font size, and so its legibility, stays).
 */
export function FittedText({ x, y, size, room, class: cls, children }: Props): JSX.Element {
  const estimate = children.length * size * GLYPH;
  return (
    <text
      x={x}
      y={y}
      text-anchor="middle"
      class={cls}
      {...(estimate > room ? { textLength: room, lengthAdjust: "spacingAndGlyphs" } : {})}
    >
      {children}
    </text>
  );
}
