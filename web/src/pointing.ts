import { useState } from "preact/hooks";
import type { AnyGameTable, Pointing } from "../boards/types.ts";
import type { Translate } from "../../worker/i18n/translate.ts";

/** What the chat needs to point at the board: picking a place for the next message, and showing a message's place. */
export type ChatPointer = {
  /** A point in words ("the tile at (3, −1)"). */
  label: (point: string) => string;
  picking: boolean;
  setPicking: (on: boolean) => void;
  /** The place the next message points at, once picked on the board. */
  picked: string | undefined;
  clear: () => void;
  /** Lights the place up on the board. */
  show: (point: string) => void;
};

/**
 * The chat and the board sharing points, for a table that has them (`GameTable.point`): the board
 * picks a place for the message being written, and lights up the place of a message a reader clicks.
 */
export function usePointing(
  table: AnyGameTable,
  view: unknown,
  t: Translate,
): { board?: Pointing; chat?: ChatPointer } {
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState<string>();
  const [lit, setLit] = useState<Pointing["lit"]>();
  const point = table.point;
  if (!point) return {};
  const onPick = (chosen: string): void => {
    setPicked(chosen);
    setPicking(false);
  };
  return {
    board: { picking, onPick, lit },
    chat: {
      label: (p) => point.label(p, t, view),
      picking,
      setPicking,
      picked,
      clear: () => setPicked(undefined),
      show: (p) => setLit((old) => ({ point: p, n: (old?.n ?? 0) + 1 })),
    },
  };
}
