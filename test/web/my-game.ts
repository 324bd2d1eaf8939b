import type { MyGame } from "../../worker/http/client.ts";

/** A line of my games as `GET /api/games?list=mine` answers it: an active Notre Dame game, my move, three players; `change` sets the rest. */
export const myGame = (id: string, change: Partial<MyGame> = {}): MyGame => ({
  id,
  type: "notre-dame",
  status: "active",
  seatCount: 3,
  seat: 0,
  version: 4,
  updatedAt: 0,
  myTurn: 1,
  deadline: null,
  toAct: [0],
  progress: null,
  outcome: null,
  timeControl: { kind: "perMove", days: 3 },
  timeoutPolicy: "bot",
  options: {},
  players: [
    { userId: "me", name: "me", seat: 0, vacationUntil: null },
    { userId: "b", name: "bob", seat: 1, vacationUntil: null },
    { userId: "c", name: "carol", seat: 2, vacationUntil: null },
  ],
  league: null,
  waiting: (change.toAct ?? [0]).length,
  atTable: true,
  ...change,
});
