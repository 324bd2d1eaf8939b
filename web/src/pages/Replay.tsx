import { useEffect, useMemo, useState } from "preact/hooks";
import { useRoute } from "preact-iso";
import { BOARDS } from "../../boards/index.ts";
import type { BoardModule, PlayerInfo } from "../../boards/types.ts";
import { api, errorOf } from "../api.ts";
import { eventContext, type LogEntry } from "../game.ts";
import { useApp } from "../state.ts";
import { Rules } from "../components/Rules.tsx";
import { entryLines } from "../../../worker/games/log-words.ts";

type ReplayData = { type: string; options: unknown; seed: string; players: PlayerInfo[]; moves: (LogEntry & { move?: unknown })[] };

/** The states of a finished game, rebuilt in the browser from its seed and log (undone moves dropped). */
function rebuild(board: BoardModule, data: ReplayData): { states: unknown[]; entries: LogEntry[] } {
  const { engine } = board;
  const kept: ReplayData["moves"] = [];
  for (const entry of data.moves) {
    if (entry.kind === "undo") kept.pop();
    else kept.push(entry);
  }
  const states: unknown[] = [engine.setup(data.players.length, engine.options.parse(data.options), data.seed)];
  for (const entry of kept) {
    const result = engine.play(states[states.length - 1], entry.seat ?? 0, engine.move.parse(entry.move));
    if (!result.ok) break;
    states.push(result.played.state);
  }
  return { states, entries: kept };
}

/** Step through a finished game, from any player's side: every secret is out once it is over. */
export default function Replay() {
  const app = useApp();
  const { t } = app;
  const id = useRoute().params.id ?? "";
  const [data, setData] = useState<ReplayData>();
  const [board, setBoard] = useState<BoardModule>();
  const [error, setError] = useState<string>();
  const [step, setStep] = useState(0);
  const [seat, setSeat] = useState(0);
  useEffect(() => {
    void api.api.games[":id"].replay.$get({ param: { id } }).then(async (r) => {
      if (r.status !== 200) return setError(t.value(`error.${(await errorOf(r)).code}`));
      const replay = (await r.json()) as ReplayData;
      const open = BOARDS[replay.type];
      if (!open) return setError(t.value("error.UNKNOWN_GAME_TYPE"));
      const module = await open();
      await app.addMessages(module.messages);
      setBoard(module);
      setData(replay);
    });
  }, [id]);
  const rebuilt = useMemo(() => (board && data ? rebuild(board, data) : undefined), [board, data]);
  if (error) return <p role="alert">{error}</p>;
  if (!board || !data || !rebuilt) return <p class="loading">…</p>;
  const last = rebuilt.states.length - 1;
  const at = Math.min(step, last);
  const entry = rebuilt.entries[at - 1];
  const ctx = eventContext(data.players, seat, t.value);
  return (
    <div class="replay">
      <h1>{t.value("replay.title", { game: t.value(`game.type.${data.type}`) })}</h1>
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
      </div>
      <p role="status">{entry ? entryLines(board.engine.words, entry.seat, entry.events, ctx).join(" ") : t.value("replay.setup")}</p>
      <board.Board view={board.engine.view(rebuilt.states[at], seat)} legalMoves={[]} mySeat={seat} players={data.players} onMove={() => undefined} disabled t={t.value} />
    </div>
  );
}
