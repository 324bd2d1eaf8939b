/** A small drawing for each game offered (inline SVG: no request, scales with the text). */
export function GamePicture({ id }: { id: string }) {
  const common = {
    viewBox: "0 0 96 64",
    width: 96,
    height: 64,
    role: "img" as const,
    "aria-hidden": true,
    class: "game-picture",
  };
  if (id === "notre-dame") {
    // The cathedral: two towers, the rose window, the spire, on the city's square.
    return (
      <svg {...common}>
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
  if (id === "carcassonne-ghosts") {
    // A tile with a city wall and a road, and a little ghost.
    return (
      <svg {...common}>
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
  // Deal with the Devil: a contract with a seal, and a pitchfork.
  return (
    <svg {...common}>
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
