import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { notreDame } from "../../worker/games/notre-dame/index.ts";
import { drainOutbox, MAX_ATTEMPTS, retryDelay, SENDERS, type Senders } from "../../worker/jobs/drain.ts";
import { call, seatsOf, settleBackgroundWork, signIn, startedGame, storedGame } from "./helpers.ts";
import {
  capturingEnv,
  contextAt,
  future,
  mailsTo,
  outboxRow,
  queue,
  turnMailsAtOnce,
} from "./notifications-helpers.ts";

type Player = Awaited<ReturnType<typeof signIn>>;

async function czech(): Promise<Player> {
  const player = await signIn();
  expect((await call(player.cookie, "PATCH", "/api/me", { language: "cs" })).status).toBe(200);
  return player;
}

/** Plays the first legal move of whoever must act until a move makes somebody's turn ("yourTurn" with seq > 0). */
async function playUntilTurnNote(id: string, players: Player[]): Promise<{ rowId: number; userId: string }> {
  const seats = await seatsOf(id);
  for (let i = 0; i < 60; i++) {
    const note = await env.DB.prepare(
      "SELECT id, user_id FROM outbox WHERE game_id = ? AND kind = 'yourTurn' AND json_extract(payload, '$.seq') > 0 ORDER BY id LIMIT 1",
    )
      .bind(id)
      .first<{ id: number; user_id: string }>();
    if (note) return { rowId: note.id, userId: note.user_id };
    const stored = await storedGame(id);
    const seat = stored.to_act[0] as number;
    const cookie = players.find((p) => p.userId === seats.get(seat))?.cookie ?? "";
    const move = notreDame.legalMoves(stored.state, seat)[0];
    const played = await call(cookie, "POST", `/api/games/${id}/moves`, {
      version: stored.version,
      idempotencyKey: `n-${id}-${i}`,
      move,
    });
    expect(played.status).toBe(200);
  }
  throw new Error("no move made anybody's turn");
}

const failing = (message: string): Senders => ({
  ...SENDERS,
  email: async () => {
    throw new Error(message);
  },
});

