import type {
  Market,
  Card,
  Field,
  Person,
  TokenKind,
  Move,
  Phase,
  NotreDameView,
} from "../../../worker/games/notre-dame/table.ts";

export type { Card, Field, Market, Move, Person, Phase, TokenKind };

/** The whole view of one seat (or a spectator), as the engine's `view()` makes it. */
export type NdView = NotreDameView;
export type PlayerView = NdView["players"][number];
