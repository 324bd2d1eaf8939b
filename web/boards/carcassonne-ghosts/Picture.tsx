import type { JSX } from "preact";

/** A tile with a city wall and a road, and a little ghost. */
export function Picture(): JSX.Element {
  return (
    <svg viewBox="0 0 96 64" width={96} height={64} role="img" aria-hidden class="game-picture">
      <rect width="96" height="64" rx="8" fill="#e6efe0" />
      <rect x="14" y="8" width="48" height="48" rx="3" fill="#9cc27d" stroke="#4f6b3a" stroke-width="2" />
      <path d="M14 8h48v14q-24 10-48 0z" fill="#c9a46a" stroke="#6e5330" stroke-width="2" />
      <path d="M38 56V34" stroke="#f5efe0" stroke-width="5" />
      <path d="M70 52V34a9 9 0 0 1 18 0v18l-3-3-3 3-3-3-3 3-3-3z" fill="#fbfbff" stroke="#555" stroke-width="1.5" />
      <circle cx="76" cy="36" r="1.6" fill="#333" />
      <circle cx="82" cy="36" r="1.6" fill="#333" />
    </svg>
  );
}
