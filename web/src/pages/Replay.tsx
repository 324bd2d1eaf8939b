import { useEffect, useMemo, useState } from "preact/hooks";
import { useRoute } from "preact-iso";
import { BOARDS } from "../../boards/index.ts";
import type { BoardModule, PlayerInfo } from "../../boards/types.ts";
import type { GameWords } from "../../../worker/games/contract.ts";
import { api, errorOf } from "../api.ts";
import { eventContext, type LogEntry } from "../game.ts";
import { GAME_WORDS } from "../game-words.ts";
import { useApp } from "../state.ts";
import { Rules } from "../components/Rules.tsx";
import { entryLines } from "../../../worker/games/log-words.ts";

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
 * Each position of a finished game as `seat` sees it: rebuilt in the browser from the seed and
 * the moves in force, or the server's spectator views (the same for every seat).
 */
function positions(
  board: BoardModule,
  data: ReplayData,
): { count: number; viewAt: (step: number, seat: number) => unknown; perspectives: boolean } {
  if (data.views) {
    const views = data.views;
    return { count: views.length, viewAt: (step) => views[step], perspectives: false };
  }
  const { engine } = board;
  const states: unknown[] = [engine.setup(data.players.length, engine.options.parse(data.options), data.seed ?? "")];
  for (const entry of inForce(data.moves)) {
    const result = engine.play(states[states.length - 1], entry.seat ?? 0, engine.move.parse(entry.move));
    if (!result.ok) break;
    states.push(result.played.state);
  }
  return { count: states.length, viewAt: (step, seat) => engine.view(states[step], seat), perspectives: true };
}

/** Step through a finished game; a game with no table here yet gets its log in words. */
export default function Replay() {
  const app = useApp();
  const { t } = app;
  const id = useRoute().params.id ?? "";
  const [data, setData] = useState<ReplayData>();
  const [board, setBoard] = useState<BoardModule>();
  const [words, setWords] = useState<GameWords>();
  const [error, setError] = useState<string>();
  const [step, setStep] = useState(0);
  const [seat, setSeat] = useState(0);
  useEffect(() => {
    void api.api.games[":id"].replay.$get({ param: { id } }).then(async (r) => {
      if (r.status !== 200) return setError(t.value(`error.${(await errorOf(r)).code}`));
      const replay = (await r.json()) as ReplayData;
      const open = BOARDS[replay.type];
      if (open) {
        const module = await open();
        await app.addMessages(module.messages);
        setBoard(module);
        setWords(module.engine.words);
      } else {
        const load = GAME_WORDS[replay.type];
        if (!load) return setError(t.value("error.UNKNOWN_GAME_TYPE"));
        const gameWords = await load();
        await app.addMessages(gameWords.messages);
        setWords(gameWords);
      }
      setData(replay);
    });
  }, [id]);
  const kept = useMemo(() => (data ? inForce(data.moves) : []), [data]);
  const shown = useMemo(() => (board && data ? positions(board, data) : undefined), [board, data]);
  if (error) return <p role="alert">{error}</p>;
  if (!words || !data) return <p class="loading">…</p>;
  const game = t.value(`game.type.${data.type}`);
  if (!board || !shown) {
    const ctx = eventContext(data.players, undefined, t.value);
    return (
      <div class="replay">
        <h1>{t.value("replay.title", { game })}</h1>
        <p role="status">{t.value("replay.noTable", { game })}</p>
        <ol class="replay-log">
          <li>{t.value("replay.setup")}</li>
          {kept.map((entry) => (
            <li key={entry.seq}>
              {entryLines(words, entry.seat, entry.events, ctx).join(" ") ||
                t.value("log.moved", { name: ctx.name(entry.seat) })}
            </li>
          ))}
        </ol>
      </div>
    );
  }
  const last = Math.min(shown.count - 1, kept.length);
  const at = Math.min(step, last);
  const entry = kept[at - 1];
  const ctx = eventContext(data.players, shown.perspectives ? seat : undefined, t.value);
  return (
    <div class="replay">
      <h1>{t.value("replay.title", { game })}</h1>
      <Rules gameType={data.type} t={t.value} />
      <div class="replay-controls">
        <button type="button" onClick={() => setStep(0)} disabled={at === 0}>
          {t.value("replay.start")}
        </button>
        <button type="button" onClick={() => setStep(at - 1)} disabled={at === 0}>
          {t.value("replay.back")}
        </button>
        <label>
          <span class="visually-hidden">{t.value("replay.position")}</span>
          <input type="range" min={0} max={last} value={at} onInput={(e) => setStep(Number(e.currentTarget.value))} />
        </label>
        <button type="button" onClick={() => setStep(at + 1)} disabled={at === last}>
          {t.value("replay.forward")}
        </button>
        <button type="button" onClick={() => setStep(last)} disabled={at === last}>
          {t.value("replay.end")}
        </button>
        <span>{t.value("replay.step", { step: at, total: last })}</span>
        {shown.perspectives && (
          <label>
            {t.value("replay.perspective")}
            <select value={seat} onChange={(e) => setSeat(Number(e.currentTarget.value))}>
              {data.players.map((p) => (
                <option value={p.seat} key={p.userId}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <p role="status">
        {entry ? entryLines(words, entry.seat, entry.events, ctx).join(" ") : t.value("replay.setup")}
      </p>
      <board.Board
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
