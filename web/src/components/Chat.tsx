import type { JSX } from "preact";
import { useEffect, useState } from "preact/hooks";
import type { Translate } from "../../../worker/i18n/translate.ts";
import { api, errorOf } from "../api.ts";
import type { GameData } from "../game.ts";
import type { ChatPointer } from "../pointing.ts";
import { offlineSince } from "../offline.ts";
import { useApp } from "../state.ts";

type Message = { id: number; name: string; text: string; point?: string; createdAt: number };

type Props = {
  game: GameData;
  onPosted: () => void;
  /** Given where the table lets a message point at its board. */
  pointer?: ChatPointer;
};

/** A crosshair drawn, not a glyph: "⌖" is missing from common fonts and showed as a box. */
function PointIcon(): JSX.Element {
  return (
    <svg class="point-icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <circle cx="8" cy="8" r="4.5" fill="none" stroke="currentColor" stroke-width="1.6" />
      <path d="M8 0v5M8 11v5M0 8h5M11 8h5" stroke="currentColor" stroke-width="1.6" />
    </svg>
  );
}

/** A message's place on the board: a button that lights it up there. */
function PointLink({ point, pointer, t }: { point: string; pointer: ChatPointer; t: Translate }): JSX.Element {
  const place = pointer.label(point);
  return (
    <button type="button" class="chat-point" aria-label={t("chat.show", { place })} onClick={() => pointer.show(point)}>
      <PointIcon /> {place}
    </button>
  );
}

/** The message being written: pointing at the board, the picked place, or the hint to pick one. */
function PointControls({ pointer, t }: { pointer: ChatPointer; t: Translate }): JSX.Element {
  const { picking, picked } = pointer;
  return (
    <div class="chat-pointing">
      {picked !== undefined ? (
        <p>
          {t("chat.pointed", { place: pointer.label(picked) })}{" "}
          <button type="button" onClick={pointer.clear}>
            {t("chat.unpoint")}
          </button>
        </p>
      ) : (
        <button type="button" aria-pressed={picking} onClick={() => pointer.setPicking(!picking)}>
          <PointIcon /> {picking ? t("chat.pointCancel") : t("chat.point")}
        </button>
      )}
      {picking && <p role="status">{t("chat.pointing")}</p>}
    </div>
  );
}

/** Game chat: plain text, perhaps pointing at a place on the board; players write, whoever may see the game reads. */
export function Chat({ game, onPosted, pointer }: Props) {
  const { t, me } = useApp();
  const [messages, setMessages] = useState<Message[]>([]);
  const [error, setError] = useState<string>();
  const member = game.players.some((p) => p.userId === me.value?.id);
  useEffect(() => {
    const after = messages.at(-1)?.id ?? 0;
    if (game.chatCount === 0 && after === 0) return;
    void api.api.games[":id"].chat.$get({ param: { id: game.id }, query: { after: String(after) } }).then(async (r) => {
      if (r.status === 200) {
        const fresh = ((await r.json()) as { messages: Message[] }).messages;
        setMessages((old) => [...old, ...fresh.filter((m) => m.id > (old.at(-1)?.id ?? 0))]);
      }
    });
  }, [game.chatCount]);
  const point = pointer?.picked;
  return (
    <section class="chat" aria-labelledby="chat-title">
      <h2 id="chat-title">{t.value("chat.title")}</h2>
      {/* Focusable, so the keyboard can scroll a long chat too. */}
      <ol aria-live="polite" tabIndex={messages.length > 0 ? 0 : -1} aria-labelledby="chat-title">
        {messages.map((m) => (
          <li key={m.id}>
            <strong>{m.name}</strong>: {m.text}
            {m.point !== undefined && pointer && (
              <>
                {" "}
                <PointLink point={m.point} pointer={pointer} t={t.value} />
              </>
            )}
          </li>
        ))}
      </ol>
      {/* Offline, the chat is read-only (components/OfflineNote.tsx says so). */}
      {member && offlineSince.value === undefined && (
        <form
          onSubmit={async (e) => {
            e.preventDefault();
            const form = e.currentTarget;
            const text = String(new FormData(form).get("text") ?? "");
            const json = point === undefined ? { text } : { text, point };
            const response = await api.api.games[":id"].chat.$post({ param: { id: game.id }, json });
            if (response.status === 201) {
              form.reset();
              pointer?.clear();
              setError(undefined);
              onPosted();
            } else setError(t.value(`error.${(await errorOf(response)).code}`));
          }}
        >
          {pointer && <PointControls pointer={pointer} t={t.value} />}
          <label>
            <span class="visually-hidden">{t.value("chat.message")}</span>
            <input name="text" maxLength={1000} required placeholder={t.value("chat.placeholder")} />
          </label>
          <button type="submit">{t.value("chat.send")}</button>
          {error && <p role="alert">{error}</p>}
        </form>
      )}
    </section>
  );
}
