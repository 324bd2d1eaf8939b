import { SELF } from "cloudflare:test";
import { expect, it } from "vitest";

it("answers unknown API routes with the JSON error envelope", async () => {
  const response = await SELF.fetch("https://games.test/api/nope");
  expect(response.status).toBe(404);
  expect(await response.json()).toMatchObject({ error: { code: "ROUTE_NOT_FOUND" } });
});
