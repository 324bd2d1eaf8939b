import { useEffect, useState } from "preact/hooks";
import { api } from "../api.ts";
import { GamePicture } from "../components/GamePicture.tsx";
import { OFFERED } from "../games.ts";
import { useApp } from "../state.ts";
import type { OpenGame } from "../../../worker/http/client.ts";
import { OpenGameRow } from "./Dashboard.tsx";
import { SignIn } from "./SignIn.tsx";

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
          {OFFERED.map((g) => (
            <li key={g.id} class={g.playable ? "offered" : "offered coming"}>
              <GamePicture id={g.id} />
              <div>
                <strong>{t.value(`game.type.${g.id}`)}</strong>
                <span class="offered-players">
                  {g.players.min === g.players.max
                    ? t.value("lobby.seats", { count: g.players.min })
                    : t.value("home.players", { min: g.players.min, max: g.players.max })}
                </span>
                <span class="offered-what">{t.value(`home.about.${g.id}`)}</span>
                {!g.playable && <em class="coming-badge">{t.value("home.coming")}</em>}
              </div>
            </li>
          ))}
        </ul>
      </section>
      {/* The open games and the sign-in come together once the list is in: nothing below the placeholder can jump. */}
      {open === undefined ? (
        <p class="lists-loading">{t.value("lists.loading")}</p>
      ) : (
        <>
          <section class="home-open-games">
            <h2>{t.value("dashboard.openGames")}</h2>
            {open.length === 0 ? (
              <p>{t.value("home.noOpenGames")}</p>
            ) : (
              <ul class="game-list">
                {open.slice(0, 5).map((g) => (
                  <OpenGameRow game={g} key={g.id} />
                ))}
              </ul>
            )}
          </section>
          <div id="sign-in">
            <SignIn nested />
          </div>
        </>
      )}
    </div>
  );
}
