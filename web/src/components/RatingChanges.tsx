import type { GameData } from "../game.ts";
import { formatRating } from "../ratings.ts";
import { useApp } from "../state.ts";

const LEVEL = /^level:(.+)$/;

/** A rating as shown, to one decimal, so the change shown is the difference of the numbers shown beside it. */
const shown = (value: number) => Math.round(value * 10) / 10;

/** A finished game's effect on each rated player's rating (and on the level a cooperative game was played against). */
export function RatingChanges({ game }: { game: Pick<GameData, "players" | "ratings"> }) {
  const { t } = useApp();
  const changes = game.ratings ?? [];
  if (changes.length === 0) return null;
  const number = (value: number, signed = false) => formatRating(value, t.value.language, signed);
  const seatOf = (player: string) => game.players.find((p) => p.userId === player)?.seat ?? Number.MAX_SAFE_INTEGER;
  const nameOf = (player: string) => {
    const level = LEVEL.exec(player)?.[1];
    return level === undefined
      ? (game.players.find((p) => p.userId === player)?.name ?? "?")
      : t.value("ratings.level", { level });
  };
  return (
    <section class="rating-changes">
      <h2>{t.value("ratings.changes")}</h2>
      <ul>
        {[...changes]
          .sort((a, b) => seatOf(a.player) - seatOf(b.player))
          .map((c) => (
            <li key={c.player} data-delta={Math.sign(c.mu - c.muBefore)}>
              {t.value("ratings.change", {
                name: nameOf(c.player),
                before: number(c.muBefore),
                after: number(c.mu),
                delta: number(shown(c.mu) - shown(c.muBefore), true),
              })}
              {c.provisional && !LEVEL.test(c.player) && ` · ${t.value("ratings.provisional")}`}
            </li>
          ))}
      </ul>
    </section>
  );
}
