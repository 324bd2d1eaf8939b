import type { JSX } from "preact";
import type { Translate } from "../../../worker/i18n/translate.ts";
import type { PlayerInfo } from "../types.ts";
import { playerName } from "./seats.ts";
import type { CgView } from "./types.ts";

type Props = { view: CgView; players: readonly PlayerInfo[]; t: Translate };

/** The line that tells how close the clock is: the points the current pile's dog wants, or the tiles left for the goal. */
export function deadline(view: CgView, t: Translate): string {
  const left = view.piles[view.pile - 1] ?? 0;
  const dog = view.dogs[view.pile - 1];
  if (dog && dog.status === "waiting" && view.reached < dog.number)
    return t("cgt.state.deadline", { count: dog.number - view.reached, pile: view.pile, tiles: left });
  return t("cgt.state.toGoal", {
    count: Math.max(0, view.goal - view.reached),
    tiles: view.piles.reduce((a, b) => a + b, 0),
  });
}

/** The score against the goal: one shared score, or one per colour on level 6. */
function Score({ view, t }: { view: CgView; t: Translate }): JSX.Element {
  if (view.level !== 6) return <>{t("cgt.state.score", { score: view.reached, goal: view.goal })}</>;
  return (
    <>
      {t("cgt.state.scoreLowest", { score: view.reached, goal: view.goal })}{" "}
      {view.colours.map((c, i) => (
        <span key={c.colour} class={`cg-chip cg-c-${c.colour}`}>
          {t(`cgt.letter.${c.colour}`)} {view.score[i] ?? 0}
        </span>
      ))}
    </>
  );
}

/** Each player's guards left, per colour, with the colour's letter. */
function Guards({ view, players, t }: Props): JSX.Element {
  const seats = [...new Set(view.colours.map((c) => c.seat))];
  return (
    <ul class="cg-guards">
      {seats.map((seat) => (
        <li key={seat} class={view.active === seat ? "cg-active" : undefined}>
          {playerName(players, seat, t)}
          {view.active === seat && ` (${t("cgt.state.acting")})`}:{" "}
          {view.colours
            .filter((c) => c.seat === seat)
            .map((c) => (
              <span key={c.colour} class={`cg-chip cg-c-${c.colour}`} title={t(`cg.colour.${c.colour}`)}>
                {t("cgt.state.guards", { letter: t(`cgt.letter.${c.colour}`), count: c.supply })}
              </span>
            ))}
        </li>
      ))}
    </ul>
  );
}

/** What everybody shares, always in view: bank, score and goal, dogs, piles and deadline, whose turn, guards left. */
export function StatePanel({ view, players, t }: Props): JSX.Element {
  return (
    <section class="cg-state" aria-label={t("cgt.state.title")}>
      <p class="cg-bank">
        <strong>{t("cgt.state.bank", { count: view.bank })}</strong> {t("cgt.state.bankLoss")}{" "}
        {t("cgt.state.onBoard", { count: view.ghostsOnBoard })}
      </p>
      <p>
        <Score view={view} t={t} />
      </p>
      {view.dogs.length > 0 && (
        <p>
          {view.dogs.map((d, i) => (
            <span key={i} class="cg-dog">
              {t(`cgt.state.dog.${d.status}`, { n: i + 1, number: d.number, pile: i + 1 })}{" "}
            </span>
          ))}
        </p>
      )}
      <p>
        {view.piles.length > 1
          ? view.piles.map((n, i) => t("cgt.state.pile", { pile: i + 1, count: n })).join(" · ")
          : t("cgt.state.tilesLeft", { count: view.piles[0] ?? 0 })}
        {view.phase !== "over" && <strong> {deadline(view, t)}</strong>}
      </p>
      <Guards view={view} players={players} t={t} />
    </section>
  );
}
