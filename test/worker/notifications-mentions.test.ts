import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { drainOutbox } from "../../worker/jobs/drain.ts";
import { call, signIn, startedGame } from "./helpers.ts";
import { contextAt, mailsTo, outboxRow, pause } from "./notifications-helpers.ts";

let names = 0;
async function named(prefix: string) {
  const player = await signIn();
  const name = `${prefix}${Date.now().toString(36)}${++names}`;
  expect((await call(player.cookie, "PATCH", "/api/me", { name })).status).toBe(200);
  return { ...player, name };
}

type Mention = { id: number; user_id: string; payload: string };
const mentions = async (gameId: string) =>
  (
    await env.DB.prepare(
      "SELECT id, user_id, payload FROM outbox WHERE game_id = ? AND kind = 'chatMention' ORDER BY id",
    )
      .bind(gameId)
      .all<Mention>()
  ).results;

describe("chat mentions", () => {
  it("writes one note for the player named with @name (any case), none for the author or unknown names", async () => {
    const [ann, ben, cid] = [await named("ann"), await named("ben"), await named("cid")];
    const id = await startedGame([ann, ben, cid]);
    const text = `Hi @${ben.name.toUpperCase()}, @${ben.name}. and @${ann.name}; @nobody${names} ${"x".repeat(300)}`;
    expect((await call(ann.cookie, "POST", `/api/games/${id}/chat`, { text })).status).toBe(201);
    const rows = await mentions(id);
    expect(rows.map((r) => r.user_id)).toEqual([ben.userId]);
    const payload = JSON.parse(rows[0]?.payload ?? "{}") as { gameId: string; by: string; text: string };
    expect(payload).toMatchObject({ gameId: id, by: ann.name });
    expect(payload.text.length).toBeLessThanOrEqual(140);
    expect(text.startsWith(payload.text.slice(0, -1))).toBe(true);
    // A message without a mention writes no note; an e-mail address is not a mention of a stranger.
    expect(
      (await call(cid.cookie, "POST", `/api/games/${id}/chat`, { text: "good luck, write to x@example.com" })).status,
    ).toBe(201);
    expect(await mentions(id)).toHaveLength(1);
  });

  it("the drain mails the mention in the player's language, quoting the message with the game's link", async () => {
    const [ann, ben] = [await named("ann"), await named("ben")];
    expect((await call(ben.cookie, "PATCH", "/api/me", { language: "sk" })).status).toBe(200);
    const id = await startedGame([ann, ben]);
    expect(
      (await call(ann.cookie, "POST", `/api/games/${id}/chat`, { text: `@${ben.name} your move, friend` })).status,
    ).toBe(201);
    const [row] = await mentions(id);
    if (!row) throw new Error("no mention note");
    for (let i = 0; i < 100 && (await outboxRow(row.id)).status !== "sent"; i++) {
      await drainOutbox(contextAt());
      await pause();
    }
    expect((await outboxRow(row.id)).status).toBe("sent");
    const mail = (await mailsTo(ben.email)).find((m) => m.subject === `${ann.name} vás spomenul(a) v hre Notre Dame`);
    expect(mail?.text).toContain(`> @${ben.name} your move, friend`);
    expect(mail?.text).toContain(`https://games.test/games/${id}`);
    expect(mail?.text).toContain("https://games.test/api/notifications/unsubscribe?token=");
  });
});
