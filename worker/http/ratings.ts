import * as z from "zod";
import { HISTORY_POINTS } from "../db/ratings.ts";
import { PROVISIONAL_GAMES, ratingsOf } from "../match/ratings.ts";
import { ANONYMOUS, apiRoute } from "./routes.ts";
import { IdParam, json, router } from "./schemas.ts";

const Point = z.object({
  n: z.number().openapi({ description: "The player's n-th rated game of this type" }),
  gameId: z.string(),
  at: z.number().openapi({ description: "When the game finished (epoch ms)" }),
  muBefore: z.number(),
  sigmaBefore: z.number(),
  mu: z.number(),
  sigma: z.number(),
});

const Rating = z
  .object({
    gameType: z.string(),
    mu: z.number().openapi({ description: "The rating (OpenSkill's mean; a newcomer starts at 25)" }),
    sigma: z.number().openapi({ description: "Its uncertainty (standard deviation; a newcomer starts at 25/3)" }),
    games: z.number().openapi({ description: "Rated games of this type" }),
    provisional: z
      .boolean()
      .openapi({ description: `Fewer than ${PROVISIONAL_GAMES} rated games: the rating is still provisional` }),
    history: z
      .array(Point)
      .openapi({ description: `The latest ${HISTORY_POINTS} rated games of this type, oldest first` }),
  })
  .openapi("Rating");

const getRatings = apiRoute({
  method: "get",
  path: "/api/users/{id}/ratings",
  operationId: "getRatings",
  scope: "public",
  security: ANONYMOUS,
  tags: ["Ratings"],
  summary: "A player's rating in each game type played, with its uncertainty and history (none for an unknown id)",
  request: { params: IdParam },
  responses: { 200: json(z.object({ ratings: z.array(Rating) }), "Ratings") },
});

export const ratingRoutes = router().openapi(getRatings, async (c) =>
  c.json(await ratingsOf(c.get("ctx"), c.req.valid("param").id), 200),
);
