import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { drainOutbox, SENDERS, type Senders } from "../../worker/jobs/drain.ts";
import { nextLocalHour } from "../../worker/match/calendar.ts";
import { call, signIn, startedGame, WORKER } from "./helpers.ts";
import { capturingEnv, contextAt, future, outboxRow, pause, queue, turnMailsAtOnce } from "./notifications-helpers.ts";

const HOUR = 3_600_000;

/** The local hour and minute of `t` in `zone`, told by Intl (not by the code under test). */
const localHourMinute = (t: number, zone: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(t);

/** Sends what starting the games queued, so the test's own rows are the only ones left (the players take turn mails without a grace). */
async function settle(gameIds: string[]): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const marks = gameIds.map(() => "?").join(",");
    const left = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM outbox WHERE game_id IN (${marks}) AND status IN ('pending', 'sending')`,
    )
      .bind(...gameIds)
      .first<{ n: number }>();
    if (!left?.n) return;
    await drainOutbox(contextAt());
    await pause(50);
  }
  throw new Error("the games' notifications never settled");
}

describe("the next local hour", () => {
  it("is the next HH:00 on the player's own clock, daylight saving included", () => {
    const noon = Date.UTC(2026, 2, 10, 12, 30); // Tuesday 10 March 2026, 12:30 UTC
    expect(nextLocalHour(noon, 7, "Europe/Prague")).toBe(Date.UTC(2026, 2, 11, 6)); // CET, UTC+1
    expect(nextLocalHour(noon, 7, "America/New_York")).toBe(Date.UTC(2026, 2, 10, 11) + 24 * HOUR); // EDT since 8 March
    expect(nextLocalHour(noon, 20, "America/New_York")).toBe(Date.UTC(2026, 2, 11, 0)); // still today there
    expect(nextLocalHour(noon, 14, "Europe/Prague")).toBe(Date.UTC(2026, 2, 10, 13));
    // Prague moves to summer time on 29 March: 08:00 is then 06:00 UTC.
    expect(nextLocalHour(Date.UTC(2026, 2, 28, 12), 8, "Europe/Prague")).toBe(Date.UTC(2026, 2, 29, 6));
    // Exactly at the hour: the next day's.
    expect(nextLocalHour(Date.UTC(2026, 2, 11, 6), 7, "Europe/Prague")).toBe(Date.UTC(2026, 2, 12, 6));
  });
});

describe("the daily digest", () => {
  it("holds a digest player's e-mails for the local hour, sends push at once, then mails one digest with every game", async () => {
    const [ann, ben, cid] = [await signIn(), await signIn(), await signIn()];
    await turnMailsAtOnce(ann, ben, cid);
    const g1 = await startedGame([ann, ben, cid]);
    const g2 = await startedGame([ann, ben]);
    await settle([g1, g2]);
    expect((await call(ann.cookie, "PATCH", "/api/me", { timeZone: "Europe/Prague" })).status).toBe(200);
    expect((await call(ben.cookie, "PATCH", "/api/me", { timeZone: "America/New_York", language: "ru" })).status).toBe(
      200,
    );
    for (const p of [ann, ben]) {
      const put = await call(p.cookie, "PUT", "/api/me/notifications", { digestHour: 8 });
      expect(put.status).toBe(200);
      expect(((await put.json()) as { digestHour: number }).digestHour).toBe(8);
    }
    expect(
      (await call(ann.cookie, "PUT", "/api/me/notifications", { kinds: { yourTurn: ["email", "push"] } })).status,
    ).toBe(200);
    expect((await call(cid.cookie, "PUT", "/api/me/notifications", { digestHour: 24 })).status).toBe(400);

    const at = future();
    const annTurn = await queue(ann.userId, "yourTurn", { seq: 1 }, at, g1);
    const annRows = [
      annTurn,
      await queue(ann.userId, "gameOver", { seq: 2 }, at, g2),
      await queue(ann.userId, "chatMention", { gameId: g1, by: "cid", text: "hi" }, at, g1),
    ];
    const annReminder = await queue(ann.userId, "reminder", { deadline: at + 4 * HOUR, hoursLeft: 4 }, at, g1);
    const benRows = [
      await queue(ben.userId, "yourTurn", { seq: 1 }, at, g2),
      await queue(ben.userId, "invited", { by: "ann", gameId: g1 }, at, g1),
    ];
    const cidTurn = await queue(cid.userId, "yourTurn", { seq: 1 }, at, g1);

    const pushed: number[] = [];
    const senders: Senders = { ...SENDERS, push: async (_ctx, d) => void pushed.push(d.row.id) };
    const first = capturingEnv();
    const report = await drainOutbox(contextAt(at, first.env), 50, senders);
    expect(report.postponed).toBe(5);
    // The non-digest player and the reminder are mailed at once; the digest kinds wait.
    expect(first.sent.filter((m) => m.to === cid.email)).toHaveLength(1);
    expect(first.sent.filter((m) => m.to === ann.email).map((m) => m.subject)).toEqual([
      expect.stringContaining("left for your move"),
    ]);
    expect(first.sent.filter((m) => m.to === ben.email)).toHaveLength(0);
    expect((await outboxRow(cidTurn)).status).toBe("sent");
    expect((await outboxRow(annReminder)).status).toBe("sent");
    expect(pushed).toEqual([annTurn]);

    // Each held row waits for 08:00 on its player's own clock, within the next day.
    const annAt = (await outboxRow(annTurn)).due_at;
    const benAt = (await outboxRow(benRows[0] ?? 0)).due_at;
    expect(localHourMinute(annAt, "Europe/Prague")).toBe("08:00");
    expect(localHourMinute(benAt, "America/New_York")).toBe("08:00");
    for (const due of [annAt, benAt]) expect(due > at && due <= at + 24 * HOUR).toBe(true);
    expect(annAt).not.toBe(benAt);
    for (const id of annRows)
      expect(await outboxRow(id)).toMatchObject({ status: "pending", due_at: annAt, attempts: 0 });
    for (const id of benRows)
      expect(await outboxRow(id)).toMatchObject({ status: "pending", due_at: benAt, attempts: 0 });

    // Not yet: a minute before, nothing of theirs goes.
    const early = capturingEnv();
    await drainOutbox(contextAt(Math.min(annAt, benAt) - 60_000, early.env), 50, senders);
    expect(early.sent.filter((m) => m.to === ann.email || m.to === ben.email)).toHaveLength(0);

    // At each player's hour, the earlier first (which comes first depends on the hour the test runs):
    // one mail with every held line and every game's link; push is not repeated.
    const hours = [
      [ann, annAt, annRows],
      [ben, benAt, benRows],
    ] as const;
    for (const [player, due, rows] of [...hours].sort((a, b) => a[1] - b[1])) {
      const digest = capturingEnv();
      await drainOutbox(contextAt(due, digest.env), 50, senders);
      const mails = digest.sent.filter((m) => m.to === player.email);
      expect(mails).toHaveLength(1);
      for (const id of rows) expect((await outboxRow(id)).status).toBe("sent");
      const text = mails[0]?.text ?? "";
      if (player === ann) {
        expect(mails[0]?.subject).toBe("Your daily digest: 3 updates");
        expect(text).toContain(`- Your turn in Notre Dame: https://games.test/games/${g1}`);
        expect(text).toContain(`- Notre Dame is over: https://games.test/games/${g2}`);
        expect(text).toContain(`- cid mentioned you in Notre Dame: https://games.test/games/${g1}`);
        expect(text).toContain("https://games.test/api/notifications/unsubscribe?token=");
      } else {
        expect(mails[0]?.subject).toBe("Ежедневная сводка: 2 события");
        expect(text).toContain(`https://games.test/games/${g1}`);
        expect(text).toContain(`https://games.test/games/${g2}`);
      }
    }
    expect(pushed).toEqual([annTurn]);
  });

  it("has a one-click List-Unsubscribe that stops the digest: every kind it gathers, not reminders, not push", async () => {
    const [ann, bea] = [await signIn(), await signIn()];
    await turnMailsAtOnce(ann, bea);
    const game = await startedGame([ann, bea]);
    await settle([game]);
    expect(
      (
        await call(ann.cookie, "PUT", "/api/me/notifications", {
          digestHour: 8,
          kinds: { yourTurn: ["email", "push"] },
        })
      ).status,
    ).toBe(200);
    const at = future();
    const row = await queue(ann.userId, "yourTurn", { seq: 1 }, at, game);
    await drainOutbox(contextAt(at, capturingEnv().env));
    const digest = capturingEnv();
    await drainOutbox(contextAt((await outboxRow(row)).due_at, digest.env));
    const [mail] = digest.sent.filter((m) => m.to === ann.email);
    expect(mail?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const url =
      /^<(https:\/\/games\.test\/api\/notifications\/unsubscribe\?token=[^>]+)>$/.exec(
        mail?.headers?.["List-Unsubscribe"] ?? "",
      )?.[1] ?? "";
    expect(url).not.toBe("");

    const page = await (await WORKER.fetch(url)).text();
    expect(page).toContain("your turn, games starting, games ending, invitations, and chat mentions");
    const done = await WORKER.fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(done.status).toBe(200);
    const settings = (await (await call(ann.cookie, "GET", "/api/me/notifications")).json()) as {
      kinds: Record<string, string[]>;
    };
    expect(settings.kinds).toMatchObject({
      yourTurn: ["push"],
      gameStarted: [],
      gameOver: [],
      invited: [],
      chatMention: [],
      reminder: ["email"],
      timedOut: ["email"],
    });
  });

  it("leaves a player without a digest unaffected: every e-mail goes at once", async () => {
    const [ann, ben] = [await signIn(), await signIn()];
    await turnMailsAtOnce(ann, ben);
    const g = await startedGame([ann, ben]);
    await settle([g]);
    const at = future();
    const rows = [
      await queue(ann.userId, "yourTurn", { seq: 1 }, at, g),
      await queue(ann.userId, "chatMention", { gameId: g, by: "ben", text: "@ann hi" }, at, g),
    ];
    const { env: bindings, sent } = capturingEnv();
    const report = await drainOutbox(contextAt(at, bindings));
    expect(report.postponed).toBe(0);
    expect(sent.filter((m) => m.to === ann.email)).toHaveLength(2);
    for (const id of rows) expect((await outboxRow(id)).status).toBe("sent");
  });
});
