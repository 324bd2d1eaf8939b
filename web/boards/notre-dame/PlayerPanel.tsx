import type { JSX } from "preact";
import type { Translate } from "../../../worker/i18n/translate.ts";
import { Swatch } from "./patterns.tsx";
import { RatTrack } from "./RatTrack.tsx";
import type { PlayerView } from "./types.ts";

type Props = {
  player: PlayerView;
  name: string;
  letter: string;
  tokenLetter: (colour: number) => string;
  isBellRinger: boolean;
  toAct: boolean;
  t: Translate;
};

/** One player's public state: coins, cubes, rat track, tokens, cards played, prestige when visible. */
export function PlayerPanel({ player, name, letter, tokenLetter, isBellRinger, toAct, t }: Props): JSX.Element {
  const tokens = player.tokens.map((tk) =>
    t("nd.token.held", { kind: t(`nd.token.${tk.kind}`), letter: tokenLetter(tk.colour) }),
  );
  return (
    <section class={toAct ? "nd-player nd-to-act" : "nd-player"} aria-label={name}>
      <h3 class="nd-player-name">
        <Swatch quarter={player.quarter} letter={letter} /> {name}
        {isBellRinger && <span class="nd-badge">{t("nd.ui.bellRinger")}</span>}
        {toAct && <span class="nd-badge">{t("nd.ui.toAct")}</span>}
        {player.physician && <span class="nd-badge">{t("nd.ui.physician")}</span>}
      </h3>
      <ul class="nd-stats">
        <li>{t("nd.stat.coins", { count: player.coins })}</li>
        <li>{t("nd.stat.supply", { count: player.supply })}</li>
        <li>{t("nd.stat.reserve", { count: player.reserve })}</li>
        <li>{t("nd.stat.cathedral", { count: player.cathedral })}</li>
        <li>
          {player.prestige === undefined
            ? t("nd.stat.prestigeHidden")
            : t("nd.stat.prestige", { count: player.prestige })}
        </li>
      </ul>
      <RatTrack player={player} t={t} />
      <p class="nd-line">{t("nd.stat.tokens", { count: tokens.length, list: tokens.join(", ") })}</p>
      <p class="nd-line">
        {t("nd.stat.played", { list: player.played.map((c) => t(`nd.card.${c}`)).join(", ") || t("nd.ui.none") })}
      </p>
    </section>
  );
}
