import { expect, it } from "vitest";
import { WORKER } from "./helpers.ts";

it("answers unknown API routes with the JSON error envelope", async () => {
  const response = await WORKER.fetch("https://games.test/api/nope");
  expect(response.status).toBe(404);
  expect(await response.json()).toMatchObject({ error: { code: "ROUTE_NOT_FOUND" } });
});
