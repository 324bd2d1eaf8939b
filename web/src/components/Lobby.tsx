import type { JSX } from "preact";
import { useEffect, useState } from "preact/hooks";
import { useLocation } from "preact-iso";
import { gameClient } from "../../boards/index.ts";
import type { Translate } from "../../../worker/i18n/translate.ts";
import { api, errorOf } from "../api.ts";
import type { GameData } from "../game.ts";
import { useApp } from "../state.ts";
import { GameSettings } from "./GameSettings.tsx";
import { Rules } from "./Rules.tsx";

type Answer = { ok: boolean; status: number; json(): Promise<unknown>; statusText: string };

/** Who is in (the host may take a bot back out), then who is invited and has not joined yet. */
function LobbyPlayers(props: {
  game: GameData;
  invitedNow: readonly string[];
  host: boolean;
  onAnswer: (r: Answer) => void;
  t: Translate;
}) {
  const { game, invitedNow, host, onAnswer, t } = props;
  const seatedNames = new Set(game.players.map((p) => p.name.toLowerCase()));
  // Invitations this page just sent show at once; the server's list comes with the next answer.
  const invited = [...new Set([...(game.invited ?? []), ...invitedNow])].filter(
    (name) => !seatedNames.has(name.toLowerCase()),
  );
  return (
    <>
      <h2>{t("lobby.players", { count: game.players.length, seats: game.seatCount })}</h2>
      <ul class="lobby-players">
        {game.players.map((p) => (
          <li key={p.userId}>
            {p.name}
            {p.userId === game.createdBy && <small> · {t("lists.host")}</small>}
            {p.bot && host && game.status === "open" && (
              <button
                type="button"
                class="remove-bot"
                aria-label={t("lobby.removeBotNamed", { name: p.name })}
                onClick={async () =>
                  onAnswer(await api.api.games[":id"].bots[":n"].$delete({ param: { id: game.id, n: String(p.bot) } }))
                }
              >
                {t("lobby.removeBot")}
              </button>
            )}
          </li>
        ))}
        {invited.map((name) => (
          <li key={`invited-${name}`} class="invited">
            {t("lists.invitedPlayer", { name })}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The host starts (once the game's least number of players is in) or cancels; why Start waits, in words. */
function HostActions({ game, onAnswer, t }: { game: GameData; onAnswer: (r: Answer) => void; t: Translate }) {
  const param = { id: game.id };
  const need = gameClient(game.type)?.players.min ?? 1;
  const have = game.players.length;
  return (
    <>
      {have < game.seatCount && (
        <p class="add-bot">
          <button
            type="button"
            onClick={async () => onAnswer(await api.api.games[":id"].bots.$post({ param }))}
            aria-describedby="bots-unrated"
          >
            {t("lobby.addBot")}
          </button>{" "}
          <small id="bots-unrated">{t("lobby.botsUnrated")}</small>
        </p>
      )}
      <button
        type="button"
        class="primary"
        disabled={have < need}
        aria-describedby="start-reason"
        onClick={async () => onAnswer(await api.api.games[":id"].start.$post({ param }))}
      >
        {t("lobby.start")}
      </button>
      <button type="button" onClick={async () => onAnswer(await api.api.games[":id"].cancel.$post({ param }))}>
        {t("lobby.cancel")}
      </button>
      <p id="start-reason" class="start-reason">
        {have < need
          ? t("lists.needPlayers", { count: need, have })
          : have >= game.seatCount
            ? t("lists.readyFull")
            : t("lists.readyNotFull", { count: have, seats: game.seatCount })}
      </p>
    </>
  );
}

/** Join, leave, or (the host) start and cancel. */
function LobbyActions(props: { game: GameData; invite?: string; onAnswer: (r: Answer) => void; t: Translate }) {
  const { game, invite, onAnswer, t } = props;
  const { me } = useApp();
  const param = { id: game.id };
  const member = game.players.some((p) => p.userId === me.value?.id);
  const full = game.players.length >= game.seatCount;
  // A game without a table is joined through the API only: nobody is led into a game they could not play here.
  const atTable = gameClient(game.type)?.table !== undefined;
  return (
    <div class="actions" data-prompt>
      {!atTable && <p>{t("game.noTable", { game: t(`game.type.${game.type}`) })}</p>}
      {!member && game.invitedBy && <p class="invited-by">{t("lobby.invitedYou", { name: game.invitedBy })}</p>}
      {!member && me.value && !full && atTable && (
        <button
          type="button"
          class="primary"
          onClick={async () => onAnswer(await api.api.games[":id"].join.$post({ param, json: { inviteCode: invite } }))}
        >
          {t("lobby.join")}
        </button>
      )}
      {!member && full && <p>{t("error.GAME_FULL")}</p>}
      {member && game.createdBy !== me.value?.id && (
        <button type="button" onClick={async () => onAnswer(await api.api.games[":id"].leave.$post({ param }))}>
          {t("lobby.leave")}
        </button>
      )}
      {game.createdBy === me.value?.id && <HostActions game={game} onAnswer={onAnswer} t={t} />}
    </div>
  );
}

/**
 * Seat one of my own bot accounts (`POST /api/games/{id}/own-bots`). Mounted only where one could sit
 * (I am in this open lobby, a seat is free), so only then is the list of my bots asked for; a player
 * who owns none sees nothing.
 */
function OwnBotSeat({ game, onAnswer, t }: { game: GameData; onAnswer: (r: Answer) => void; t: Translate }) {
  const [bots, setBots] = useState<readonly { id: string; name: string }[]>();
  useEffect(() => {
    api.api.me.bots.$get().then(
      async (response) => setBots(response.status === 200 ? (await response.json()).bots : []),
      () => setBots([]),
    );
  }, []);
  const free = bots?.filter((bot) => !game.players.some((p) => p.userId === bot.id)) ?? [];
  if (free.length === 0) return null;
  return (
    <form
      class="own-bot"
      onSubmit={async (e) => {
        e.preventDefault();
        const botId = String(new FormData(e.currentTarget).get("botId"));
        onAnswer(await api.api.games[":id"]["own-bots"].$post({ param: { id: game.id }, json: { botId } }));
      }}
    >
      <label>
        {t("lobby.myBot")}{" "}
        <select name="botId" aria-describedby="own-bot-note">
          {free.map((bot) => (
            <option key={bot.id} value={bot.id}>
              {bot.name}
            </option>
          ))}
        </select>
      </label>{" "}
      <button type="submit">{t("lobby.addMyBot")}</button> <small id="own-bot-note">{t("lobby.myBotNote")}</small>
    </form>
  );
}

/** What the lobby last said, and whom it said was invited (lower case), if it did. */
type Said = { text: string; invited?: string };

/** Invite a player by name: the answer (invited, or why not) goes to `onSaid`. */
function InviteForm(props: { gameId: string; onInvited: (name: string) => void; onSaid: (said: Said) => void }) {
  const { t } = useApp();
  return (
    <form
      class="invite-form"
      onSubmit={async (e) => {
        e.preventDefault();
        const form = e.currentTarget;
        const name = String(new FormData(form).get("name") ?? "").trim();
        const response = await api.api.games[":id"].invitations.$post({ param: { id: props.gameId }, json: { name } });
        if (response.status === 201) {
          form.reset();
          props.onInvited(name);
          props.onSaid({ text: t.value("lobby.invited", { name }), invited: name.toLowerCase() });
        } else props.onSaid({ text: t.value(`error.${(await errorOf(response)).code}`) });
      }}
    >
      <label>
        {t.value("lobby.inviteByName")} <input name="name" required maxLength={32} autoComplete="off" />
      </label>
      <button type="submit">{t.value("lobby.invite")}</button>
    </form>
  );
}

/** The invitation link, with a button that copies it. */
function ShareLink({ link, t }: { link: string; t: Translate }): JSX.Element {
  const [copied, setCopied] = useState(false);
  return (
    <div class="share-link">
      <label for="share-link">{t("lobby.shareLink")}</label>
      <div class="share-link-row">
        <input id="share-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        <button
          type="button"
          onClick={async () => {
            // The clipboard API needs a secure context; elsewhere the selected text is for the person to copy.
            const copiedNow = await navigator.clipboard?.writeText(link).then(
              () => true,
              () => false,
            );
            if (!copiedNow) document.querySelector<HTMLInputElement>("#share-link")?.select();
            setCopied(copiedNow ?? false);
          }}
        >
          {t("lists.copy")}
        </button>
      </div>
      {copied && <p role="status">{t("lists.copied")}</p>}
    </div>
  );
}

/** Before the start: the settings, who is in and who is invited, join or leave, invite by name or link, start or cancel. */
export function Lobby({
  game,
  invite,
  onChange,
}: {
  game: GameData;
  invite?: string;
  onChange: (game: GameData) => void;
}) {
  const { t, me } = useApp();
  const { route } = useLocation();
  const [said, setSaid] = useState<Said>();
  const [invitedNow, setInvitedNow] = useState<string[]>([]);
  const member = game.players.some((p) => p.userId === me.value?.id);
  const full = game.players.length >= game.seatCount;
  const atTable = gameClient(game.type)?.table !== undefined;
  // "bob is invited." stands until bob takes his seat: then the list of players says more.
  const saidNow = said?.invited && game.players.some((p) => p.name.toLowerCase() === said.invited) ? undefined : said;
  const link = game.inviteCode ? `${location.origin}/games/${game.id}?invite=${game.inviteCode}` : undefined;
  const onAnswer = async (response: Answer) => {
    if (response.ok) {
      setSaid(undefined);
      if (response.status === 200) onChange((await response.json()) as GameData);
      // 204: I left a game I may no longer see (invite-only): back to my games.
      else if (response.status === 204) route("/");
    } else setSaid({ text: t.value(`error.${(await errorOf(response)).code}`) });
  };
  return (
    <section class="lobby">
      <h1>{t.value(`game.type.${game.type}`)}</h1>
      <Rules gameType={game.type} t={t.value} />
      <p class="lobby-settings">
        <GameSettings t={t.value} game={game} />
      </p>
      <LobbyPlayers
        game={game}
        invitedNow={invitedNow}
        host={game.createdBy === me.value?.id}
        onAnswer={(r) => void onAnswer(r)}
        t={t.value}
      />
      {game.status === "cancelled" && <p>{t.value("lobby.cancelled")}</p>}
      {game.status === "open" && (
        <LobbyActions game={game} invite={invite} onAnswer={(r) => void onAnswer(r)} t={t.value} />
      )}
      {member && atTable && game.status === "open" && !full && (
        <InviteForm gameId={game.id} onInvited={(name) => setInvitedNow((list) => [...list, name])} onSaid={setSaid} />
      )}
      {member && !me.value?.guest && game.status === "open" && !full && (
        <OwnBotSeat game={game} onAnswer={(r) => void onAnswer(r)} t={t.value} />
      )}
      {member && atTable && link && !full && <ShareLink link={link} t={t.value} />}
      {saidNow && <p role="status">{saidNow.text}</p>}
    </section>
  );
}
