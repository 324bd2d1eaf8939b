import type { LogEvent, Seat } from "../games/contract.ts";
import type { Clocks } from "./clock.ts";
import { gameDefinition, hasWebTable } from "./definitions.ts";

/**
 * Who is still to act, as a seat may be told (the game's `secretWaiting`): during a step of hidden
 * moves of such a game, each seat learns only whether it must act itself and how many seats
 * still must. Everything else the platform shows about turns goes through here.
 */

type GameState = { type: string; status: string; state?: unknown };

/** Whether the game is in a step whose waiting seats are each one's own secret (a running game of a `secretWaiting` game in a step of hidden moves). */
export function waitingHidden({ type, status, state }: GameState): boolean {
  const game = gameDefinition(type);
  return (
    status === "active" &&
    game?.secretWaiting === true &&
    state !== null &&
    state !== undefined &&
    game.hiddenMoves?.(state) !== undefined
  );
}

/**
 * Whether the game's lists hide whose move it is. Lists do not read the game's state, so for a
 * `secretWaiting` game they hide it for the whole game while it runs (the step of hidden moves
 * cannot be told apart from an open turn there; Deal with the Devil has no open turns).
 */
export function listHidesWaiting(type: string, status: string): boolean {
  return status === "active" && gameDefinition(type)?.secretWaiting === true;
}

/**
 * Whether another seat's log rows are shown without their seat: a `secretWaiting` game while it
 * runs (and after the end, for a game whose secrets outlive it). A row does not record whether
 * it was made in a step of hidden moves (that needs the state before it, a rebuild), and the
 * order of a step's submissions would name the seat that timed out even after the step resolved.
 */
export function rowsHideSeats(type: string, status: string): boolean {
  const game = gameDefinition(type);
  return game?.secretWaiting === true && (status !== "finished" || game.secretsAfterEnd === true);
}

/** The seats to act as `seat` may know them: only itself while hidden (nobody, for a stranger). */
export function shownToAct(toAct: readonly Seat[], seat: Seat | undefined, hidden: boolean): Seat[] {
  return hidden ? toAct.filter((s) => s === seat) : [...toAct];
}

/** Every seat's clock as the platform shows it; while the waiting is hidden, only the viewer's own (the others' deadlines and time-outs would tell who is still to act). */
export function shownClocks(clocks: Clocks, seat: Seat | undefined, hidden: boolean) {
  return Object.fromEntries(
    Object.entries(clocks)
      .filter(([s]) => !hidden || Number(s) === seat)
      .map(([s, c]) => [s, { deadline: c.deadline, bank: c.bank, late: c.late ?? 0, dropped: c.dropped ?? false }]),
  );
}

/**
 * A platform event about a seat's row (its timeout, its undo) as stored: named to that seat and,
 * while the game hides who is waiting, to everyone else without the seat (the log's words say
 * "a player"); otherwise one public event naming it.
 */
export function seatEvents(
  event: { readonly type: string; readonly seat: Seat; readonly [param: string]: LogEvent["event"][string] },
  hidden: boolean,
): LogEvent[] {
  if (!hidden) return [{ event }];
  const { seat, ...anonymous } = event;
  return [{ to: [seat], event }, { event: anonymous }];
}

type Listed = {
  type: string;
  status: string;
  seat: Seat | null;
  myTurn: 0 | 1;
  deadline: number | null;
  toAct: readonly Seat[];
};

/**
 * A line of the user's games as the user may see it: while the game hides who is waiting, the
 * seats to act are the user's own if it must, and the deadline is the user's own (another seat's
 * nearest deadline would change as seats submit); `waiting` counts the seats to act in every game;
 * `atTable` says whether the game can be played on the site (else the site never sends a person
 * there to move: not "your turn", not "next game").
 */
export function shownListItem<T extends Listed>(
  item: T,
): Omit<T, "toAct"> & { toAct: Seat[]; waiting: number; atTable: boolean } {
  const hidden = listHidesWaiting(item.type, item.status);
  const waiting = item.status === "active" ? item.toAct.length : 0;
  return {
    ...item,
    toAct: shownToAct(item.toAct, item.seat ?? undefined, hidden),
    deadline: hidden && item.myTurn !== 1 ? null : item.deadline,
    waiting,
    atTable: hasWebTable(item.type),
  };
}
