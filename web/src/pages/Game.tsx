import { useEffect, useRef, useState } from "preact/hooks";
import { useRoute } from "preact-iso";
import { BOARDS } from "../../boards/index.ts";
import type { BoardModule } from "../../boards/types.ts";
import { api, errorOf, type ApiError } from "../api.ts";
import { showAttention } from "../attention.ts";
import { Chat } from "../components/Chat.tsx";
import { Lobby } from "../components/Lobby.tsx";
import { Log } from "../components/Log.tsx";
import { SinceLastVisit } from "../components/SinceLastVisit.tsx";
import type { GameData } from "../game.ts";
import { startPolling } from "../poll.ts";
import { useApp } from "../state.ts";

type Notice = { kind: "stale" | "error"; text: string };

/** One game: lobby, table, confirm step, undo, log, chat, what happened since my last visit, the end. */
export default function Game() {
  const app = useApp();
  const { t } = app;
  const { params, query } = useRoute();
  const id = params.id ?? "";
  const [game, setGame] = useState<GameData>();
  const [missing, setMissing] = useState(false);
  const [board, setBoard] = useState<BoardModule>();
  const [pending, setPending] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>();
  const etag = useRef<string | undefined>(undefined);

  const accept = (fresh: GameData, tag: string | null | undefined) => {
    etag.current = tag ?? undefined;
    setGame(fresh);
  };
  const load = async () => {
    const response = await api.api.games[":id"].$get({
      param: { id },
      query: { invite: query.invite },
      header: etag.current ? { "if-none-match": etag.current } : {},
    });
    if (response.status === 304) return;
    if (response.status === 200) accept((await response.json()) as GameData, response.headers.get("ETag"));
    else setMissing(true);
  };
  useEffect(() => {
    void load();
    return startPolling(load);
  }, [id]);
  useEffect(() => {
    const open = game && BOARDS[game.type];
    if (!open || board) return;
    void open().then(async (module) => {
      await app.addMessages(module.messages);
      setBoard(module);
    });
  }, [game?.type]);
  const myTurn = game?.status === "active" && game.mySeat !== undefined && game.toAct.includes(game.mySeat);
  useEffect(() => {
    showAttention(game ? t.value(`game.type.${game.type}`) : t.value("app.title"), myTurn ? 1 : 0, t.value("app.yourTurn"));
  }, [myTurn, t.value]);

  const refused = (error: ApiError): Notice => {
    if (error.code === "STALE_VERSION") return { kind: "stale", text: t.value("game.movedOn") };
    if (error.code === "ILLEGAL_MOVE" && error.rule && board) return { kind: "error", text: board.describeError(error.rule, t.value) };
    return { kind: "error", text: t.value(`error.${error.code}`) };
  };
  const send = async (path: "moves" | "undo", body: unknown) => {
    if (!game) return;
    setBusy(true);
    try {
      const response =
        path === "moves"
          ? await api.api.games[":id"].moves.$post({ param: { id }, json: { version: game.version, idempotencyKey: crypto.randomUUID(), move: body } })
          : await api.api.games[":id"].undo.$post({ param: { id }, json: { version: game.version } });
      if (response.status === 200) {
        const answer = (await response.json()) as { game: GameData };
        accept(answer.game, response.headers.get("ETag"));
        setNotice(undefined);
      } else {
        const error = await errorOf(response);
        setNotice(refused(error));
        if (error.code === "STALE_VERSION" && error.current) accept(error.current as GameData, null);
      }
    } finally {
      setPending(undefined);
      setBusy(false);
    }
  };

  if (missing) return <p role="alert">{t.value("error.NOT_FOUND")}</p>;
  if (!game) return <p class="loading">…</p>;
  if (game.status === "open" || game.status === "cancelled") return <Lobby game={game} invite={query.invite} onChange={(g) => accept(g, null)} />;
  if (!board) return <p class="loading">…</p>;
  const { Board, EndScreen } = board;
  const deadline = game.mySeat === undefined ? undefined : game.clocks[String(game.mySeat)]?.deadline;
  return (
    <div class="game">
      <h1 class="visually-hidden">{t.value(`game.type.${game.type}`)}</h1>
      <p class="turn" role="status">
        {game.status === "finished" ? t.value("game.over") : myTurn ? t.value("game.yourTurn") : t.value("game.waiting")}
      </p>
      {myTurn && deadline !== undefined && (
        <p class="deadline">{t.value("game.deadline", { date: new Date(deadline).toLocaleString(t.value.language, { dateStyle: "medium", timeStyle: "short" }) })}</p>
      )}
      {notice && (
        <p role="alert" class={`notice ${notice.kind}`}>
          {notice.text}
        </p>
      )}
      <SinceLastVisit game={game} board={board} />
      {game.status === "finished" && (
        <>
          <EndScreen view={game.view} players={game.players} t={t.value} />
          <p>
            <a href={`/games/${game.id}/replay`}>{t.value("game.replay")}</a>
          </p>
        </>
      )}
      <Board view={game.view} legalMoves={game.legalMoves} mySeat={game.mySeat} players={game.players} onMove={setPending} disabled={busy || pending !== undefined} t={t.value} />
      {pending !== undefined && (
        <div class="confirm" role="dialog" aria-modal="false" aria-labelledby="confirm-text">
          <p id="confirm-text">{board.describeMove(pending, t.value)}</p>
          <button type="button" class="primary" disabled={busy} onClick={() => void send("moves", pending)} autoFocus>
            {t.value("game.confirm")}
          </button>
          <button type="button" disabled={busy} onClick={() => setPending(undefined)}>
            {t.value("game.cancel")}
          </button>
        </div>
      )}
      {game.canUndo && pending === undefined && (
        <button type="button" disabled={busy} onClick={() => void send("undo", undefined)}>
          {t.value("game.undo")}
        </button>
      )}
      <Log game={game} board={board} />
      <Chat game={game} onPosted={() => void load()} />
    </div>
  );
}
