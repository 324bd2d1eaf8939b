import type { JSX } from "preact";

/** A contract with a seal, and a pitchfork. */
export function Picture(): JSX.Element {
  return (
    <svg viewBox="0 0 96 64" width={96} height={64} role="img" aria-hidden class="game-picture">
      <rect width="96" height="64" rx="8" fill="#f7e3e1" />
      <path d="M18 10h36v44H18z" fill="#fffaf0" stroke="#7a2e2a" stroke-width="2" />
      <path d="M24 20h24M24 27h24M24 34h18" stroke="#b9a89a" stroke-width="2" />
      <circle cx="44" cy="46" r="5" fill="#a4161a" />
      <path
        d="M72 58V22M64 12v8a8 8 0 0 0 16 0v-8M72 12v10"
        stroke="#a4161a"
        stroke-width="3"
        fill="none"
        stroke-linecap="round"
      />
    </svg>
  );
}
