import { useEffect, useRef, useState } from "preact/hooks";
import { useLocation, useRoute } from "preact-iso";
import { BOARDS } from "../../boards/index.ts";
import type { BoardModule } from "../../boards/types.ts";
import { api, errorOf, type ApiError } from "../api.ts";
import { showAttention } from "../attention.ts";
import { Chat } from "../components/Chat.tsx";
import { Lobby } from "../components/Lobby.tsx";
import { Log } from "../components/Log.tsx";
import { RatingChanges } from "../components/RatingChanges.tsx";
import { SinceLastVisit } from "../components/SinceLastVisit.tsx";
import { Rules } from "../components/Rules.tsx";
import { StatusBar } from "../components/StatusBar.tsx";
import type { GameData } from "../game.ts";
import { startPolling, tabSignal } from "../poll.ts";
import { useApp } from "../state.ts";

type Notice = { kind: "stale" | "error"; text: string };

const isMyTurn = (game: GameData): boolean =>
  game.status === "active" && game.mySeat !== undefined && game.toAct.includes(game.mySeat);
/** The game hides who else is still to act (a step of hidden moves): the waiting seats are counted, not named. */
const namesHidden = (game: GameData): boolean => game.status === "active" && game.waiting > game.toAct.length;

/** One game: lobby, status bar, table, confirm step, undo, what happened since my last move, log, chat, the end. */
export default function Game() {
  const app = useApp();
  const { t } = app;
  const { route } = useLocation();
  const { params, query } = useRoute();
  const id = params.id ?? "";
  const [game, setGame] = useState<GameData>();
  const [missing, setMissing] = useState(false);
  const [board, setBoard] = useState<BoardModule>();
  const [pending, setPending] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>();
  const [nextGame, setNextGame] = useState<string>();
  const etag = useRef<string | undefined>(undefined);
  const tab = useRef(tabSignal());

  const accept = (fresh: GameData, tag: string | null | undefined) => {
    etag.current = tag ?? undefined;
    setGame(fresh);
  };
  const load = async () => {
    const shown = tab.current.next();
    const response = await api.api.games[":id"].$get({
      param: { id },
      query: { invite: query.invite, tab: shown },
      header: etag.current ? { "if-none-match": etag.current } : {},
    });
    tab.current.answered(shown, response.status);
    if (response.status === 304) return;
    if (response.status === 200) accept((await response.json()) as GameData, response.headers.get("ETag"));
    else setMissing(true);
  };
  useEffect(() => {
    setNotice(undefined);
    setPending(undefined);
    setNextGame(undefined);
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
  const myTurn = game !== undefined && isMyTurn(game);
  useEffect(() => {
    showAttention(
      game ? t.value(`game.type.${game.type}`) : t.value("app.title"),
      myTurn ? 1 : 0,
      t.value("app.yourTurn"),
    );
  }, [myTurn, t.value]);

  const namesOf = (g: GameData, seats: readonly number[]): string =>
    seats.map((s) => g.players.find((p) => p.seat === s)?.name ?? `#${s + 1}`).join(", ");
  const when = (ms: number): string =>
    new Date(ms).toLocaleString(t.value.language, { dateStyle: "medium", timeStyle: "short" });
  /** What is true after a move lost the race: still my turn, somebody else's, or the end. */
  const movedOn = (fresh: GameData | undefined): string => {
    if (!fresh) return t.value("game.movedOn");
    if (fresh.status === "finished") return t.value("game.movedOn.over");
    if (isMyTurn(fresh)) return t.value("game.movedOn.again");
    if (namesHidden(fresh)) return t.value("game.movedOn.waitingCount", { count: fresh.waiting });
    return t.value("game.movedOn.waiting", { names: namesOf(fresh, fresh.toAct) });
  };
  const refused = (error: ApiError): Notice => {
    if (error.code === "STALE_VERSION") return { kind: "stale", text: movedOn(error.current as GameData | undefined) };
    if (error.code === "ILLEGAL_MOVE" && error.rule && board)
      return { kind: "error", text: board.describeError(error.rule, t.value) };
    return { kind: "error", text: t.value(`error.${error.code}`) };
  };
  /** After my move: the next game that waits for me (the list puts my turns first), for the status bar and the header. */
  const findNextGame = async () => {
    const response = await api.api.games.$get({ query: { list: "mine" } });
    if (response.status !== 200) return;
    const mine = ((await response.json()) as { games: { id: string; myTurn: number }[] }).games;
    const waiting = mine.filter((g) => g.myTurn === 1 && g.id !== id).map((g) => g.id);
    app.waiting.value = waiting;
    setNextGame(waiting[0]);
  };
  const send = async (path: "moves" | "undo", body: unknown) => {
    if (!game) return;
    setBusy(true);
    try {
      const response =
        path === "moves"
          ? await api.api.games[":id"].moves.$post({
              param: { id },
              json: { version: game.version, idempotencyKey: crypto.randomUUID(), move: body },
            })
          : await api.api.games[":id"].undo.$post({ param: { id }, json: { version: game.version } });
      if (response.status === 200) {
        const answer = (await response.json()) as { game: GameData };
        accept(answer.game, response.headers.get("ETag"));
        setNotice(undefined);
        if (path === "moves" && !isMyTurn(answer.game)) void findNextGame();
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
  if (game.status === "open" || game.status === "cancelled")
    return <Lobby game={game} invite={query.invite} onChange={(g) => accept(g, null)} />;
  // A game registered before its table exists (played through the API) says so instead of loading for ever.
  if (!board)
    return BOARDS[game.type] ? (
      <p class="loading">…</p>
    ) : (
      <p role="status">{t.value("game.noTable", { game: t.value(`game.type.${game.type}`) })}</p>
    );
  const { Board, EndScreen } = board;
  const deadline = myTurn && game.mySeat !== undefined ? game.clocks[String(game.mySeat)]?.deadline : undefined;
  const turn =
    game.status === "finished"
      ? t.value("game.over")
      : myTurn
        ? t.value("game.yourTurn")
        : namesHidden(game)
          ? t.value("game.waitingCount", { count: game.waiting })
          : game.toAct.length > 0
            ? t.value("game.waitingFor", { names: namesOf(game, game.toAct) })
            : t.value("game.waiting");
  const seated = [...game.players].filter((p) => p.seat !== undefined).sort((a, b) => (a.seat ?? 0) - (b.seat ?? 0));
  const away = seated.filter((p) => p.vacationUntil !== undefined && p.vacationUntil > Date.now());
  return (
    <div class="game" key={game.id}>
      <header class="game-head">
        <h1>{t.value(`game.type.${game.type}`)}</h1>
        <p class="players">{t.value("game.players", { names: seated.map((p) => p.name).join(", ") })}</p>
      </header>
      {away.map((p) => (
        <p class="vacation" key={p.userId}>
          {t.value("game.vacation", { name: p.name, date: when(p.vacationUntil ?? 0) })}
        </p>
      ))}
      <StatusBar
        turn={turn}
        deadline={deadline === undefined ? undefined : t.value("game.deadline", { date: when(deadline) })}
        prompt={myTurn ? board.prompt(game.view, game.legalMoves, game.mySeat, t.value) : undefined}
        toMove={myTurn && pending === undefined}
        onNextGame={nextGame && !myTurn ? () => route(`/games/${nextGame}`) : undefined}
      >
        <Rules gameType={game.type} t={t.value} />
      </StatusBar>
      {game.mySeat !== undefined && <SinceLastVisit game={game} board={board} />}
      {game.status === "finished" && (
        <>
          <EndScreen view={game.view} players={game.players} t={t.value} />
          <RatingChanges game={game} />
          <p>
            <a class="replay-link" href={`/games/${game.id}/replay`}>
              {t.value("game.replay")}
            </a>
          </p>
        </>
      )}
      <h2 class="visually-hidden">{t.value("game.table")}</h2>
      <Board
        view={game.view}
        legalMoves={game.legalMoves}
        mySeat={game.mySeat}
        players={game.players}
        onMove={setPending}
        disabled={busy || pending !== undefined}
        t={t.value}
      />
      {pending !== undefined && (
        <div class="confirm" role="dialog" aria-modal="false" aria-labelledby="confirm-text">
          <p id="confirm-text">{board.describeMove(pending, t.value, game.view)}</p>
          <button type="button" class="primary" disabled={busy} onClick={() => void send("moves", pending)} autoFocus>
            {t.value("game.confirm")}
          </button>
          <button type="button" disabled={busy} onClick={() => setPending(undefined)}>
            {t.value("game.cancel")}
          </button>
        </div>
      )}
      {notice && pending === undefined && (
        // Where the confirm step was, so the player reads it where they were looking.
        <div class={`move-notice ${notice.kind}`}>
          <p role="alert">{notice.text}</p>
          <button type="button" onClick={() => setNotice(undefined)}>
            {t.value("game.noticeClose")}
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
