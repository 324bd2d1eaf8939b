import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { createApp } from "../worker/app.ts";

type Document = {
  paths: Record<
    string,
    Record<string, { operationId?: string; security?: Record<string, string[]>[]; responses: Record<string, unknown> }>
  >;
};

/** /api/openapi.json as the real app serves it (it queries no binding: an empty stand-in for D1 does). */
async function served(): Promise<string> {
  const env = { ENVIRONMENT: "production", SESSION_KEY: "not-secret", DB: {} } as unknown as Env;
  const response = await createApp().request("https://games.test/api/openapi.json", {}, env);
  expect(response.status).toBe(200);
  return response.text();
}

/** Redocly's own `recommended` ruleset (built into the library: no network), each problem as one line. */
async function lint(source: string): Promise<string[]> {
  const problems = await lintFromString({
    source,
    absoluteRef: "openapi.json",
    config: await createConfig({ extends: ["recommended"] }),
  });
  return problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ""})`);
}

describe("the API document (/api/openapi.json)", () => {
  it("passes `redocly lint` with the recommended ruleset: no error, no warning", async () => {
    expect(await lint(await served())).toEqual([]);
  });

  it("the lint sees the document: an operation without its operationId or its 4XX answers is reported", async () => {
    const document = JSON.parse(await served()) as Document;
    const operation = document.paths["/api/me"]?.patch;
    if (!operation) throw new Error("no PATCH /api/me");
    delete operation.operationId;
    for (const status of Object.keys(operation.responses))
      if (status.startsWith("4")) delete operation.responses[status];
    const problems = await lint(JSON.stringify(document));
    expect(problems.some((p) => p.startsWith("warn operation-operationId:"))).toBe(true);
    expect(problems.some((p) => p.startsWith("warn operation-4xx-response:"))).toBe(true);
  });

  it("every operation needing the session cookie says so, and declares 401 NOT_SIGNED_IN", async () => {
    const document = JSON.parse(await served()) as Document;
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    // Required: a `session` alternative and no empty one (a personal API token may be the other alternative).
    const signedIn = operations.filter(
      (op) => op.security?.some((s) => "session" in s) && !op.security.some((s) => Object.keys(s).length === 0),
    );
    expect(signedIn.length).toBeGreaterThan(20);
    for (const op of signedIn) expect(JSON.stringify(op.responses["401"]), op.operationId).toContain("NOT_SIGNED_IN");
    for (const op of operations.filter((o) => !signedIn.includes(o)))
      expect(JSON.stringify(op.responses["401"] ?? ""), op.operationId).not.toContain("NOT_SIGNED_IN");
  });
});
