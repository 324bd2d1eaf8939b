import { render } from "@testing-library/preact";
import { LocationProvider, Route, Router } from "preact-iso";
import type { Language } from "../../worker/i18n/translate.ts";
import type { GameData } from "../../web/src/game.ts";
import Game from "../../web/src/pages/Game.tsx";
import { AppContext, createAppState } from "../../web/src/state.ts";

/** Renders the game page of game "g1" as the router does, for Anna (u0) speaking `language`. */
export async function renderGamePage(language: Language): Promise<void> {
  const app = createAppState();
  await app.setLanguage(language);
  app.me.value = { id: "u0", name: "Anna" } as typeof app.me.value;
  history.replaceState(null, "", "/games/g1");
  render(
    <AppContext.Provider value={app}>
      <LocationProvider>
        <Router>
          <Route path="/games/:id" component={Game} />
          <Route default component={() => <p>elsewhere</p>} />
        </Router>
      </LocationProvider>
    </AppContext.Provider>,
  );
}

/** Game "g1" of `type` as the Worker tells it to Anna (seat 0) while it is under way: `fields` say the rest. */
export function activeGame(
  type: string,
  // The engine's view as it is, before JSON: the answer's own types take only what JSON.parse made.
  fields: { players: readonly unknown[]; view: unknown } & Record<string, unknown>,
): GameData {
  return {
    id: "g1",
    type,
    status: "active",
    version: 1,
    visibility: "public",
    seatCount: fields.players.length,
    createdBy: "u0",
    timeControl: {},
    timeoutPolicy: "bot",
    clocks: {},
    createdAt: 0,
    updatedAt: 0,
    mySeat: 0,
    toAct: [0],
    moveCount: 0,
    chatCount: 0,
    unseen: 0,
    canUndo: false,
    legalMoves: [],
    ...fields,
  } as unknown as GameData;
}
