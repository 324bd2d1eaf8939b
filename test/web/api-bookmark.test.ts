import { afterEach, describe, expect, it, vi } from "vitest";
import { withBookmark } from "../../web/src/api.ts";

describe("the client's D1 bookmark", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the latest bookmark an answer carried and sends it with the next requests, their own headers kept", async () => {
    const sent: (string | null)[] = [];
    const answers = ["b-1", null, "b-2"];
    vi.stubGlobal("fetch", async (_input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      sent.push(headers.get("x-d1-bookmark"));
      expect(headers.get("if-none-match")).toBe('"v1"');
      const bookmark = answers.shift();
      return new Response(null, { status: 304, headers: bookmark ? { "x-d1-bookmark": bookmark } : {} });
    });
    for (let i = 0; i < 4; i++) await withBookmark("/api/games/g", { headers: { "if-none-match": '"v1"' } });
    // The first request knows none; an answer without one leaves the last in use.
    expect(sent).toEqual([null, "b-1", "b-1", "b-2"]);
  });
});
