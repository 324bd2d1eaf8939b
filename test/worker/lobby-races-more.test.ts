import { describe, expect, it } from "vitest";
import { storedGame } from "./helpers.ts";
import { act, create, expectSound, has, players, race, RACE_TIMEOUT, seated, seatRows, TRIALS } from "./lobby-races-helpers.ts";

/** More lobby races (issue 17 §2): cancel and start, two starts, two joins for the last seat. Split from lobby-races.test.ts to keep each file's isolate small. */

describe("lobby requests racing the start: cancel, starts, joins", () => {
  it(
    "cancel against start: exactly one wins, the other is GAME_NOT_OPEN; a cancelled game has no seats numbered and told nobody",
    async () => {
      const [alice, bob, carol] = await players(3);
      const outcomes = { cancelled: 0, started: 0 };
      for (let trial = 0; trial < TRIALS; trial++) {
        const id = await create(alice!, 3);
        await seated(bob!, id);
        await seated(carol!, id);
        const [cancel, start] = await race(trial, (d) => act(alice!, id, "cancel", d), (d) => act(alice!, id, "start", d));
        const rows = await expectSound(id, [alice!, bob!, carol!]);
        const { status } = await storedGame(id);
        expect(rows).toHaveLength(3);
        if (cancel.status === 200) {
          outcomes.cancelled++;
          expect(start).toEqual({ status: 409, code: "GAME_NOT_OPEN" });
          expect(status).toBe("cancelled");
        } else {
          outcomes.started++;
          expect(cancel).toEqual({ status: 409, code: "GAME_NOT_OPEN" });
          expect(start).toEqual({ status: 200 });
          expect(status).toBe("active");
        }
      }
      expect(outcomes.cancelled, JSON.stringify(outcomes)).toBeGreaterThan(0);
      expect(outcomes.started, JSON.stringify(outcomes)).toBeGreaterThan(0);
    },
    RACE_TIMEOUT,
  );

  it(
    "two starts: one starts the game, the other is GAME_NOT_OPEN and changes nothing (seat order and notes are the winner's)",
    async () => {
      const [alice, bob, carol] = await players(3);
      for (let trial = 0; trial < TRIALS; trial++) {
        const id = await create(alice!, 3);
        await seated(bob!, id);
        await seated(carol!, id);
        const answers = await race(trial, (d) => act(alice!, id, "start", d), (d) => act(alice!, id, "start", d));
        expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
        expect(answers.find((a) => a.status === 409)?.code).toBe("GAME_NOT_OPEN");
        expect(await expectSound(id, [alice!, bob!, carol!])).toHaveLength(3);
        // created, two joins, one start: the loser wrote nothing
        expect((await storedGame(id)).version).toBe(3);
      }
    },
    RACE_TIMEOUT,
  );

  it(
    "two joins for the last seat: one is seated, the other is GAME_FULL; then the start seats exactly those three",
    async () => {
      const [alice, bob, carol, dave] = await players(4);
      for (let trial = 0; trial < TRIALS; trial++) {
        const id = await create(alice!, 3);
        await seated(bob!, id);
        const [c, d] = await race(trial, (ms) => act(carol!, id, "join", ms), (ms) => act(dave!, id, "join", ms));
        expect([c.status, d.status].sort()).toEqual([200, 409]);
        expect([c, d].find((a) => a.status === 409)?.code).toBe("GAME_FULL");
        expect(await seatRows(id)).toHaveLength(3);
        expect(await act(alice!, id, "start")).toEqual({ status: 200 });
        const rows = await expectSound(id, [alice!, bob!, carol!, dave!]);
        expect(has(rows, carol!)).toBe(c.status === 200);
        expect(has(rows, dave!)).toBe(d.status === 200);
      }
    },
    RACE_TIMEOUT,
  );
});
