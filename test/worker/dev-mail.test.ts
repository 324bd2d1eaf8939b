import { describe, expect, it } from "vitest";
import { ORIGIN, WORKER } from "./helpers.ts";

function createDemo() {
  return WORKER.fetch(`${ORIGIN}/dev/demo`, {
    method: "POST",
    headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    body: "",
    redirect: "manual",
  });
}

describe("the development mail page's demo button", () => {
  it("says what it did: created the demo data once, then that it already exists", async () => {
    const first = await createDemo();
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe("/dev/mail?demo=created");
    const page = await (await WORKER.fetch(`${ORIGIN}${first.headers.get("location")}`)).text();
    expect(page).toContain('role="status"');
    expect(page).toContain("The demo data is ready: sign in as alice@example.com");
    // The demo league's first season has begun: one division of the four, its first game started.
    const { leagues } = (await (await WORKER.fetch(`${ORIGIN}/api/leagues`)).json()) as {
      leagues: { id: string; members: number; season: { status: string } | null }[];
    };
    expect(leagues).toMatchObject([{ members: 4, season: { status: "running" } }]);
    const detail = (await (await WORKER.fetch(`${ORIGIN}/api/leagues/${leagues[0]?.id}`)).json()) as {
      season: { divisions: { standings: unknown[]; games: { status: string }[] }[] };
    };
    expect(detail.season.divisions).toHaveLength(1);
    expect(detail.season.divisions[0]?.standings).toHaveLength(4);
    expect(detail.season.divisions[0]?.games.map((g) => g.status)).toContain("active");

    const again = await createDemo();
    expect(again.headers.get("location")).toBe("/dev/mail?demo=exists");
    const second = await (await WORKER.fetch(`${ORIGIN}/dev/mail?demo=exists`)).text();
    expect(second).toContain("The demo data already exists: nothing was changed.");
    // Without the query the page says nothing about it.
    expect(await (await WORKER.fetch(`${ORIGIN}/dev/mail`)).text()).not.toContain("demo data is ready");
  });
});
