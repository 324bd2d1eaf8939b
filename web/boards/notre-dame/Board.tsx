import type { JSX } from "preact";
import { useMemo } from "preact/hooks";
import { FIELDS, marketText } from "../../../worker/games/notre-dame/table.ts";
import type { Translate } from "../../../worker/i18n/translate.ts";
import { useStepChoice } from "../step-choice.ts";
import type { BoardProps } from "../types.ts";
import { NONE, narrow, progress, type Step } from "./choices.ts";
import { CityMap, type MapTargets } from "./CityMap.tsx";
import { Controls } from "./Controls.tsx";
import { missingOptions } from "./missing.ts";
import { Persons } from "./Persons.tsx";
import { PlayerPanel } from "./PlayerPanel.tsx";
import { playerName, quarterLetter, quarterName } from "./seats.ts";
import { Summary } from "./Summary.tsx";
import type { Field, Market, Move, NdView } from "./types.ts";
import "./board.css";

const isField = (token: string): token is Field => (FIELDS as readonly string[]).includes(token);

/** What the map offers for a step: the fields, the cathedral or the markets its options name. */
function mapTargets(step: Step | undefined): MapTargets {
  const fields = new Map<Field, string>();
  const markets = new Map<Market, string>();
  let cathedral: string | undefined;
  for (const token of step?.options ?? []) {
    const sacrificed = step?.id === "what" && token.startsWith("field:") ? token.slice("field:".length) : undefined;
    const field = sacrificed ?? (["from", "to", "field"].includes(step?.id ?? "") ? token : undefined);
    if (field === "cathedral") cathedral = token;
    else if (field !== undefined && isField(field)) fields.set(field, token);
    if (step?.id === "market" && token !== NONE) markets.set(token as Market, token);
  }
  return { fields, markets, cathedral };
}

/** The players' and places' names as the table writes them: names, quarter letters and names, markets. */
function tableNames(view: NdView, players: BoardProps<NdView, Move>["players"], t: Translate) {
  const names = view.players.map((_, seat) => playerName(players, seat, t));
  const letters = Array.from({ length: view.quarters }, (_, q) => quarterLetter(view, players, q, t));
  const quarterNames = Array.from({ length: view.quarters }, (_, q) => quarterName(view, players, q, t));
  const marketPlace = (m: Market): string => marketText(m, t, (q) => quarterNames[q] ?? "");
  const marketLabel = (m: Market): string => {
    const kind = view.tokens[m];
    const place = marketPlace(m);
    return kind === undefined ? place : t("nd.map.marketWithToken", { market: place, kind: t(`nd.token.${kind}`) });
  };
  return { names, letters, quarterNames, marketPlace, marketLabel };
}

/** The Notre Dame table: city map, personalities, players, and the controls for my move. */
export function Board({
  view,
  legalMoves: moves,
  mySeat,
  players,
  onMove,
  disabled,
  t,
}: BoardProps<NdView, Move>): JSX.Element {
  const { picks, state, pick, submit, reset } = useStepChoice(moves, onMove, narrow, progress);
  const missing = useMemo(() => missingOptions(view, moves, picks), [view, moves, picks]);
  const { names, letters, quarterNames, marketPlace, marketLabel } = tableNames(view, players, t);
  const waiting = view.toAct.map((s) => names[s] ?? "").join(", ");
  return (
    <div class="nd-board">
      <CityMap
        view={view}
        mySeat={mySeat}
        letters={letters}
        quarterNames={quarterNames}
        marketLabel={marketLabel}
        targets={mapTargets(state.step)}
        onPick={(token) => state.step && pick(state.step.id, token)}
        disabled={disabled}
        t={t}
      />
      <Controls
        view={view}
        progress={state}
        picks={picks}
        hasMoves={moves.length > 0}
        missing={missing}
        waitingFor={view.phase === "over" ? t("nd.ui.over") : t("nd.ui.waiting", { names: waiting })}
        onPick={pick}
        onMove={submit}
        onReset={reset}
        marketLabel={marketLabel}
        disabled={disabled}
        t={t}
      />
      <Persons view={view} t={t} />
      <div class="nd-players">
        {view.players.map((p, seat) => (
          <PlayerPanel
            key={seat}
            player={p}
            name={names[seat] ?? ""}
            letter={letters[p.quarter] ?? ""}
            tokenLetter={(colour) => letters[colour] ?? ""}
            isBellRinger={view.bellRinger === seat}
            toAct={view.toAct.includes(seat)}
            t={t}
          />
        ))}
      </div>
      <Summary view={view} names={names} letters={letters} marketLabel={marketLabel} marketPlace={marketPlace} t={t} />
    </div>
  );
}
