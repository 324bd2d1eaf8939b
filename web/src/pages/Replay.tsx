import type { JSX } from "preact";
import { useEffect, useMemo, useState } from "preact/hooks";
import { useRoute } from "preact-iso";
import { gameClient } from "../../boards/index.ts";
import type { AnyGameClient, AnyGameTable, PlayerInfo } from "../../boards/types.ts";
import type { GameWords } from "../../../worker/games/contract.ts";
import { entryLines } from "../../../worker/games/log-words.ts";
import type { Translate } from "../../../worker/i18n/translate.ts";
import { api, errorOf } from "../api.ts";
import { Rules } from "../components/Rules.tsx";
import { eventContext, type LogEntry } from "../game.ts";
import { useApp } from "../state.ts";

/**
 * The replay endpoint's two shapes: the seed and every move (every secret is out once the game is
 * over), or, for a game whose secrets outlive it, the spectators' view at the start and after
 * each move in force, rebuilt by the server.
 */
type ReplayData = {
  type: string;
  options: unknown;
  seed?: string;
  views?: unknown[];
  players: PlayerInfo[];
  moves: (LogEntry & { move?: unknown })[];
};

/** Each position of a replay, as `seat` sees it. */
type Positions = { count: number; viewAt: (step: number, seat: number) => unknown; perspectives: boolean };

/** A finished game with what draws it: its table and positions, or only its words when its table is not here yet. */
type Loaded = { data: ReplayData; words: GameWords; table?: { draw: AnyGameTable; shown: Positions } };

/** The log entries in force: an undo takes back the latest move not yet taken back. */
function inForce(moves: ReplayData["moves"]): ReplayData["moves"] {
  const kept: ReplayData["moves"] = [];
  for (const entry of moves) {
    if (entry.kind === "undo") kept.pop();
    else kept.push(entry);
  }
  return kept;
}

/**
 * Each position of a finished game as `seat` sees it: the server's spectator views (the same for
 * every seat), or rebuilt in the browser from the seed and the moves in force with the game's
 * rules, loaded for this alone.
 */
async function positions(client: AnyGameClient, data: ReplayData): Promise<Positions> {
  if (data.views) {
    const views = data.views;
    return { count: views.length, viewAt: (step) => views[step], perspectives: false };
  }
  const engine = await client.replayEngine();
  const states: unknown[] = [engine.setup(data.players.length, engine.options.parse(data.options), data.seed ?? "")];
  for (const entry of inForce(data.moves)) {
    const result = engine.play(states[states.length - 1], entry.seat ?? 0, engine.move.parse(entry.move));
    if (!result.ok) break;
    states.push(result.played.state);
  }
  return { count: states.length, viewAt: (step, seat) => engine.view(states[step], seat), perspectives: true };
}

/** The replay's answer with the game's table, its positions and its strings, or its words alone when it has no table yet. */
function useReplay(id: string): { loaded?: Loaded; error?: string } {
  const app = useApp();
  const [loaded, setLoaded] = useState<Loaded>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    void api.api.games[":id"].replay.$get({ param: { id } }).then(async (r) => {
      if (r.status !== 200) return setError(app.t.value(`error.${(await errorOf(r)).code}`));
      const data = (await r.json()) as ReplayData;
      const client = gameClient(data.type);
      if (!client) return setError(app.t.value("error.UNKNOWN_GAME_TYPE"));
      const [draw, shown] = client.table ? await Promise.all([client.table(), positions(client, data)]) : [];
      const words = draw?.engine.words ?? (await client.words());
      await app.addMessages(draw?.messages ?? words.messages);
      setLoaded({ data, words, table: draw && shown && { draw, shown } });
    });
  }, [id]);
  return { loaded, error };
}

