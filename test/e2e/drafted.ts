import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "playwright-core";
import type { Seat } from "../../worker/games/contract.ts";
import { notreDame } from "../../worker/games/notre-dame/index.ts";
import type { Move, NotreDameState } from "../../worker/games/notre-dame/table.ts";
import { BASE, storedState } from "./browser.ts";
import { call } from "./scenes.ts";

type Answer = { version: number; players: { userId: string; seat?: number }[] };

/** A signed-in person as the API sees them. */
export type Person = { readonly id: string; readonly request: APIRequestContext };

/**
 * A two-player Notre Dame game that `host` creates and `guest` joins, its draft played through the
 * API with the engine's bot, up to the first card played in turn. `play` goes on the same way (the
 * bot's move unless one is given), and `state` is the game as the server holds it.
 */
export async function pastTheDraft<P extends Person>(host: P, guest: P) {
  const { id } = await call<{ id: string }>(host.request, BASE, "POST", "/api/games", { type: notreDame.id, seats: 2 });
  await call(guest.request, BASE, "POST", `/api/games/${id}/join`, {});
  const started = await call<Answer>(host.request, BASE, "POST", `/api/games/${id}/start`);
  const person = (seat: Seat): P => (started.players.find((p) => p.seat === seat)?.userId === host.id ? host : guest);
  let state = await storedState<NotreDameState>(id);
  let version = started.version;
  const play = async (seat: Seat, move: Move = notreDame.botMove(state, seat)) => {
    const played = notreDame.play(state, seat, move);
    if (!played.ok) throw new Error(`the move was refused: ${played.error.code}`);
    const answer = await call<{ game: Answer }>(person(seat).request, BASE, "POST", `/api/games/${id}/moves`, {
      version,
      idempotencyKey: randomUUID(),
      move,
    });
    state = played.played.state;
    version = answer.game.version;
  };
  while (state.phase === "draft") await play(notreDame.toAct(state)[0] ?? 0);
  return { id, person, play, state: () => state };
}
