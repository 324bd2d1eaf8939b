import { describe, expect, it } from "vitest";
import { call, storedGame } from "./helpers.ts";
import {
  act,
  create,
  expectSound,
  has,
  inviteCodeOf,
  nameOf,
  players,
  race,
  RACE_TIMEOUT,
  seated,
  seatRows,
  STAGGER,
  TRIALS,
} from "./lobby-races-helpers.ts";

/**
 * Lobby requests racing the start (issue 17 §2). The rule: a started game's seats are exactly its
 * players; a join or leave that races the start lands before it (and is in the game) or is refused
 * with GAME_NOT_OPEN, nothing in between. Each race is fired many times through HTTP with the two
 * sides staggered by a few milliseconds either way, so the losing side arrives at every point of
 * the winner's work; after each trial the database and the API are checked.
 */

describe("lobby requests racing the start: join and leave", () => {
  it(
    "leave against start: the leaver is out of the started game, or refused with GAME_NOT_OPEN and in it",
    async () => {
      const [alice, bob, carol] = await players(3);
      const outcomes = { leftFirst: 0, refused: 0 };
      for (let trial = 0; trial < TRIALS; trial++) {
        const id = await create(alice!, 3);
        await seated(bob!, id);
        await seated(carol!, id);
        const [leave, start] = await race(
          trial,
          (d) => act(carol!, id, "leave", d),
          (d) => act(alice!, id, "start", d),
        );
        expect(start).toEqual({ status: 200 });
        const rows = await expectSound(id, [alice!, bob!, carol!]);
        expect((await storedGame(id)).status).toBe("active");
        if (leave.status === 200) {
          outcomes.leftFirst++;
          expect(has(rows, carol!)).toBe(false);
          expect(rows).toHaveLength(2);
        } else {
          outcomes.refused++;
          expect(leave).toEqual({ status: 409, code: "GAME_NOT_OPEN" });
          expect(has(rows, carol!)).toBe(true);
          expect(rows).toHaveLength(3);
        }
      }
      expect(outcomes.leftFirst, JSON.stringify(outcomes)).toBeGreaterThan(0);
      expect(outcomes.refused, JSON.stringify(outcomes)).toBeGreaterThan(0);
    },
    RACE_TIMEOUT,
  );

  it(
    "join against start: the joiner holds a seat of the started game, or is refused with GAME_NOT_OPEN (never GAME_FULL)",
    async () => {
      const [alice, bob, carol] = await players(3);
      const outcomes = { joinedFirst: 0, refused: 0 };
      for (let trial = 0; trial < TRIALS; trial++) {
        const id = await create(alice!, 3);
        await seated(bob!, id);
        const [join, start] = await race(
          trial,
          (d) => act(carol!, id, "join", d),
          (d) => act(alice!, id, "start", d),
        );
        expect(start).toEqual({ status: 200 });
        const rows = await expectSound(id, [alice!, bob!, carol!]);
        if (join.status === 200) {
          outcomes.joinedFirst++;
          expect(has(rows, carol!)).toBe(true);
        } else {
          outcomes.refused++;
          expect(join).toEqual({ status: 409, code: "GAME_NOT_OPEN" });
          expect(has(rows, carol!)).toBe(false);
        }
      }
      expect(outcomes.joinedFirst, JSON.stringify(outcomes)).toBeGreaterThan(0);
      expect(outcomes.refused, JSON.stringify(outcomes)).toBeGreaterThan(0);
    },
    RACE_TIMEOUT,
  );

  it(
    "an invited player's join against start of an invite-only game: seated in the game, or GAME_NOT_OPEN",
    async () => {
      const [alice, bob, carol] = await players(3);
      const carolName = await nameOf(carol!);
      const outcomes = { joinedFirst: 0, refused: 0 };
      for (let trial = 0; trial < TRIALS; trial++) {
        const id = await create(alice!, 3, "invite");
        expect((await call(alice!.cookie, "POST", `/api/games/${id}/invitations`, { name: carolName })).status).toBe(
          201,
        );
        await seated(bob!, id, await inviteCodeOf(alice!, id));
        const [join, start] = await race(
          trial,
          (d) => act(carol!, id, "join", d),
          (d) => act(alice!, id, "start", d),
        );
        expect(start).toEqual({ status: 200 });
        const rows = await expectSound(id, [alice!, bob!, carol!]);
        if (join.status === 200) {
          outcomes.joinedFirst++;
          expect(has(rows, carol!)).toBe(true);
        } else {
          outcomes.refused++;
          expect(join).toEqual({ status: 409, code: "GAME_NOT_OPEN" });
          expect(has(rows, carol!)).toBe(false);
        }
      }
      expect(outcomes.joinedFirst, JSON.stringify(outcomes)).toBeGreaterThan(0);
      expect(outcomes.refused, JSON.stringify(outcomes)).toBeGreaterThan(0);
    },
    RACE_TIMEOUT,
  );

  it("after the start every lobby request is GAME_NOT_OPEN: join (also of a full game), invited join, leave, cancel, start", async () => {
    const [alice, bob, carol] = await players(3);
    const full = await create(alice!, 2, "invite");
    expect(
      (await call(alice!.cookie, "POST", `/api/games/${full}/invitations`, { name: await nameOf(carol!) })).status,
    ).toBe(201);
    await seated(bob!, full, await inviteCodeOf(alice!, full));
    expect(await act(alice!, full, "start")).toEqual({ status: 200 });
    const refused = { status: 409, code: "GAME_NOT_OPEN" };
    expect(await act(carol!, full, "join")).toEqual(refused);
    expect(await act(bob!, full, "leave")).toEqual(refused);
    expect(await act(alice!, full, "cancel")).toEqual(refused);
    expect(await act(alice!, full, "start")).toEqual(refused);
    await expectSound(full, [alice!, bob!, carol!]);
  });
});

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
        const [cancel, start] = await race(
          trial,
          (d) => act(alice!, id, "cancel", d),
          (d) => act(alice!, id, "start", d),
        );
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
        const answers = await race(
          trial,
          (d) => act(alice!, id, "start", d),
          (d) => act(alice!, id, "start", d),
        );
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
        const [c, d] = await race(
          trial,
          (ms) => act(carol!, id, "join", ms),
          (ms) => act(dave!, id, "join", ms),
        );
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