/** A game without its table here: what happened, move by move, in words. */
function ReplayLog({ data, words, t }: { data: ReplayData; words: GameWords; t: Translate }): JSX.Element {
  const game = t(`game.type.${data.type}`);
  const ctx = eventContext(data.players, undefined, t);
  return (
    <div class="replay">
      <h1>{t("replay.title", { game })}</h1>
      <p role="status">{t("replay.noTable", { game })}</p>
      <ol class="replay-log">
        <li>{t("replay.setup")}</li>
        {inForce(data.moves).map((entry) => (
          <li key={entry.seq}>
            {entryLines(words, entry.seat, entry.events, ctx).join(" ") ||
              t("log.moved", { name: ctx.name(entry.seat) })}
          </li>
        ))}
      </ol>
    </div>
  );
}

type ControlsProps = {
  at: number;
  last: number;
  onStep: (step: number) => void;
  /** The players whose side the replay can show, when it can show any. */
  sides?: { players: readonly PlayerInfo[]; seat: number; onSeat: (seat: number) => void };
  t: Translate;
};

/** Back and forth through the moves, and whose side to see them from. */
function ReplayControls({ at, last, onStep, sides, t }: ControlsProps): JSX.Element {
  return (
    <div class="replay-controls">
      <button type="button" onClick={() => onStep(0)} disabled={at === 0}>
        {t("replay.start")}
      </button>
      <button type="button" onClick={() => onStep(at - 1)} disabled={at === 0}>
        {t("replay.back")}
      </button>
      <label>
        <span class="visually-hidden">{t("replay.position")}</span>
        <input type="range" min={0} max={last} value={at} onInput={(e) => onStep(Number(e.currentTarget.value))} />
      </label>
      <button type="button" onClick={() => onStep(at + 1)} disabled={at === last}>
        {t("replay.forward")}
      </button>
      <button type="button" onClick={() => onStep(last)} disabled={at === last}>
        {t("replay.end")}
      </button>
      <span>{t("replay.step", { step: at, total: last })}</span>
      {sides && (
        <label>
          {t("replay.perspective")}
          <select value={sides.seat} onChange={(e) => sides.onSeat(Number(e.currentTarget.value))}>
            {sides.players.map((p) => (
              <option value={p.seat} key={p.userId}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}

/** A finished game on its table, position by position, with the move that led there in words. */
function ReplayTable({ data, words, table }: Required<Loaded>) {
  const { t, me } = useApp();
  const [step, setStep] = useState(0);
  // A player sees the game from their own seat first; anyone else from the first seat.
  const [seat, setSeat] = useState(() => data.players.find((p) => p.userId === me.value?.id)?.seat ?? 0);
  const kept = useMemo(() => inForce(data.moves), [data]);
  const { draw, shown } = table;
  const last = Math.min(shown.count - 1, kept.length);
  const at = Math.min(step, last);
  const entry = kept[at - 1];
  const ctx = eventContext(data.players, shown.perspectives ? seat : undefined, t.value);
  const sides = shown.perspectives ? { players: data.players, seat, onSeat: setSeat } : undefined;
  return (
    <div class="replay">
      <h1>{t.value("replay.title", { game: t.value(`game.type.${data.type}`) })}</h1>
      <Rules gameType={data.type} t={t.value} />
      <ReplayControls at={at} last={last} onStep={setStep} sides={sides} t={t.value} />
      <p role="status">
        {entry ? entryLines(words, entry.seat, entry.events, ctx).join(" ") : t.value("replay.setup")}
      </p>
      <draw.Board
        view={shown.viewAt(at, seat)}
        legalMoves={[]}
        mySeat={shown.perspectives ? seat : undefined}
        players={data.players}
        onMove={() => undefined}
        disabled
        t={t.value}
      />
    </div>
  );
}

/** Step through a finished game; a game with no table here yet gets its log in words. */
export default function Replay() {
  const { t } = useApp();
  const { loaded, error } = useReplay(useRoute().params.id ?? "");
  if (error) return <p role="alert">{error}</p>;
  if (!loaded) return <p class="loading">…</p>;
  const { data, words, table } = loaded;
  return table ? (
    <ReplayTable data={data} words={words} table={table} />
  ) : (
    <ReplayLog data={data} words={words} t={t.value} />
  );
}
