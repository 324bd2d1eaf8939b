import { existsSync, readFileSync } from "node:fs";

/**
 * The Worker's `ASSETS` binding in Node: the web build's files (`npm run bench` builds them first),
 * where the Worker reads the games' log words for its mails (worker/match/since.ts).
 */
export const builtAssets = {
  fetch: async (input: RequestInfo | URL) => {
    const file = `web/dist${new URL(input instanceof Request ? input.url : input).pathname}`;
    return existsSync(file) ? new Response(readFileSync(file)) : new Response("", { status: 404 });
  },
};
