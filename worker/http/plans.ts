import * as z from "zod";
import { cancelPlan, myPlans, planMove, planRequest } from "../match/plans.ts";
import { failed } from "./errors.ts";
import { apiRoute } from "./routes.ts";
import { body, IdParam, json, router } from "./schemas.ts";
import { currentUser, signedIn } from "./session.ts";

const NO_STORE = { "Cache-Control": "private, no-store" };

const Condition = z
  .object({ seat: z.int(), move: z.unknown() })
  .openapi("PlanCondition", { description: "Played only if `seat`'s last move after the plan reads as `move`" });

const Plans = z
  .object({
    ahead: z
      .array(z.object({ turn: z.string(), moves: z.array(z.unknown()), conditions: z.array(Condition) }))
      .openapi({
        description:
          "What I may plan now: my coming turns in order (the next first), each with its moves and the conditions on offer; empty if nothing",
      }),
    plans: z.array(z.object({ id: z.string(), turn: z.string(), move: z.unknown(), condition: Condition.nullable() })),
    dropped: z
      .array(z.object({ reasons: z.array(z.string()), moves: z.array(z.unknown()) }))
      .openapi({ description: "My plans dropped at the turn I act in now (nothing moved since), newest first" }),
  })
  .openapi("Plans");

const PlanParams = IdParam.extend({
  plan: z
    .string()
    .min(8)
    .max(64)
    .openapi({ param: { name: "plan", in: "path" }, example: "5f0c6a2e-plan" }),
});

const getPlans = apiRoute({
  method: "get",
  path: "/api/games/{id}/plans",
  operationId: "listPlans",
  scope: "read",
  failures: ["NOT_FOUND", "NOT_A_PLAYER", "GAME_NOT_ACTIVE", "UNKNOWN_GAME_TYPE"],
  tags: ["Playing"],
  summary: "My moves planned ahead in this game, and what I may plan now (only I ever see them)",
  middleware: [signedIn] as const,
  request: { params: IdParam },
  responses: { 200: json(Plans, "My plans") },
});

const postPlan = apiRoute({
  method: "post",
  path: "/api/games/{id}/plans",
  operationId: "planMove",
  scope: "play",
  failures: [
    "NOT_FOUND",
    "NOT_A_PLAYER",
    "GAME_NOT_ACTIVE",
    "UNKNOWN_GAME_TYPE",
    "STALE_VERSION",
    "INVALID_MOVE",
    "NOTHING_TO_PLAN",
    "NOT_PLANNABLE",
    "TOO_MANY_PLANS",
    "IDEMPOTENCY_KEY_REUSED",
  ],
  tags: ["Playing"],
  summary: "Plan a move for one of my coming turns, perhaps on a condition",
  description:
    "`turn` is one of `ahead[].turn` of my plans (`GET …/plans`; another: 409, the game moved on), every turn before it in `ahead` already has a plan of mine (a chain in a row), the move is one of that turn's `moves` and the condition one of its `conditions`. When a planned turn comes, the server plays the first of my plans for it whose condition holds and which is still legal, as my own move, and keeps my plans for the turns after it; the others for that turn are dropped. If none is played, the plans for the turns after it go too, and I am told (`planDropped`). `id` is mine to choose: the same id again answers the same plans and plans nothing twice.",
  middleware: [signedIn] as const,
  request: { params: IdParam, ...body(planRequest) },
  responses: { 200: json(Plans, "My plans") },
});

const deletePlan = apiRoute({
  method: "delete",
  path: "/api/games/{id}/plans/{plan}",
  operationId: "cancelPlan",
  scope: "play",
  failures: ["NOT_FOUND", "NOT_A_PLAYER", "GAME_NOT_ACTIVE", "UNKNOWN_GAME_TYPE"],
  tags: ["Playing"],
  summary: "Cancel one of my plans (cancelling one already gone changes nothing)",
  description:
    "Cancelling the last plan for a turn cancels my plans for the turns after it as well: a chain is planned in a row.",
  middleware: [signedIn] as const,
  request: { params: PlanParams },
  responses: { 200: json(Plans, "My plans") },
});

export const planRoutes = router()
  .openapi(getPlans, async (c) => {
    const result = await myPlans(c.get("ctx"), currentUser(c), c.req.valid("param").id);
    return result.ok ? c.json(result.value, 200, NO_STORE) : failed(c, result);
  })
  .openapi(postPlan, async (c) => {
    const result = await planMove(c.get("ctx"), currentUser(c), c.req.valid("param").id, c.req.valid("json"));
    return result.ok ? c.json(result.value, 200, NO_STORE) : failed(c, result);
  })
  .openapi(deletePlan, async (c) => {
    const { id, plan } = c.req.valid("param");
    const result = await cancelPlan(c.get("ctx"), currentUser(c), id, plan);
    return result.ok ? c.json(result.value, 200, NO_STORE) : failed(c, result);
  });
