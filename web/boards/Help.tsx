import type { ComponentChildren, JSX } from "preact";
import { useId, useState } from "preact/hooks";

type Props = {
  /** What the button shows: a card's, a personality's or a field's name, a symbol. */
  children: ComponentChildren;
  /** What it does, in words. */
  help: string;
  /** Optional: a picture shown above the words while the help is open (a card's drawing), made only then. */
  picture?: () => ComponentChildren;
  class?: string;
};

/**
 * A name that explains itself: a real button whose help shows on hover, on keyboard focus and on
 * a tap (which keeps it open until tapped again or Escape). The help is its accessible
 * description, so a screen reader says it too; nothing is told by hovering alone.
 */
export function Help({ children, help, picture, class: extra }: Props): JSX.Element {
  const id = useId();
  const [pinned, setPinned] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const open = pinned || hovered || focused;
  return (
    <span
      class={extra ? `help ${extra}` : "help"}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <button
        type="button"
        class="help-term"
        aria-describedby={id}
        aria-expanded={open}
        onClick={() => {
          // A tap also focuses: the second tap closes what the first opened.
          setPinned(!pinned);
          if (pinned) {
            setFocused(false);
            setHovered(false);
          }
        }}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setPinned(false);
        }}
        onKeyDown={(e) => {
          if (e.key === "Escape") {
            setPinned(false);
            setFocused(false);
            setHovered(false);
          }
        }}
      >
        {children}
      </button>
      <span id={id} role="tooltip" class="help-pop" hidden={!open}>
        {open && picture?.()}
        {help}
      </span>
    </span>
  );
}
