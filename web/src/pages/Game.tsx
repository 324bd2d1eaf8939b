import type { JSX } from "preact";
import { useEffect, useMemo, useReducer, useRef, useState } from "preact/hooks";
import { useLocation, useRoute } from "preact-iso";
import { gameClient } from "../../boards/index.ts";
import type { AnyGameClient, AnyGameTable, LogTeller } from "../../boards/types.ts";
import type { Translate } from "../../../worker/i18n/translate.ts";
import { api, errorOf, type ApiError } from "../api.ts";
import { showAttention } from "../attention.ts";
import { Chat } from "../components/Chat.tsx";
import { GuidedStep } from "../components/GuidedStep.tsx";
import { Lobby } from "../components/Lobby.tsx";
import { Log, useLogEntries } from "../components/Log.tsx";
import { PlanAhead } from "../components/PlanAhead.tsx";
import { RatingChanges } from "../components/RatingChanges.tsx";
import { Rules } from "../components/Rules.tsx";
import { SinceLastVisit } from "../components/SinceLastVisit.tsx";
import { StatusBar } from "../components/StatusBar.tsx";
import { isMyTurn, legalMovesOf, movedOn, turnText, withBotNames, type GameData, type LogEntry } from "../game.ts";
import { IDLE, moveFlow, type Notice } from "../move-flow.ts";
import { offlineSince } from "../offline.ts";
import { usePlans } from "../plans.ts";
import { usePointing } from "../pointing.ts";
import { resultText } from "../outcome.ts";
import { company, startPolling, tabSignal } from "../poll.ts";
import { waitsForMe } from "../sections.ts";
import { useApp } from "../state.ts";
import type { MyGame } from "../../../worker/http/client.ts";

/**
 * Accepts a fresh answer for the game and the ETag it came with (none: the next poll asks afresh);
 * a move's `response` may also say the bots are to act (the company's pace, to show their moves).
 */
type Accept = (fresh: GameData, tag: string | null | undefined, response?: { headers: Headers }) => void;

