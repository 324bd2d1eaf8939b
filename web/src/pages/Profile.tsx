import { useEffect, useState } from "preact/hooks";
import { api, errorOf } from "../api.ts";
import { LANGUAGES, type Language } from "../../../worker/i18n/translate.ts";
import { CalendarFeed } from "../components/CalendarFeed.tsx";
import { Programs } from "../components/Programs.tsx";
import { Ratings } from "../components/Ratings.tsx";
import { Vacation } from "../components/Vacation.tsx";
import { ZonePicker } from "../components/ZonePicker.tsx";
import { useApp, type Me } from "../state.ts";
import { formatWhen } from "../time.ts";

type Session = { id: string; createdAt: number; userAgent: string | null; current: boolean };

/** Name, language and time zone; my ratings; my sessions, each revocable; sign out. */
export function Profile() {
  const app = useApp();
  const { t, me } = app;
  const [sessions, loadSessions] = useSessions();
  const user = me.value;
  if (!user) return null;
  return (
    <section class="profile">
      <h1>{t.value("profile.title")}</h1>
      <ProfileForm user={user} />
      <Ratings userId={user.id} />
      <Vacation />
      <CalendarFeed />
      <Sessions sessions={sessions} reload={loadSessions} />
      <Programs />
      <button
        type="button"
        onClick={async () => {
          await app.signOut();
          location.assign("/");
        }}
      >
        {t.value("profile.signOut")}
      </button>
    </section>
  );
}

/** The player's name, language and time zone, saved together. */
function ProfileForm({ user }: { user: Me }) {
  const app = useApp();
  const { t, me } = app;
  const [message, setMessage] = useState<{ text: string; error: boolean }>();
  const [chosenLanguage, setChosenLanguage] = useState<string>();
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        const form = new FormData(e.currentTarget);
        const language = String(form.get("language")) as Language;
        const response = await api.api.me.$patch({
          json: { name: String(form.get("name")), language, timeZone: String(form.get("timeZone")) },
        });
        if (response.status === 200) {
          me.value = (await response.json()) as Me;
          await app.setLanguage(language);
          setMessage({ text: app.t.value("profile.saved"), error: false });
        } else setMessage({ text: t.value(`error.${(await errorOf(response)).code}`), error: true });
      }}
    >
      <label>
        {t.value("profile.name")} <input name="name" defaultValue={user.name} required minLength={2} maxLength={32} />
      </label>
      <label>
        {t.value("profile.language")}
        {/* Preact ignores defaultValue on a select: the choice is state, starting at the profile's. */}
        <select
          name="language"
          value={chosenLanguage ?? user.language}
          onChange={(e) => setChosenLanguage(e.currentTarget.value)}
        >
          {LANGUAGES.map((l) => (
            <option value={l} key={l}>
              {t.value(`language.${l}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t.value("profile.timeZone")}
        <ZonePicker name="timeZone" value={user.timeZone} />
      </label>
      <button type="submit">{t.value("profile.save")}</button>
      {message && <p role={message.error ? "alert" : "status"}>{message.text}</p>}
    </form>
  );
}

/** The player's signed-in sessions, and reloading them. */
function useSessions(): [Session[], () => Promise<void>] {
  const [sessions, setSessions] = useState<Session[]>([]);
  const loadSessions = async () => {
    const response = await api.api.auth.sessions.$get();
    if (response.status === 200) setSessions(((await response.json()) as { sessions: Session[] }).sessions);
  };
  useEffect(() => {
    void loadSessions();
  }, []);
  return [sessions, loadSessions];
}

/** Each session with its start and browser; any but this one may be revoked. */
function Sessions({ sessions, reload }: { sessions: readonly Session[]; reload: () => Promise<void> }) {
  const { t, me } = useApp();
  return (
    <>
      <h2>{t.value("profile.sessions")}</h2>
      <ul>
        {sessions.map((s) => (
          <li key={s.id}>
            {formatWhen(s.createdAt, t.value.language, me.value?.timeZone)} · {s.userAgent ?? "?"}{" "}
            {s.current ? (
              <strong>{t.value("profile.thisSession")}</strong>
            ) : (
              <button
                type="button"
                onClick={async () => {
                  await api.api.auth.sessions[":sessionId"].$delete({ param: { sessionId: s.id } });
                  await reload();
                }}
              >
                {t.value("profile.revoke")}
              </button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
