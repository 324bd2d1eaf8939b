import type { Market } from "../../../worker/games/notre-dame/board.ts";
import type { Card, Field, Person, TokenKind } from "../../../worker/games/notre-dame/data.ts";
import type { Move } from "../../../worker/games/notre-dame/moves.ts";
import type { Phase } from "../../../worker/games/notre-dame/state.ts";
import type { NotreDameView } from "../../../worker/games/notre-dame/view.ts";

export type { Card, Field, Market, Move, Person, Phase, TokenKind };

/** The whole view of one seat (or a spectator), as the engine's `view()` makes it. */
export type NdView = NotreDameView;
export type PlayerView = NdView["players"][number];

/** The board gets the view as `unknown`: the engine's `view()` is the only producer. */
export function asView(view: unknown): NdView {
  return view as NdView;
}