/** The game as the server tells it, polled with conditional GETs (the tab's visibility counts as presence; every 2 s while other players sit at the table). */
function useGameData(id: string, invite: string | undefined) {
  const { t } = useApp();
  const [game, setGame] = useState<GameData>();
  const [missing, setMissing] = useState(false);
  const etag = useRef<string | undefined>(undefined);
  const tab = useRef(tabSignal());
  const others = useRef(company());
  const accept: Accept = (fresh, tag, response) => {
    if (response) others.current.heard(response);
    etag.current = tag ?? undefined;
    setGame(withBotNames(fresh, t.value));
  };
  const load = async () => {
    const shown = tab.current.next();
    const response = await api.api.games[":id"].$get({
      param: { id },
      query: { invite, tab: shown },
      header: etag.current ? { "if-none-match": etag.current } : {},
    });
    tab.current.answered(shown, response.status);
    others.current.heard(response);
    if (response.status === 304) return;
    if (response.status === 200) accept((await response.json()) as GameData, response.headers.get("ETag"));
    // Only a 404 says the game is not there; any other failure leaves the page as it is for the next poll.
    else if (response.status === 404) setMissing(true);
  };
  useEffect(() => {
    // Polling starts after the first answer, which says at what pace (whether others sit at the table).
    let stop: (() => void) | undefined;
    let left = false;
    void load().finally(() => {
      if (!left) stop = startPolling(load, undefined, undefined, others.current.pace, others.current.onJoined);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [id]);
  return { game, missing, accept, load };
}

/** The table of a game's type with its strings, once loaded; undefined before, and for a game without one. */
function useTable(type: string | undefined): AnyGameTable | undefined {
  const app = useApp();
  const [loaded, setLoaded] = useState<{ type: string; table: AnyGameTable }>();
  useEffect(() => {
    const open = type === undefined ? undefined : gameClient(type)?.table;
    if (type === undefined || !open || loaded?.type === type) return;
    void open().then(async (table) => {
      await app.addMessages(table.messages);
      setLoaded({ type, table });
    });
  }, [type]);
  return loaded?.type === type ? loaded?.table : undefined;
}

/** A refused move or undo in words: the game moved on, a rule the board's words explain, or the error's own words. */
function refusal(error: ApiError, table: AnyGameTable, t: Translate): Notice {
  if (error.code === "STALE_VERSION") return { kind: "stale", text: movedOn(error.current as GameData | undefined, t) };
  if (error.code === "ILLEGAL_MOVE" && error.rule) return { kind: "error", text: table.describeError(error.rule, t) };
  return { kind: "error", text: t(`error.${error.code}`) };
}

/**
 * My move from proposal to answer: the board proposes, I confirm, it is sent (or an undo is);
 * a refusal leaves a notice, and after my move the next game that waits for me is looked up.
 */
function useMoves(game: GameData, table: AnyGameTable, accept: Accept) {
  const app = useApp();
  const [flow, dispatch] = useReducer(moveFlow, IDLE);
  /** After my move: the next game that waits for me (the list puts my turns first), for the status bar and the header. */
  const findNextGame = async () => {
    const response = await api.api.games.$get({ query: { list: "mine" } });
    if (response.status !== 200) return;
    const mine = ((await response.json()) as { games: MyGame[] }).games;
    const waiting = mine.filter((g) => waitsForMe(g) && g.id !== game.id).map((g) => g.id);
    app.waiting.value = waiting;
    dispatch({ type: "nextGame", id: waiting[0] });
  };
  const send = async (request: "moves" | "undo", move?: unknown) => {
    const param = { id: game.id };
    dispatch({ type: "send" });
    try {
      const response =
        request === "moves"
          ? await api.api.games[":id"].moves.$post({
              param,
              json: { version: game.version, idempotencyKey: crypto.randomUUID(), move },
            })
          : await api.api.games[":id"].undo.$post({ param, json: { version: game.version } });
      if (response.status === 200) {
        const answer = (await response.json()) as { game: GameData };
        accept(answer.game, response.headers.get("ETag"), response);
        dispatch({ type: "notice", notice: undefined });
        if (request === "moves" && !isMyTurn(answer.game)) void findNextGame();
      } else {
        const error = await errorOf(response);
        dispatch({ type: "notice", notice: refusal(error, table, app.t.value) });
        if (error.code === "STALE_VERSION" && error.current) accept(error.current as GameData, null);
      }
    } finally {
      dispatch({ type: "settled" });
    }
  };
  return { flow, dispatch, send };
}

/** The game's name, its players, and who of them is on vacation until when. */
function GameHead({ game, t }: { game: GameData; t: Translate }): JSX.Element {
  const seated = [...game.players].filter((p) => p.seat !== undefined).sort((a, b) => (a.seat ?? 0) - (b.seat ?? 0));
  const away = seated.filter((p) => p.vacationUntil !== undefined && p.vacationUntil > Date.now());
  return (
    <>
      <header class="game-head">
        <h1>{t(`game.type.${game.type}`)}</h1>
        <p class="players">{t("game.players", { names: seated.map((p) => p.name).join(", ") })}</p>
      </header>
      {away.map((p) => (
        <p class="vacation" key={p.userId}>
          {t("game.vacation", { name: p.name, date: when(p.vacationUntil ?? 0, t) })}
        </p>
      ))}
    </>
  );
}

const when = (ms: number, t: Translate): string =>
  new Date(ms).toLocaleString(t.language, { dateStyle: "medium", timeStyle: "short" });

/** My deadline in words while it is my turn. */
function deadlineText(game: GameData, t: Translate): string | undefined {
  const deadline = isMyTurn(game) && game.mySeat !== undefined ? game.clocks[String(game.mySeat)]?.deadline : undefined;
  return deadline === undefined ? undefined : t("game.deadline", { date: when(deadline, t) });
}

/** Whose turn it is, and once the game is over, who won. */
const statusText = (game: GameData, t: Translate): string =>
  [turnText(game, t), resultText(game, t)].filter((part) => part !== undefined).join(" ");

/** The end: the game's own end screen, the rating changes, the replay. */
function GameOver({ game, table, t }: { game: GameData; table: AnyGameTable; t: Translate }): JSX.Element {
  return (
    <>
      <table.EndScreen view={game.view} players={game.players} t={t} />
      <RatingChanges game={game} />
      <p>
        <a class="replay-link" href={`/games/${game.id}/replay`}>
          {t("game.replay")}
        </a>
      </p>
    </>
  );
}

/** The undo button's words: the move it takes back once the log has it ("Undo: Bribe the monk"). */
function undoLabel(entries: readonly LogEntry[], game: GameData, table: AnyGameTable, t: Translate): string {
  const last = entries.at(-1);
  const mine = last?.seq === game.moveCount && last.kind === "move" && last.seat === game.mySeat;
  return mine && last.move !== undefined
    ? t("game.undoMove", { move: table.describeMove(last.move, t, undefined, game.players) })
    : t("game.undo");
}

type ConfirmProps = { text: string; busy: boolean; onConfirm: () => void; onCancel: () => void; t: Translate };

/** The move the board proposed, in words, to confirm or take back before it is sent. */
function ConfirmMove({ text, busy, onConfirm, onCancel, t }: ConfirmProps): JSX.Element {
  return (
    <div class="confirm" role="dialog" aria-modal="false" aria-labelledby="confirm-text">
      <p id="confirm-text">{text}</p>
      <button type="button" class="primary" disabled={busy} onClick={onConfirm} autoFocus>
        {t("game.confirm")}
      </button>
      <button type="button" disabled={busy} onClick={onCancel}>
        {t("game.cancel")}
      </button>
    </div>
  );
}

/** A game under way or over: status bar (with the undo), what happened since my last move, the table, my move's confirm step, log, chat. */
function Playing(props: { game: GameData; table: AnyGameTable; accept: Accept; reload: () => void }): JSX.Element {
  const { game, table, accept, reload } = props;
  const { t } = useApp();
  const { route } = useLocation();
  const { flow, dispatch, send } = useMoves(game, table, accept);
  const myTurn = isMyTurn(game);
  const { nextGame, pending, busy, notice } = flow;
  const entries = useLogEntries(game);
  const legalMoves = useMemo(() => legalMovesOf(game, table.engine), [game, table]);
  const pointing = usePointing(table, game.view, t.value);
  // While I plan ahead, the board's own controls choose among the moves I may plan for my next turn.
  const plans = usePlans(game);
  const [planning, setPlanning] = useState<number>();
  const [picked, setPicked] = useState<unknown>();
  const ahead = !myTurn && planning !== undefined ? plans.plans?.ahead[planning] : undefined;
  // My turn ends any planning under way: the board is mine to move with again.
  useEffect(() => {
    setPlanning(undefined);
    setPicked(undefined);
  }, [myTurn]);
  const board = (
    <table.Board
      view={game.view}
      legalMoves={ahead ? ahead.moves : legalMoves}
      legalParts={ahead ? undefined : game.legalParts}
      mySeat={game.mySeat}
      players={game.players}
      onMove={(move) => (ahead ? setPicked(move) : dispatch({ type: "propose", move }))}
      // Offline, the table shows the last known state, read-only.
      disabled={
        busy ||
        pending !== undefined ||
        offlineSince.value !== undefined ||
        (ahead !== undefined && picked !== undefined)
      }
      t={t.value}
      pointing={pointing.board}
    />
  );
  const undo =
    game.canUndo && pending === undefined
      ? { label: undoLabel(entries, game, table, t.value), disabled: busy, onUndo: () => void send("undo") }
      : undefined;
  return (
    <div class="game">
      <GameHead game={game} t={t.value} />
      <StatusBar
        turn={statusText(game, t.value)}
        deadline={deadlineText(game, t.value)}
        prompt={myTurn ? table.prompt(game.view, legalMoves, game.mySeat, t.value) : undefined}
        toMove={myTurn && pending === undefined}
        onNextGame={nextGame && !myTurn ? () => route(`/games/${nextGame}`) : undefined}
        undo={undo}
      >
        <Rules gameType={game.type} t={t.value} />
      </StatusBar>
      {game.mySeat !== undefined && <SinceLastVisit game={game} board={table} />}
      {myTurn && <GuidedStep game={game} table={table} moves={legalMoves} t={t.value} />}
      {game.status === "finished" && <GameOver game={game} table={table} t={t.value} />}
      {/* Above the board: what a waiting player may do now. */}
      {!myTurn && (
        <PlanAhead
          game={game}
          table={table}
          state={plans}
          planning={ahead !== undefined ? planning : undefined}
          onPlanning={setPlanning}
          picked={picked}
          onPicked={setPicked}
          t={t.value}
        />
      )}
      <h2 class="visually-hidden">{t.value("game.table")}</h2>
      {pointing.chat ? (
        // A chat that points at the board sits beside it.
        <div class="table-with-chat">
          {board}
          <Chat game={game} onPosted={reload} pointer={pointing.chat} />
        </div>
      ) : (
        board
      )}
      {pending !== undefined && (
        <ConfirmMove
          text={table.describeMove(pending, t.value, game.view, game.players)}
          busy={busy}
          onConfirm={() => void send("moves", pending)}
          onCancel={() => dispatch({ type: "cancel" })}
          t={t.value}
        />
      )}
      {notice && pending === undefined && (
        // Where the confirm step was, so the player reads it where they were looking.
        <div class={`move-notice ${notice.kind}`}>
          <p role="alert">{notice.text}</p>
          <button type="button" onClick={() => dispatch({ type: "notice", notice: undefined })}>
            {t.value("game.noticeClose")}
          </button>
        </div>
      )}
      <Log game={game} board={table} entries={entries} />
      {!pointing.chat && <Chat game={game} onPosted={reload} />}
    </div>
  );
}

/** The log's words of a game without a table, once loaded: its events told without headings. */
function useWords(client: AnyGameClient): LogTeller | undefined {
  const app = useApp();
  const [teller, setTeller] = useState<LogTeller>();
  useEffect(() => {
    void client.words().then(async (words) => {
      await app.addMessages(words.messages);
      setTeller({ engine: { words }, section: () => undefined });
    });
  }, [client]);
  return teller;
}

/**
 * A game whose table is not here yet (created and played through the API): the frame every table
 * has, its title and players, whose turn it is and the deadline, why there is no board, the log
 * and the chat.
 */
function WithoutTable(props: { game: GameData; client: AnyGameClient; reload: () => void }): JSX.Element {
  const { game, client, reload } = props;
  const { t } = useApp();
  const teller = useWords(client);
  const entries = useLogEntries(game);
  return (
    <div class="game">
      <GameHead game={game} t={t.value} />
      {/* No status bar: nothing here asks for a move. What to know now is that the moves are made elsewhere. */}
      <section class="no-table" data-prompt>
        <p role="status">{t.value("game.noTable", { game: t.value(`game.type.${game.type}`) })}</p>
        <p>{[statusText(game, t.value), deadlineText(game, t.value)].filter((s) => s !== undefined).join(" ")}</p>
      </section>
      {teller && <Log game={game} board={teller} entries={entries} />}
      <Chat game={game} onPosted={reload} />
    </div>
  );
}

/** One game: its lobby before the start, then its table (or the frame without one, for a game played through the API). */
export default function Game() {
  const { t } = useApp();
  const { params, query } = useRoute();
  const { game, missing, accept, load } = useGameData(params.id ?? "", query.invite);
  const table = useTable(game?.type);
  // A game without a table is never "your turn" here: its moves are made through the API.
  const myTurn = game !== undefined && isMyTurn(game) && gameClient(game.type)?.table !== undefined;
  useEffect(() => {
    showAttention(
      game ? t.value(`game.type.${game.type}`) : t.value("app.title"),
      myTurn ? 1 : 0,
      t.value("app.yourTurn"),
    );
  }, [myTurn, t.value]);

  if (missing) return <p role="alert">{t.value("error.NOT_FOUND")}</p>;
  if (!game) return <p class="loading">…</p>;
  if (game.status === "open" || game.status === "cancelled")
    return <Lobby game={game} invite={query.invite} onChange={(g) => accept(g, null)} />;
  if (table) return <Playing key={game.id} game={game} table={table} accept={accept} reload={() => void load()} />;
  const client = gameClient(game.type);
  if (client && !client.table) return <WithoutTable game={game} client={client} reload={() => void load()} />;
  return <p class="loading">…</p>;
}
