import type { InferResponseType } from "hono/client";
import { useEffect, useState } from "preact/hooks";
import { api } from "../api.ts";
import { formatRating } from "../ratings.ts";
import { useApp } from "../state.ts";
import { RatingChart, type RatingPoint } from "./RatingChart.tsx";

type Rating = InferResponseType<(typeof api.api.users)[":id"]["ratings"]["$get"], 200>["ratings"][number];

/** The chart's points: the rating before the first game shown, then after each. */
function pointsOf(history: Rating["history"]): RatingPoint[] {
  const [first] = history;
  return first ? [{ n: first.n - 1, mu: first.muBefore, sigma: first.sigmaBefore }, ...history] : [];
}

/** A player's rating in each game type, its uncertainty, whether it is still provisional, and its history as a chart. */
export function Ratings({ userId }: { userId: string }) {
  const { t } = useApp();
  const [ratings, setRatings] = useState<Rating[]>();
  useEffect(() => {
    void api.api.users[":id"].ratings.$get({ param: { id: userId } }).then(async (response) => {
      if (response.status === 200) setRatings((await response.json()).ratings);
    });
  }, [userId]);
  if (!ratings) return null;
  const number = (value: number) => formatRating(value, t.value.language);
  return (
    <section class="ratings">
      <h2>{t.value("ratings.title")}</h2>
      {ratings.length === 0 ? (
        <p>{t.value("ratings.none")}</p>
      ) : (
        <ul class="rating-list" style={{ listStyle: "none", paddingLeft: 0 }}>
          {ratings.map((r) => {
            const game = t.value(`game.type.${r.gameType}`);
            const points = pointsOf(r.history);
            return (
              <li key={r.gameType}>
                <h3>{game}</h3>
                <p>
                  <strong class="rating-value">
                    {t.value("ratings.value", { rating: number(r.mu), uncertainty: number(r.sigma) })}
                  </strong>
                  {" · "}
                  {t.value("ratings.games", { count: r.games })}
                  {r.provisional && (
                    <>
                      {" · "}
                      <em class="provisional">{t.value("ratings.provisional")}</em>
                    </>
                  )}
                </p>
                <RatingChart
                  points={points}
                  label={t.value("ratings.chart", { game, first: number(points[0]?.mu ?? r.mu), last: number(r.mu) })}
                />
              </li>
            );
          })}
        </ul>
      )}
      <p class="hint">{t.value("ratings.explain")}</p>
    </section>
  );
}
