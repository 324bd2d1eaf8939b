import { offlineSince } from "../offline.ts";
import { useApp } from "../state.ts";
import { formatWhen } from "../time.ts";

/** Says, above every page, that what it shows is the last known state and nothing can be played until the network is back. */
export function OfflineNote() {
  const { t, me } = useApp();
  const since = offlineSince.value;
  if (since === undefined) return null;
  return (
    <p class="offline-note" role="status">
      <strong>{t.value("offline.title")}</strong>{" "}
      {t.value("offline.note", { time: formatWhen(since, t.value.language, me.value?.timeZone) })}
    </p>
  );
}
