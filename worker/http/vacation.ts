import * as z from "zod";
import { endVacation, setAutoVacation, startVacation, vacationStatus, VACATION } from "../match/vacation.ts";
import { failed } from "./errors.ts";
import { apiRoute } from "./routes.ts";
import { body, json, router } from "./schemas.ts";
import { currentUser, signedIn } from "./session.ts";

const Status = z.object({ days: z.number(), until: z.number().nullable(), auto: z.boolean() }).openapi("Vacation");

const getVacation = apiRoute({
  method: "get",
  path: "/api/me/vacation",
  operationId: "getVacation",
  scope: "session",
  failures: ["NOT_FOUND"],
  tags: ["Time"],
  summary: "My banked vacation days, a vacation under way, auto-vacation",
  middleware: [signedIn] as const,
  responses: { 200: json(Status, "Vacation") },
});

const start = apiRoute({
  method: "post",
  path: "/api/me/vacation",
  operationId: "startVacation",
  scope: "session",
  failures: ["NOT_FOUND", "NOT_ENOUGH_VACATION"],
  tags: ["Time"],
  summary: "Go on vacation: every clock of mine stops for that many days",
  middleware: [signedIn] as const,
  request: body(z.object({ days: z.int().min(1).max(VACATION.cap) })),
  responses: { 200: json(Status, "Vacation") },
});

const end = apiRoute({
  method: "post",
  path: "/api/me/vacation/end",
  operationId: "endVacation",
  scope: "session",
  failures: ["NOT_FOUND"],
  tags: ["Time"],
  summary: "Come back early: unused whole days return to the bank",
  middleware: [signedIn] as const,
  responses: { 200: json(Status, "Vacation") },
});

const auto = apiRoute({
  method: "put",
  path: "/api/me/vacation/auto",
  operationId: "setAutoVacation",
  scope: "session",
  failures: ["NOT_FOUND"],
  tags: ["Time"],
  summary: "Spend banked days automatically instead of timing out",
  middleware: [signedIn] as const,
  request: body(z.object({ auto: z.boolean() })),
  responses: { 200: json(Status, "Vacation") },
});

export const vacationRoutes = router()
  .openapi(getVacation, async (c) => {
    const result = await vacationStatus(c.get("ctx"), currentUser(c));
    return result.ok ? c.json(result.value, 200) : failed(c, result);
  })
  .openapi(start, async (c) => {
    const result = await startVacation(c.get("ctx"), currentUser(c), c.req.valid("json").days);
    return result.ok ? c.json(result.value, 200) : failed(c, result);
  })
  .openapi(end, async (c) => {
    const result = await endVacation(c.get("ctx"), currentUser(c));
    return result.ok ? c.json(result.value, 200) : failed(c, result);
  })
  .openapi(auto, async (c) => {
    const result = await setAutoVacation(c.get("ctx"), currentUser(c), c.req.valid("json").auto);
    return result.ok ? c.json(result.value, 200) : failed(c, result);
  });
