import type { ComponentChildren, JSX } from "preact";

type Props = { label: string; onPick?: () => void; disabled: boolean; children: ComponentChildren };

/** An SVG group that is a button when `onPick` is given: focusable, Enter/Space, labelled. */
export function Target({ label, onPick, disabled, children }: Props): JSX.Element {
  if (!onPick) return <g>{children}</g>;
  const activate = (): void => {
    if (!disabled) onPick();
  };
  return (
    <g
      class="nd-target"
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-label={label}
      aria-disabled={disabled}
      onClick={activate}
      onKeyDown={(e) => {
        if (e.key === "Enter" || e.key === " ") {
          e.preventDefault();
          activate();
        }
      }}
    >
      {children}
    </g>
  );
}
