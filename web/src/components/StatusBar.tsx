import type { ComponentChildren } from "preact";
import { useRef, useState } from "preact/hooks";
import { CONTROLS_ID } from "../../boards/types.ts";
import { useApp } from "../state.ts";

type Props = {
  /** Whose turn it is, in words ("It is your turn.", "Waiting for bob."). */
  turn: string;
  /** My deadline in words, while it is my turn. */
  deadline?: string;
  /** What this step asks of me (the board's `prompt`). */
  prompt?: string;
  /** True when my move's controls are on the page to jump to. */
  toMove: boolean;
  /** Another game waiting for me, offered once my move here is done. */
  onNextGame?: () => void;
  /** Taking my last move back, while I may: the button's words name that move. */
  undo?: { label: string; disabled: boolean; onUndo: () => void };
  /** More buttons for the bar (the rules). */
  children?: ComponentChildren;
};

/**
 * The bar that stays at the top of the table while the page scrolls: whose turn it is, my
 * deadline, what this step asks of me in words, a jump to the controls, and the undo of my last
 * move, where I look right after making it. On a phone it is one short row: what to do now and
 * the one button that matters, the rest a tap away.
 */
export function StatusBar({ turn, deadline, prompt, toMove, onNextGame, undo, children }: Props) {
  const { t } = useApp();
  const bar = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  // The button a folded bar keeps: the jump to my move, else the undo, else the next game.
  const first = toMove ? "jump" : undo ? "undo" : onNextGame ? "next" : undefined;
  const keep = (which: typeof first): string => (which === first ? " status-first" : "");
  const jump = () => {
    const controls = document.getElementById(CONTROLS_ID);
    if (!controls) return;
    // Scrolled to just below the bar, which would otherwise cover the controls' top.
    const top = controls.getBoundingClientRect().top + window.scrollY - (bar.current?.offsetHeight ?? 0) - 8;
    window.scrollTo({ top });
    controls.focus({ preventScroll: true });
  };
  return (
    <section
      class={`status-bar${open ? " open" : ""}${prompt ? " has-prompt" : ""}`}
      ref={bar}
      data-prompt
      aria-label={t.value("status.label")}
    >
      <p class="turn" role="status">
        {turn}
        {deadline && <span class="deadline"> {deadline}</span>}
      </p>
      {prompt && <p class="prompt">{prompt}</p>}
      <div class="status-actions">
        {toMove && (
          <button type="button" class={`primary${keep("jump")}`} onClick={jump}>
            {t.value("status.toMove")}
          </button>
        )}
        {undo && (
          <button type="button" class={`undo${keep("undo")}`} disabled={undo.disabled} onClick={undo.onUndo}>
            {undo.label}
          </button>
        )}
        {onNextGame && (
          <button type="button" class={`primary${keep("next")}`} onClick={onNextGame}>
            {t.value("status.nextGame")}
          </button>
        )}
        {children}
      </div>
      <button
        type="button"
        class="status-more"
        aria-expanded={open}
        aria-label={t.value(open ? "status.less" : "status.more")}
        onClick={() => setOpen(!open)}
      >
        {open ? "▴" : "▾"}
      </button>
    </section>
  );
}
