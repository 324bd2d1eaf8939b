import type { JSX } from "preact";

/** The cathedral: two towers, the rose window, the spire, on the city's square. */
export function Picture(): JSX.Element {
  return (
    <svg viewBox="0 0 96 64" width={96} height={64} role="img" aria-hidden class="game-picture">
      <rect width="96" height="64" rx="8" fill="#e9e1f7" />
      <path d="M22 56V22l6-6 6 6v34zM62 56V22l6-6 6 6v34z" fill="#3b2f63" />
      <path d="M34 56V30h28v26z" fill="#5a4a8c" />
      <path d="M46 30l2-20 2 20z" fill="#3b2f63" />
      <circle cx="48" cy="39" r="6" fill="#f4e9c8" stroke="#3b2f63" stroke-width="2" />
      <path d="M44 56v-8a4 4 0 0 1 8 0v8z" fill="#f4e9c8" />
      <rect x="10" y="56" width="76" height="3" rx="1.5" fill="#3b2f63" />
    </svg>
  );
}
