import { z } from "@hono/zod-openapi";
import { ratingsOf } from "../match/ratings.ts";
import { failed } from "./errors.ts";
import { ANONYMOUS, apiRoute } from "./routes.ts";
import { json, router } from "./schemas.ts";

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
    provisional: z.boolean().openapi({ description: "Fewer than 5 rated games: the rating is still provisional" }),
    history: z.array(Point).openapi({ description: "The latest 100 rated games of this type, oldest first" }),
  })
  .openapi("Rating");

const UserId = z.object({
  id: z.string().regex(/^[0-9a-z]{12}$/).openapi({ param: { name: "id", in: "path" }, example: "q0ab3v9xk2m7" }),
});

const getRatings = apiRoute({
  method: "get",
  path: "/api/users/{id}/ratings",
  operationId: "getRatings",
  security: ANONYMOUS,
  tags: ["Ratings"],
  summary: "A player's rating in each game type played, with its uncertainty and history (none for an unknown id)",
  request: { params: UserId },
  responses: { 200: json(z.object({ ratings: z.array(Rating) }), "Ratings") },
});

export const ratingRoutes = router().openapi(getRatings, async (c) => {
  const result = await ratingsOf(c.get("ctx"), c.req.valid("param").id);
  return result.ok ? c.json(result.value, 200) : failed(c, result);
});
