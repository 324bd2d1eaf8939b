import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { postWebhook, webhookLine } from "../worker/webhook/post.ts";

/**
 * The real webhook poster against a real HTTP server on 127.0.0.1. The URL safety check refuses
 * loopback, so these tests pass the test-only `allowOrigin` for exactly this server's origin.
 */
type Received = { method: string; path: string; headers: IncomingHttpHeaders; body: string };

let server: Server;
let origin: string;
const received: Received[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      received.push({
        method: request.method ?? "",
        path,
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      if (path === "/slow") return; // never answers
      if (path === "/redirect") return void response.writeHead(302, { Location: "/landing" }).end("REMOTE-SECRET-BODY");
      if (path === "/gone") return void response.writeHead(410).end("REMOTE-SECRET-BODY");
      if (path === "/broken")
        return void response.writeHead(500, { "Content-Type": "text/plain" }).end("REMOTE-SECRET-BODY");
      if (path === "/slack") return void response.writeHead(200, { "Content-Type": "text/plain" }).end("ok");
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received.length = 0;
});

const line = webhookLine("alice, it is your turn in Notre Dame.", "https://games.example.com/games/k3v9x2m7q0ab");

describe("webhook posts received by a local HTTP server", () => {
  it("a Discord webhook receives POST application/json { content } with mentions off", async () => {
    expect(await postWebhook({ url: `${origin}/discord`, flavor: "discord" }, line, { allowOrigin: origin })).toEqual({
      ok: true,
    });
    expect(received).toHaveLength(1);
    const [got] = received as [Received];
    expect(got.method).toBe("POST");
    expect(got.path).toBe("/discord");
    expect(got.headers["content-type"]).toBe("application/json");
    expect(got.headers["user-agent"]).toMatch(/^correspondence-games-webhook\//);
    expect(JSON.parse(got.body)).toEqual({
      content: "alice, it is your turn in Notre Dame. https://games.example.com/games/k3v9x2m7q0ab",
      allowed_mentions: { parse: [] },
    });
  });

  it("a Slack webhook receives POST application/json { text }", async () => {
    expect(await postWebhook({ url: `${origin}/slack`, flavor: "slack" }, line, { allowOrigin: origin })).toEqual({
      ok: true,
    });
    const [got] = received as [Received];
    expect(got.method).toBe("POST");
    expect(got.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(got.body)).toEqual({
      text: "alice, it is your turn in Notre Dame. https://games.example.com/games/k3v9x2m7q0ab",
    });
  });

  it("without the test-only exemption, loopback is refused before any request leaves", async () => {
    expect(await postWebhook({ url: `${origin}/discord`, flavor: "discord" }, line)).toEqual({
      ok: false,
      reason: "refused",
    });
    const otherPort = `http://127.0.0.1:${(server.address() as AddressInfo).port + 1}`;
    expect(
      await postWebhook({ url: `${otherPort}/discord`, flavor: "discord" }, line, { allowOrigin: origin }),
    ).toEqual({ ok: false, reason: "refused" });
    expect(received).toEqual([]);
  });

  it("a redirect is a failure and is not followed", async () => {
    expect(await postWebhook({ url: `${origin}/redirect`, flavor: "discord" }, line, { allowOrigin: origin })).toEqual({
      ok: false,
      reason: "redirect",
    });
    expect(received.map((r) => r.path)).toEqual(["/redirect"]);
  });

  it("a receiver that does not answer times out fast", async () => {
    const started = Date.now();
    expect(
      await postWebhook({ url: `${origin}/slow`, flavor: "slack" }, line, { allowOrigin: origin, timeoutMs: 200 }),
    ).toEqual({ ok: false, reason: "timeout" });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("errors come back as a status only, never with the remote body; 410 means gone", async () => {
    const broken = await postWebhook({ url: `${origin}/broken`, flavor: "slack" }, line, { allowOrigin: origin });
    expect(broken).toEqual({ ok: false, reason: "status", status: 500, gone: false });
    expect(await postWebhook({ url: `${origin}/gone`, flavor: "slack" }, line, { allowOrigin: origin })).toEqual({
      ok: false,
      reason: "status",
      status: 410,
      gone: true,
    });
    expect(JSON.stringify(broken)).not.toContain("REMOTE-SECRET-BODY");
  });
});