describe("draining the outbox", () => {
  it("mails a Czech player a Czech 'your turn' after a move, with the link and who moved since", async () => {
    const players = [await czech(), await czech()];
    await turnMailsAtOnce(...players);
    const id = await startedGame(players);
    const { rowId, userId } = await playUntilTurnNote(id, players);
    // The moves' own background work sends the mails; wait until it is done, none half-way.
    await settleBackgroundWork();
    expect((await outboxRow(rowId)).status).toBe("sent");
    const player = players.find((p) => p.userId === userId);
    const mails = await mailsTo(player?.email ?? "");
    const turn = mails.filter((m) => m.subject === "Jste na tahu: Notre Dame");
    expect(turn.length).toBeGreaterThanOrEqual(1);
    const last = turn.at(-1);
    expect(last?.text).toContain("Ve hře Notre Dame jste na tahu.");
    expect(last?.text).toContain(`https://games.test/games/${id}`);
    expect(last?.text).toMatch(/Od vašeho posledního tahu (proběhl|proběhly|proběhlo) \d+ tah/);
    // What happened, in Czech words, as the table's log tells it: no raw keys, no placeholders.
    const lines = (last?.text ?? "").split("\n").filter((l) => l.startsWith("- "));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).not.toMatch(/nd\.|log\.|\{\w+\}|undefined/);
    const nameOf = async (id: string) =>
      (await env.DB.prepare("SELECT name FROM users WHERE id = ?").bind(id).first<{ name: string }>())?.name ?? "";
    const me = await nameOf(userId);
    const other = await nameOf(players.find((p) => p.userId !== userId)?.userId ?? "");
    expect(lines).toContain(`- ${other} si ponechává kartu.`);
    expect(lines).toContain("- Karty se posílají doleva (krok 1).");
    // The cards passed to me are mine to see; nobody else's hand is in my mail.
    expect(lines.filter((l) => l.includes("dostává karty"))).toEqual([
      expect.stringMatching(new RegExp(`^- ${me.replace(/\./g, "\\.")} dostává karty: `)),
    ]);
    expect(last?.text).toContain("https://games.test/api/notifications/unsubscribe?token=");
    expect(last?.html).toContain(`<a href="https://games.test/games/${id}">Otevřít hru</a>`);
    // Every "your turn" row of the player became one mail, not two.
    const rows = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM outbox WHERE user_id = ? AND kind = 'yourTurn' AND status = 'sent'",
    )
      .bind(userId)
      .first<{ n: number }>();
    expect(turn.length).toBe(rows?.n);
  });

  it("sends each row once when two drains run at the same time", async () => {
    const player = await signIn();
    const at = future();
    const ids = await Promise.all(Array.from({ length: 8 }, () => queue(player.userId, "test", {}, at)));
    const seen: number[] = [];
    const counting: Senders = { ...SENDERS, email: async (_ctx, d) => void seen.push(d.row.id) };
    const reports = await Promise.all([
      drainOutbox(contextAt(at), 50, counting),
      drainOutbox(contextAt(at), 50, counting),
    ]);
    expect(seen.filter((id) => ids.includes(id)).sort((a, b) => a - b)).toEqual(ids);
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBeGreaterThanOrEqual(ids.length);
    for (const id of ids) expect(await outboxRow(id)).toMatchObject({ status: "sent", sent_at: at, attempts: 1 });
    // Drained again, nothing goes twice.
    await drainOutbox(contextAt(at + 3_600_000), 50, counting);
    expect(seen.filter((id) => ids.includes(id))).toHaveLength(ids.length);
  });

  it("retries with exponential back-off, keeps the error, and gives up after five attempts", async () => {
    const player = await signIn();
    let at = future();
    const id = await queue(player.userId, "test", {}, at);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      // Not due a moment before its time.
      if (attempt > 0) await drainOutbox(contextAt(at - 1), 50, failing("boom"));
      expect(await outboxRow(id)).toMatchObject({ status: "pending", attempts: attempt });
      await drainOutbox(contextAt(at), 50, failing(`mail server down ${attempt + 1}`));
      const row = await outboxRow(id);
      expect(row.attempts).toBe(attempt + 1);
      expect(row.last_error).toBe(`mail server down ${attempt + 1}`);
      if (attempt + 1 < MAX_ATTEMPTS) {
        expect(row).toMatchObject({ status: "pending", due_at: at + 60_000 * 2 ** attempt });
        expect(row.due_at - at).toBe(retryDelay(attempt));
        at = row.due_at;
      } else expect(row.status).toBe("dead");
    }
    await drainOutbox(contextAt(at + 10 * 3_600_000), 50, SENDERS);
    expect((await outboxRow(id)).status).toBe("dead");
  });

  it("one failing row does not stop the others, and a malformed row dies at once", async () => {
    const good = await signIn();
    const at = future();
    const broken = await queue(good.userId, "reminder", { hoursLeft: "soon" }, at);
    const unknown = await queue(good.userId, "carrierPigeon", {}, at);
    const fine = await queue(good.userId, "test", {}, at);
    const { env: bindings, sent } = capturingEnv();
    await drainOutbox(contextAt(at, bindings));
    expect(await outboxRow(broken)).toMatchObject({ status: "dead", attempts: 1 });
    expect((await outboxRow(broken)).last_error).toContain("malformed reminder payload");
    expect(await outboxRow(unknown)).toMatchObject({ status: "dead" });
    expect(await outboxRow(fine)).toMatchObject({ status: "sent" });
    expect(sent.map((m) => m.to)).toEqual([good.email]);
  });

  it("puts List-Unsubscribe headers (RFC 8058) on what reaches the mail binding, and none on the test mail", async () => {
    const player = await signIn();
    const id = await startedGame([player, await signIn()]);
    const at = future();
    await queue(player.userId, "reminder", { deadline: at + 4 * 3_600_000, hoursLeft: 4 }, at, id);
    await queue(player.userId, "timedOut", { seq: 3, policy: "drop" }, at, id);
    await queue(player.userId, "test", {}, at);
    const { env: bindings, sent } = capturingEnv();
    await drainOutbox(contextAt(at, bindings));
    const mine = sent.filter((m) => m.to === player.email);
    const reminder = mine.find((m) => m.subject.includes("hours left"));
    const timedOut = mine.find((m) => m.subject.includes("time ran out"));
    const test = mine.find((m) => m.subject === "Test notification");
    expect(reminder?.subject).toBe("4 hours left for your move in Notre Dame");
    expect(reminder?.text).toContain("You have about 4 hours left for your move in Notre Dame (until ");
    expect(timedOut?.text).toContain("the bot plays your seat to the end");
    expect(test?.subject).toBe("Test notification");
    for (const mail of [reminder, timedOut]) {
      const url = mail?.headers?.["List-Unsubscribe"] ?? "";
      expect(url).toMatch(/^<https:\/\/games\.test\/api\/notifications\/unsubscribe\?token=[^>]+>$/);
      expect(mail?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(mail?.from).toBe(env.MAIL_FROM);
    }
    expect(test?.headers).toBeUndefined();
    // The development copy is kept as well.
    expect((await mailsTo(player.email)).some((m) => m.subject === "4 hours left for your move in Notre Dame")).toBe(
      true,
    );
  });

  it("sends nothing by e-mail for a kind the player switched off, and still marks the row sent", async () => {
    const player = await signIn();
    expect((await call(player.cookie, "PUT", "/api/me/notifications", { kinds: { gameOver: [] } })).status).toBe(200);
    const at = future();
    const off = await queue(player.userId, "gameOver", { seq: 9 }, at);
    const on = await queue(player.userId, "gameStarted", { seq: 0 }, at);
    const { env: bindings, sent } = capturingEnv();
    await drainOutbox(contextAt(at, bindings));
    expect(await outboxRow(off)).toMatchObject({ status: "sent" });
    expect(await outboxRow(on)).toMatchObject({ status: "sent" });
    expect(sent.filter((m) => m.to === player.email).map((m) => m.subject)).toEqual([
      expect.stringContaining("has started"),
    ]);
  });
});
