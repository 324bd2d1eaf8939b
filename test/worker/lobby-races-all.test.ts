import { describe, expect, it } from "vitest";
import { call } from "./helpers.ts";
import { act, create, expectSound, has, inviteCodeOf, nameOf, players, RACE_TIMEOUT, seated, STAGGER } from "./lobby-races-helpers.ts";

/**
 * The lobby race with every kind of request at once (issue 17 §2), in a file of its own: after a
 * few thousand requests one test isolate of workerd fails with "Maximum call stack size exceeded",
 * so the heaviest race gets a fresh isolate, and one trial per stagger.
 */
describe("lobby requests racing the start, all at once", () => {
  it(
    "everything at once (a leave, two joins, an invited join, a start): the started game holds exactly those whose requests landed",
    async () => {
      const [alice, bob, carol, dave, erin, frank] = await players(6);
      const [frankName, carolName] = [await nameOf(frank!), await nameOf(carol!)];
      for (let trial = 0; trial < STAGGER.length; trial++) {
        const id = await create(alice!, 4, trial % 2 ? "public" : "invite");
        // carol, who leaves, is invited: whoever joined an invite-only game by its link alone cannot see it after leaving
        for (const name of [frankName, carolName]) expect((await call(alice!.cookie, "POST", `/api/games/${id}/invitations`, { name })).status).toBe(201);
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
