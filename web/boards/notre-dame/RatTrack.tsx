import type { JSX } from "preact";
import { RAT_MAX } from "../../../worker/games/notre-dame/table.ts";
import type { Translate } from "../../../worker/i18n/translate.ts";
import type { PlayerView } from "./types.ts";

/** The plague track 0..9 with the rat marker (R) and where this round's plague would put it (F). */
export function RatTrack({ player, t }: { player: PlayerView; t: Translate }): JSX.Element {
  const label = t(player.plagueStrikes ? "nd.rat.strikes" : "nd.rat.forecast", {
    rat: player.rat,
    forecast: player.ratForecast,
  });
  return (
    <div class="nd-rat" role="img" aria-label={label}>
      <ol class="nd-rat-track" aria-hidden="true">
        {Array.from({ length: RAT_MAX + 1 }, (_, i) => (
          <li
            key={i}
            class={`${i === player.rat ? "nd-rat-now" : ""} ${i === player.ratForecast ? "nd-rat-next" : ""}`}
          >
            <span class="nd-rat-n">{i}</span>
            {i === player.rat && <span class="nd-rat-mark">{t("nd.rat.markNow")}</span>}
            {i === player.ratForecast && i !== player.rat && <span class="nd-rat-mark">{t("nd.rat.markNext")}</span>}
          </li>
        ))}
      </ol>
      <span class={player.plagueStrikes ? "nd-warn" : "nd-muted"}>{label}</span>
      <span class="nd-muted nd-rat-legend">
        {" "}
        {t("nd.rat.legend", { now: t("nd.rat.markNow"), next: t("nd.rat.markNext") })}
      </span>
    </div>
  );
}
