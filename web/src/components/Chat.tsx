import { useEffect, useState } from "preact/hooks";
import { api, errorOf } from "../api.ts";
import type { GameData } from "../game.ts";
import { useApp } from "../state.ts";

type Message = { id: number; name: string; text: string; createdAt: number };

/** Game chat: plain text; players write, whoever may see the game reads. */
export function Chat({ game, onPosted }: { game: GameData; onPosted: () => void }) {
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
  return (
    <section class="chat" aria-labelledby="chat-title">
      <h2 id="chat-title">{t.value("chat.title")}</h2>
      {/* Focusable, so the keyboard can scroll a long chat too. */}
      <ol aria-live="polite" tabIndex={messages.length > 0 ? 0 : -1} aria-labelledby="chat-title">
        {messages.map((m) => (
          <li key={m.id}>
            <strong>{m.name}</strong>: {m.text}
          </li>
        ))}
      </ol>
      {member && (
        <form
          onSubmit={async (e) => {
            e.preventDefault();
            const form = e.currentTarget;
            const text = String(new FormData(form).get("text") ?? "");
            const response = await api.api.games[":id"].chat.$post({ param: { id: game.id }, json: { text } });
            if (response.status === 201) {
              form.reset();
              setError(undefined);
              onPosted();
            } else setError(t.value(`error.${(await errorOf(response)).code}`));
          }}
        >
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
