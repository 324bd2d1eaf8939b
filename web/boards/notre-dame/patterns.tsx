import type { JSX } from "preact";
import { colourOf, inkOf } from "./seats.ts";

/** One pattern per quarter so colour is never the only cue: plain, stripes, dots, grid, waves. */
function PatternMarks({ quarter }: { quarter: number }): JSX.Element {
  const ink = inkOf(quarter);
  switch (quarter % 5) {
    case 1:
      return <path d="M0 10 L10 0" stroke={ink} stroke-width="2" />;
    case 2:
      return <circle cx="5" cy="5" r="2" fill={ink} />;
    case 3:
      return <path d="M0 5 H10 M5 0 V10" stroke={ink} stroke-width="1.5" />;
    case 4:
      return <path d="M0 7 Q2.5 3 5 7 T10 7" stroke={ink} stroke-width="1.5" fill="none" />;
    default:
      return <path d="M0 0 H10" stroke={ink} stroke-width="1" opacity="0.5" />;
  }
}

export function patternId(quarter: number): string {
  return `nd-pattern-${quarter}`;
}

/** The <defs> every board SVG includes once. */
export function PatternDefs({ quarters }: { quarters: number }): JSX.Element {
  return (
    <defs>
      {Array.from({ length: quarters }, (_, q) => (
        <pattern id={patternId(q)} key={q} width="10" height="10" patternUnits="userSpaceOnUse">
          <rect width="10" height="10" fill={colourOf(q)} />
          <PatternMarks quarter={q} />
        </pattern>
      ))}
    </defs>
  );
}

/** A quarter's colour with its pattern and letter, for text panels: 26 px wide, so the letter is 14 px. */
export function Swatch({ quarter, letter }: { quarter: number; letter: string }): JSX.Element {
  return (
    <svg class="nd-swatch" viewBox="0 0 20 20" width="26" height="26" aria-hidden="true">
      <pattern id={`nd-swatch-${quarter}`} width="10" height="10" patternUnits="userSpaceOnUse">
        <rect width="10" height="10" fill={colourOf(quarter)} />
        <PatternMarks quarter={quarter} />
      </pattern>
      <rect width="20" height="20" rx="4" fill={`url(#nd-swatch-${quarter})`} />
      <rect x="4" y="4" width="12" height="12" rx="2" fill="#fff" />
      <text x="10" y="14.5" text-anchor="middle" font-size="11" font-weight="bold" fill="#000">
        {letter}
      </text>
    </svg>
  );
}
