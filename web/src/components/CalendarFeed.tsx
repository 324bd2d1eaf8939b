import { useEffect, useState } from "preact/hooks";
import { api, errorOf } from "../api.ts";
import { useApp } from "../state.ts";

type Feed = { url: string | null; webcal: string | null; createdAt: number };
type Note = { text: string; error: boolean };

/**
 * The player's deadline feed for calendar apps: make it, copy or open its secret address, get a
 * new one (the old one stops) or stop it. Guests have none: their account may go.
 */
export function CalendarFeed() {
  const { t, me } = useApp();
  const { feed, note, make, revoke, copied } = useFeed();
  if (me.value?.guest || feed === undefined) return null;
  return (
    <section class="calendar-feed" aria-labelledby="calendar-title">
      <h2 id="calendar-title">{t.value("calendar.title")}</h2>
      <p>{t.value("calendar.intro")}</p>
      {feed === null ? (
        <button type="button" onClick={() => void make()}>
          {t.value("calendar.create")}
        </button>
      ) : (
        <>
          {feed.url ? (
            <Address url={feed.url} webcal={feed.webcal} copied={copied} />
          ) : (
            <p>{t.value("calendar.hidden")}</p>
          )}
          <p class="actions">
            <button type="button" aria-describedby="calendar-renew-hint" onClick={() => void make()}>
              {t.value("calendar.renew")}
            </button>
            <button type="button" onClick={() => void revoke()}>
              {t.value("calendar.revoke")}
            </button>
          </p>
          <p id="calendar-renew-hint" class="hint">
            {t.value("calendar.renewHint")}
          </p>
        </>
      )}
      {note && <p role={note.error ? "alert" : "status"}>{note.text}</p>}
    </section>
  );
}

/** The address to copy, and a link that hands it to the calendar app (webcal:). */
function Address({ url, webcal, copied }: { url: string; webcal: string | null; copied: () => void }) {
  const { t } = useApp();
  return (
    <>
      <label class="calendar-address">
        {t.value("calendar.address")}
        <input type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <p class="actions">
        <button
          type="button"
          onClick={async () => {
            await navigator.clipboard.writeText(url);
            copied();
          }}
        >
          {t.value("calendar.copy")}
        </button>
        {webcal && (
          <a class="button-link" href={webcal}>
            {t.value("calendar.open")}
          </a>
        )}
      </p>
    </>
  );
}

function useFeed() {
  const { t } = useApp();
  const [feed, setFeed] = useState<Feed | null>();
  const [note, setNote] = useState<Note>();
  useEffect(() => {
    void api.api.me.calendar.$get().then(async (r) => {
      if (r.status === 200) setFeed((await r.json()).feed);
    });
  }, []);
  const make = async () => {
    const response = await api.api.me.calendar.$post();
    if (response.status === 201) {
      setFeed((await response.json()).feed);
      setNote(undefined);
    } else setNote({ text: t.value(`error.${(await errorOf(response)).code}`), error: true });
  };
  const revoke = async () => {
    const response = await api.api.me.calendar.$delete();
    if (response.status === 200 || response.status === 404) {
      setFeed(null);
      setNote({ text: t.value("calendar.revoked"), error: false });
    } else setNote({ text: t.value(`error.${(await errorOf(response)).code}`), error: true });
  };
  const copied = () => setNote({ text: t.value("calendar.copied"), error: false });
  return { feed, note, make, revoke, copied };
}
