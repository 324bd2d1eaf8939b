import { describe, expect, it } from "vitest";
import { notreDame, type NotreDameState } from "../../worker/games/notre-dame/index.ts";
import { submitMove } from "../../worker/match/play.ts";
import { reseed } from "./each-game.ts";
import { call, seatsOf, signIn, startedGame, storedGame } from "./helpers.ts";
import { contextAt } from "./notifications-helpers.ts";
import { expectSoundLog, logRows, sameInstant } from "./simultaneous-helpers.ts";

type Stored = Awaited<ReturnType<typeof storedGame>>;

/** Two players, bot moves: after 50 moves both seats must sacrifice a cube at once (found by playing seeds). */
const PLAGUE_SEED = "plague-2-16";

const state = (stored: Stored) => stored.state as NotreDameState;
let keys = 0;
const nextKey = () => `public-${++keys}-${Date.now()}`;
const roundTrips = (response: Response) => Number(response.headers.get("X-D1-Round-Trips"));
const rowsRead = (response: Response) => Number(/read=(\d+)/.exec(response.headers.get("X-D1-Usage") ?? "")?.[1]);

/** A two-player Notre Dame game on `PLAGUE_SEED`, played by the bot up to the plague step where both seats choose. */
async function atThePlague() {
  const players = [await signIn(), await signIn()];
  const id = await startedGame(players);
  await reseed(id, "notre-dame", PLAGUE_SEED);
  const seats = await seatsOf(id);
  const userOf = (seat: number) => seats.get(seat) ?? "";
  const cookieOf = (seat: number) => players.find((p) => p.userId === userOf(seat))?.cookie ?? "";
  for (let guard = 0; guard < 100; guard++) {
    const stored = await storedGame(id);
    if (state(stored).phase === "plague") return { id, userOf, cookieOf, stored };
    const seat = stored.to_act[0] as number;
    const answer = await submitMove(contextAt(), userOf(seat), id, {
      version: stored.version,
      idempotencyKey: nextKey(),
      move: notreDame.botMove(stored.state, seat),
    });
    expect(answer.ok).toBe(true);
  }
  throw new Error("no plague step");
}

const send = (cookie: string, id: string, version: number, move: unknown) =>
  call(cookie, "POST", `/api/games/${id}/moves`, { version, idempotencyKey: nextKey(), move });

describe("simultaneous steps whose choices are public", () => {
  it("takes both sacrifices of Notre Dame's plague chosen on the same version, one after the other: no 409, both logged", async () => {
    const g = await atThePlague();
    const before = g.stored;
    expect(before.to_act).toEqual([0, 1]);
    const [a, b] = [0, 1].map((seat) => notreDame.legalMoves(before.state, seat)[0]);
    const first = await send(g.cookieOf(0), g.id, before.version, a);
    expect(first.status).toBe(200);
    // An in-date move reads what it always did: the game in one round trip, the append in another.
    expect(roundTrips(first)).toBe(2);
    // Seat 1 chose before its page saw seat 0's sacrifice, which is public: its options did not change.
    const second = await send(g.cookieOf(1), g.id, before.version, b);
    expect(second.status, await second.clone().text()).toBe(200);
    // The stale one: the game, the idempotency key, the log up to its version (the rebuild), the append.
    expect(roundTrips(second)).toBe(4);
    // It reads the log before its version once (50 rows here), and little else beyond the in-date move's reads.
    expect(rowsRead(second)).toBeLessThanOrEqual(rowsRead(first) + before.move_count + 20);
    const rows = await expectSoundLog(g.id, 2);
    expect(rows.slice(-2).map((r) => [r.seat, JSON.parse(r.move)])).toEqual([
      [0, a],
      [1, b],
    ]);
    expect(state(await storedGame(g.id))).toMatchObject({ round: 6, phase: "draft" });
  });

  it("takes both when they race for the same log row: the loser is checked again on the fresh game and lands", async () => {
    const g = await atThePlague();
    const before = g.stored;
    const { ctx } = sameInstant(2);
    const results = await Promise.all(
      [0, 1].map((seat) =>
        submitMove(ctx, g.userOf(seat), g.id, {
          version: before.version,
          idempotencyKey: nextKey(),
          move: notreDame.legalMoves(before.state, seat).at(-1),
        }),
      ),
    );
    expect(results.map((r) => (r.ok ? "ok" : r.code))).toEqual(["ok", "ok"]);
    const rows = await expectSoundLog(g.id, 2);
    expect(
      rows
        .slice(-2)
        .map((r) => r.seat)
        .sort(),
    ).toEqual([0, 1]);
  });

  it("answers 409 and changes nothing when the seat's own options changed since its version, though the move is legal now", async () => {
    const g = await atThePlague();
    const before = g.stored;
    expect((await send(g.cookieOf(0), g.id, before.version, notreDame.legalMoves(before.state, 0)[0])).status).toBe(
      200,
    );
    // Seat 0's second tab, on the same version: seat 0 has nothing to choose any more.
    const twice = await send(g.cookieOf(0), g.id, before.version, notreDame.legalMoves(before.state, 0)[0]);
    expect(twice.status).toBe(409);
    const mid = await storedGame(g.id);
    expect(await twice.json()).toMatchObject({ error: { code: "STALE_VERSION", current: { version: mid.version } } });
    expect(mid.version).toBe(before.version + 1);

    // Seat 1's sacrifice ends the round; in the next round's draft seat 0 chooses again, among other cards.
    expect((await send(g.cookieOf(1), g.id, before.version, notreDame.legalMoves(before.state, 1)[0])).status).toBe(
      200,
    );
    const drafting = await storedGame(g.id);
    expect(state(drafting).phase).toBe("draft");
    const keep = notreDame.legalMoves(drafting.state, 0)[0];
    expect(notreDame.play(drafting.state, 0, keep as never).ok).toBe(true);
    const stale = await send(g.cookieOf(0), g.id, mid.version, keep);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({
      error: { code: "STALE_VERSION", current: { version: drafting.version } },
    });
    const after = await storedGame(g.id);
    expect(after.version).toBe(drafting.version);
    expect(after.state).toEqual(drafting.state);
    expect(await logRows(g.id)).toHaveLength(drafting.move_count);
    // On the version it was chosen on, the same move lands.
    expect((await send(g.cookieOf(0), g.id, drafting.version, keep)).status).toBe(200);
  });
});