// One trial per stagger: each trial is five requests at once.
describe("lobby requests racing the start, all at once", () => {
  it(
    "everything at once (a leave, two joins, an invited join, a start): the started game holds exactly those whose requests landed",
    async () => {
      const [alice, bob, carol, dave, erin, frank] = await players(6);
      const [frankName, carolName] = [await nameOf(frank!), await nameOf(carol!)];
      for (let trial = 0; trial < STAGGER.length; trial++) {
        const id = await create(alice!, 4, trial % 2 ? "public" : "invite");
        // carol, who leaves, is invited: whoever joined an invite-only game by its link alone cannot see it after leaving
        for (const name of [frankName, carolName])
          expect((await call(alice!.cookie, "POST", `/api/games/${id}/invitations`, { name })).status).toBe(201);
        const code = await inviteCodeOf(alice!, id);
        await seated(bob!, id, code);
        await seated(carol!, id, code);
        const offset = STAGGER[trial % STAGGER.length] ?? 0;
        const [leave, joinD, joinE, joinF, start] = await Promise.all([
          act(carol!, id, "leave"),
          act(dave!, id, "join", Math.max(0, offset), code),
          act(erin!, id, "join", Math.max(0, -offset), code),
          act(frank!, id, "join", trial % 5),
          act(alice!, id, "start", Math.max(0, offset / 2)),
        ]);
        const rows = await expectSound(id, [alice!, bob!, carol!, dave!, erin!, frank!], code);
        for (const a of [leave, joinD, joinE, joinF, start]) expect(a.status).not.toBe(500);
        expect(start).toEqual({ status: 200 });
        expect(has(rows, carol!)).toBe(leave.status !== 200);
        if (leave.status !== 200) expect(leave).toEqual({ status: 409, code: "GAME_NOT_OPEN" });
        for (const [p, join] of [
          [dave!, joinD],
          [erin!, joinE],
          [frank!, joinF],
        ] as const) {
          expect(has(rows, p)).toBe(join.status === 200);
          if (join.status !== 200) expect(["GAME_NOT_OPEN", "GAME_FULL"]).toContain(join.code);
        }
        expect(rows.length).toBeLessThanOrEqual(4);
      }
    },
    RACE_TIMEOUT,
  );
});
