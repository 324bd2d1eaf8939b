import { describe, expect, it } from "vitest";
import { call, storedGame } from "./helpers.ts";
import { act, create, expectSound, has, inviteCodeOf, nameOf, players, race, RACE_TIMEOUT, seated, TRIALS } from "./lobby-races-helpers.ts";

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
        const [leave, start] = await race(trial, (d) => act(carol!, id, "leave", d), (d) => act(alice!, id, "start", d));
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
        const [join, start] = await race(trial, (d) => act(carol!, id, "join", d), (d) => act(alice!, id, "start", d));
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
        expect((await call(alice!.cookie, "POST", `/api/games/${id}/invitations`, { name: carolName })).status).toBe(201);
        await seated(bob!, id, await inviteCodeOf(alice!, id));
        const [join, start] = await race(trial, (d) => act(carol!, id, "join", d), (d) => act(alice!, id, "start", d));
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
    expect((await call(alice!.cookie, "POST", `/api/games/${full}/invitations`, { name: await nameOf(carol!) })).status).toBe(201);
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
