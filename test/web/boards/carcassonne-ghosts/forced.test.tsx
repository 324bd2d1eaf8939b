/**
 * A decision the engine plays alone (one legal option) reaches the table's log and the turn's
 * summary in words: "… had no choice: …", in every language (issue 26: nobody loses a guard
 * without seeing why).
 */
import { cleanup } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { budget } from "../../../budget.ts";
import { carcassonneGhosts, type CarcassonneState } from "../../../../worker/games/carcassonne-ghosts/index.ts";
import type { Level } from "../../../../worker/games/carcassonne-ghosts/state.ts";
import type { LogEntry } from "../../../../web/src/game.ts";
import { activeGame, renderGamePage } from "../../game-route.tsx";
import { translate } from "./helpers.ts";

const game = carcassonneGhosts;
const players = [{ userId: "u0", name: "Anna", seat: 0 }];

/** Solo bot games whose move `move` (1-based) ends with a forced step (found by playing seeds). */
const FIXTURES = [
  { forced: "bury", level: 5, seed: "forced-13", move: 19 },
  { forced: "dog", level: 3, seed: "forced-42", move: 17 },
] as const;

/** Plays the bot's moves up to the fixture's move: the state after it and its log entry. */
function playTo(fixture: (typeof FIXTURES)[number]): { state: CarcassonneState; entry: LogEntry } {
  let state = game.setup(1, { level: fixture.level as Level }, fixture.seed);
  for (let seq = 1; ; seq++) {
    const move = game.botMove(state, 0);
    const result = game.play(state, 0, move);
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    state = result.played.state;
    if (seq === fixture.move) {
      // As the log's answer carries them: JSON.
      const events = result.played.events.map((e) => JSON.parse(JSON.stringify(e.event)) as LogEntry["events"][number]);
      return { state, entry: { seq, kind: "move", seat: 0, at: 0, move, events } };
    }
  }
}

function serve(state: CarcassonneState, entry: LogEntry): void {
  const data = activeGame(game.id, {
    version: entry.seq + 1,
    players,
    toAct: [...game.toAct(state)],
    moveCount: entry.seq,
    unseen: 1,
    view: game.view(state, 0),
    legalMoves: [...game.legalMoves(state, 0)],
  });
  const routes: Record<string, unknown> = {
    "/api/games/g1": data,
    "/api/games/g1/since": { seenSeq: 0, lastMove: entry.seq, entries: [entry] },
    "/api/games/g1/log": { entries: [entry] },
    "/api/games/g1/chat": { messages: [] },
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = routes[new URL(new Request(input, init).url).pathname];
      return new Response(JSON.stringify(body ?? { error: { code: "NOT_FOUND", message: "no route" } }), {
        status: body === undefined ? 404 : 200,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
}

describe("a step the engine played alone", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  for (const fixture of FIXTURES)
    for (const language of ["en", "cs", "sk", "ru"] as const)
      it(`${language}: a forced ${fixture.forced} is told in the turn's summary and the log`, async () => {
        const { state, entry } = playTo(fixture);
        expect(entry.events.map((e) => e.forced)).toContain(fixture.forced);
        serve(state, entry);
        await renderGamePage(language);
        const said = translate(language)(`cg.event.forced.${fixture.forced}`, { name: "Anna" });
        if (language !== "en")
          expect(said).not.toBe(translate("en")(`cg.event.forced.${fixture.forced}`, { name: "Anna" }));
        const text = (selector: string) => document.querySelector(selector)?.textContent ?? "";
        await vi.waitFor(() => expect(text(".log")).toContain(said), { timeout: budget(10_000) });
        await vi.waitFor(() => expect(text(".since-move")).toContain(said), { timeout: budget(5_000) });
        expect(text(".log")).not.toMatch(/cg\.event/);
      });
});
