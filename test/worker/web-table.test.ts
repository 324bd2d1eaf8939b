import { describe, expect, it } from "vitest";
import { call, signIn } from "./helpers.ts";

async function create(cookie: string, type: string, seats: number, extra: Record<string, unknown> = {}) {
  const created = await call(cookie, "POST", "/api/games", { type, seats, ...extra });
  expect(created.status).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

describe("an invitation's lobby", () => {
  it("tells the invited player who invited them, and nobody else", async () => {
    const [alice, bob, carol] = [await signIn(), await signIn(), await signIn()];
    const aliceName = ((await (await call(alice.cookie, "GET", "/api/me")).json()) as { name: string }).name;
    const bobName = ((await (await call(bob.cookie, "GET", "/api/me")).json()) as { name: string }).name;
    const id = await create(alice.cookie, "notre-dame", 3, { visibility: "invite" });
    expect((await call(alice.cookie, "POST", `/api/games/${id}/invitations`, { name: bobName })).status).toBe(201);
    const view = async (cookie: string) =>
      (await (await call(cookie, "GET", `/api/games/${id}`)).json()) as { invitedBy?: string };
    expect((await view(bob.cookie)).invitedBy).toBe(aliceName);
    expect((await view(alice.cookie)).invitedBy).toBeUndefined();
    expect((await call(carol.cookie, "GET", `/api/games/${id}`)).status).toBe(404);
    expect((await call(bob.cookie, "POST", `/api/games/${id}/join`, {})).status).toBe(200);
    expect((await view(bob.cookie)).invitedBy).toBeUndefined();
  });
});
