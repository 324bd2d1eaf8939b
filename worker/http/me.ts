import * as z from "zod";
import { profile, updateProfile } from "../match/accounts.ts";
import { failed } from "./errors.ts";
import { apiRoute } from "./routes.ts";
import { body, json, Language, router, TimeZone, User } from "./schemas.ts";
import { currentUser, signedIn } from "./session.ts";

const NAME_PATTERN = /^[\p{L}\p{N}_.-]+$/u;

/** A user name (a person's or a bot's): 2 to 32 letters, digits, `_ . -`. */
export const UserName = z
  .string()
  .trim()
  .min(2)
  .max(32)
  .regex(NAME_PATTERN, "letters, digits, _ . -")
  // The generator writes a flagged regex as "source/u": the document carries the source alone.
  .openapi({ pattern: NAME_PATTERN.source });

const getMe = apiRoute({
  method: "get",
  path: "/api/me",
  operationId: "getMe",
  scope: "read",
  failures: ["NOT_FOUND"],
  tags: ["Accounts"],
  summary: "My profile",
  middleware: [signedIn] as const,
  responses: { 200: json(User, "Profile") },
});

const patchMe = apiRoute({
  method: "patch",
  path: "/api/me",
  operationId: "updateMe",
  scope: "session",
  failures: ["NOT_FOUND", "NAME_TAKEN"],
  tags: ["Accounts"],
  summary: "Change my name, language or time zone",
  middleware: [signedIn] as const,
  request: body(
    z.strictObject({
      name: UserName.optional(),
      language: Language.optional(),
      timeZone: TimeZone.optional(),
    }),
  ),
  responses: { 200: json(User, "Profile") },
});

export const meRoutes = router()
  .openapi(getMe, async (c) => {
    const result = await profile(c.get("ctx"), currentUser(c));
    return result.ok ? c.json(result.value, 200) : failed(c, result);
  })
  .openapi(patchMe, async (c) => {
    const result = await updateProfile(c.get("ctx"), currentUser(c), c.req.valid("json"));
    return result.ok ? c.json(result.value, 200) : failed(c, result);
  });
