import { describe, expect, it } from "vitest";
import { randomBot } from "../tools/random-bot.ts";
import { budget } from "../budget.ts";
import { call, ORIGIN, signIn, storedGame, WORKER } from "./helpers.ts";

describe("the README's random bot", () => {
  it(
    "plays a whole game through a token and the event stream, every move through the move route",
    async () => {
      const player = await signIn();
      const made = await call(player.cookie, "POST", "/api/me/tokens", { name: "bot", scopes: ["read", "play"] });
      const { token } = (await made.json()) as { token: string };
      const created = await call(player.cookie, "POST", "/api/games", {
        type: "carcassonne-ghosts",
        seats: 1,
        options: {},
      });
      const { id } = (await created.json()) as { id: string };
      expect((await call(player.cookie, "POST", `/api/games/${id}/start`)).status).toBe(200);

      const answers: { path: string; status: number; text: string }[] = [];
      const recording = (async (input: RequestInfo | URL, init?: RequestInit) => {
        const response = await WORKER.fetch(input, init);
        const path = new URL(String(input)).pathname;
        answers.push({ path, status: response.status, text: await response.clone().text() });
        return response;
      }) as typeof fetch;
      let looks = 0;
      const until = async () => ++looks > 500 || (await storedGame(id)).status !== "active";
      await randomBot({ base: ORIGIN, token, fetch: recording, wait: 0, until });

      const game = await storedGame(id);
      expect(game.status).toBe("finished");
      const moves = answers.filter((a) => a.path.endsWith("/moves"));
      expect(moves.length).toBe(game.move_count);
      expect(answers.every((a) => a.status === 200)).toBe(true);
      // The seed decides every tile to come: no answer to the bot held it.
      for (const a of answers) expect(a.text).not.toContain(game.seed);
    },
    budget(20_000),
  );
});
