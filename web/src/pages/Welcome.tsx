import { useEffect, useState } from "preact/hooks";
import { api } from "../api.ts";
import { GAMES } from "../../boards/index.ts";
import type { AnyGameClient } from "../../boards/types.ts";
import type { Translate } from "../../../worker/i18n/translate.ts";
import { useApp } from "../state.ts";
import type { OpenGame } from "../../../worker/http/client.ts";
import { PlayNowButton } from "../components/PlayNow.tsx";
import { OpenGameRow } from "./Dashboard.tsx";
import { SignIn } from "./SignIn.tsx";

/** A game on the home page: its picture, name, seat counts and what it is about; "coming" until its table is here. */
function OfferedGame({ game, t }: { game: AnyGameClient; t: Translate }) {
  const { min, max } = game.players;
  return (
    <li class={game.table ? "offered" : "offered coming"}>
      <game.Picture />
      <div>
        <strong>{t(`game.type.${game.id}`)}</strong>
        <span class="offered-players">
          {min === max ? t("lobby.seats", { count: min }) : t("home.players", { min, max })}
        </span>
        <span class="offered-what">{game.blurbs[t.language]}</span>
        {!game.table && <em class="coming-badge">{t("home.coming")}</em>}
        <PlayNowButton game={game} />
      </div>
    </li>
  );
}

/** The first five games a guest could join once signed in. */
function OpenGames({ open, t }: { open: readonly OpenGame[]; t: Translate }) {
  return (
    <section class="home-open-games">
      <h2>{t("dashboard.openGames")}</h2>
      {open.length === 0 ? (
        <p>{t("home.noOpenGames")}</p>
      ) : (
        <ul class="game-list">
          {open.slice(0, 5).map((g) => (
            <OpenGameRow game={g} key={g.id} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The home page for a guest: what this site is, the games offered, the open games, then sign-in. */
export function Welcome() {
  const { t } = useApp();
  const [open, setOpen] = useState<OpenGame[]>();
  useEffect(() => {
    void api.api.games
      .$get({ query: { list: "open" } })
      .then(async (r) => setOpen(r.status === 200 ? ((await r.json()) as { games: OpenGame[] }).games : []))
      .catch(() => setOpen([]));
  }, []);
  return (
    <div class="welcome">
      <h1>{t.value("app.title")}</h1>
      <p class="lead">{t.value("home.lead")}</p>
      <p>{t.value("home.how")}</p>
      <p>
        <a href="#sign-in" class="button-link" data-prompt>
          {t.value("home.start")}
        </a>
      </p>
      <section>
        <h2>{t.value("home.games")}</h2>
        <ul class="offered-games">
          {GAMES.map((game) => (
            <OfferedGame game={game} t={t.value} key={game.id} />
          ))}
        </ul>
      </section>
      {/* The open games and the sign-in come together once the list is in: nothing below the placeholder can jump. */}
      {open === undefined ? (
        <p class="lists-loading">{t.value("lists.loading")}</p>
      ) : (
        <>
          <OpenGames open={open} t={t.value} />
          <div id="sign-in">
            <SignIn nested />
          </div>
        </>
      )}
    </div>
  );
}
