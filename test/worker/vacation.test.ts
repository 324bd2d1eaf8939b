import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { openDb } from "../../worker/db/index.ts";
import { notreDame } from "../../worker/games/notre-dame/index.ts";
import { submitMove } from "../../worker/match/play.ts";
import { settleTimeouts } from "../../worker/match/timeouts.ts";
import { endVacation, startVacation, vacationBalance } from "../../worker/match/vacation.ts";
import { call, signIn } from "./helpers.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ctxAt = (now: number) => ({ db: openDb(env.DB), env, now });

async function twoPlayerGame(days = 2) {
  const a = await signIn();
  const b = await signIn();
  const created = await call(a.cookie, "POST", "/api/games", {
    type: "notre-dame",
    seats: 2,
    timeControl: { kind: "perMove", days },
  });
  const { id } = (await created.json()) as { id: string };
  await call(b.cookie, "POST", `/api/games/${id}/join`, {});
  await call(a.cookie, "POST", `/api/games/${id}/start`);
  return { id, a, b };
}

async function clocksOf(id: string) {
  const row = await env.DB.prepare("SELECT clocks, next_deadline FROM games WHERE id = ?")
    .bind(id)
    .first<{ clocks: string; next_deadline: number }>();
  return {
    clocks: JSON.parse(row?.clocks ?? "{}") as Record<string, { deadline?: number; since?: number }>,
    next: row?.next_deadline,
  };
}

async function seatOf(id: string, userId: string): Promise<number> {
  return (
    (
      await env.DB.prepare("SELECT seat FROM seats WHERE game_id = ? AND user_id = ?")
        .bind(id, userId)
        .first<{ seat: number }>()
    )?.seat ?? -1
  );
}

describe("vacation", () => {
  it("accrues a day a week up to 30", () => {
    const user = { vacationDays: 10, vacationAccruedAt: 0, createdAt: 0 };
    expect(vacationBalance(user, 14 * DAY)).toBe(12);
    expect(vacationBalance(user, 1000 * DAY)).toBe(30);
  });

  it("stops the player's clocks in every game, and costs the days taken", async () => {
    const first = await twoPlayerGame();
    const second = await twoPlayerGame();
    const userId = first.a.userId;
    const now = Date.now();
    const before = [(await clocksOf(first.id)).clocks, (await clocksOf(second.id)).clocks];
    const status = await startVacation(ctxAt(now), userId, 3);
    expect(status.ok && status.value.until).toBe(now + 3 * DAY);
    expect(status.ok && Math.floor(status.value.days)).toBe(7);
    const seat = await seatOf(first.id, userId);
    const after = (await clocksOf(first.id)).clocks;
    expect(after[seat]?.deadline).toBe((before[0]?.[seat]?.deadline ?? 0) + 3 * DAY);
    // The other player's clock is not touched.
    expect(after[1 - seat]?.deadline).toBe(before[0]?.[1 - seat]?.deadline);
    // A vacation longer than the bank is refused.
    const greedy = await call(first.a.cookie, "POST", "/api/me/vacation", { days: 20 });
    expect(greedy.status).toBe(422);
    expect(await greedy.json()).toMatchObject({ error: { code: "NOT_ENOUGH_VACATION" } });
  });

  it("ending early gives the unused whole days back", async () => {
    const { a } = await twoPlayerGame();
    const now = Date.now();
    await startVacation(ctxAt(now), a.userId, 5);
    const back = await endVacation(ctxAt(now + 2 * DAY + HOUR), a.userId);
    expect(back.ok && Math.round(back.value.days)).toBe(7);
    expect(back.ok && back.value.until).toBeNull();
  });

  it("with auto-vacation on, spends a banked day instead of timing out; without days, the bot plays", async () => {
    const { id, a } = await twoPlayerGame(1);
    expect((await call(a.cookie, "PUT", "/api/me/vacation/auto", { auto: true })).status).toBe(200);
    const seat = await seatOf(id, a.userId);
    const deadline = (await clocksOf(id)).clocks[seat]?.deadline ?? 0;
    await settleTimeouts(ctxAt(deadline + 1), id);
    const moves = await env.DB.prepare("SELECT seat, kind FROM moves WHERE game_id = ?")
      .bind(id)
      .all<{ seat: number; kind: string }>();
    expect(moves.results.filter((m) => m.seat === seat)).toHaveLength(0);
    expect(moves.results.filter((m) => m.seat !== seat).map((m) => m.kind)).toEqual(["timeout"]);
    expect((await clocksOf(id)).clocks[seat]?.deadline).toBe(deadline + DAY);
    const user = await env.DB.prepare("SELECT vacation_days FROM users WHERE id = ?")
      .bind(a.userId)
      .first<{ vacation_days: number }>();
    expect(Math.round(user?.vacation_days ?? 0)).toBe(9);
    await env.DB.prepare("UPDATE users SET vacation_days = 0, vacation_accrued_at = ? WHERE id = ?")
      .bind(deadline + DAY, a.userId)
      .run();
    await settleTimeouts(ctxAt(deadline + DAY + 1), id);
    const later = await env.DB.prepare("SELECT seat, kind FROM moves WHERE game_id = ? AND seat = ?")
      .bind(id, seat)
      .all<{ kind: string }>();
    expect(later.results.map((m) => m.kind)).toEqual(["timeout"]);
  });

  it("a turn that begins during a vacation starts when it ends", async () => {
    const { id, a, b } = await twoPlayerGame(2);
    const now = Date.now();
    await startVacation(ctxAt(now), b.userId, 4);
    // Both keep a card (b may play while away); the draft's second step starts a new turn for both.
    for (const player of [a, b]) {
      const row = await env.DB.prepare("SELECT version, state FROM games WHERE id = ?")
        .bind(id)
        .first<{ version: number; state: string }>();
      const seat = await seatOf(id, player.userId);
      const move = notreDame.legalMoves(JSON.parse(row?.state ?? "{}") as never, seat)[0];
      const played = await submitMove(ctxAt(now + HOUR), player.userId, id, {
        version: row?.version ?? 0,
        idempotencyKey: `v-${id}-${seat}`,
        move,
      });
      expect(played.ok).toBe(true);
    }
    const { clocks } = await clocksOf(id);
    const seatA = await seatOf(id, a.userId);
    const seatB = await seatOf(id, b.userId);
    expect(clocks[seatA]?.deadline).toBe(now + HOUR + 2 * DAY);
    expect(clocks[seatB]?.since).toBe(now + 4 * DAY);
    expect(clocks[seatB]?.deadline).toBe(now + 4 * DAY + 2 * DAY);
  });

  it("starting and ending a vacation reach the opponents' open tables (a poll with the old ETag gets 200), and a move chosen before still lands", async () => {
    const { id, a, b } = await twoPlayerGame(3);
    const poll = (tag: string) => call(b.cookie, "GET", `/api/games/${id}`, undefined, { "If-None-Match": tag });
    type Body = { version: number; legalMoves: unknown[]; players: { userId: string; vacationUntil?: number }[] };
    const opened = await call(b.cookie, "GET", `/api/games/${id}`);
    const before = (await opened.json()) as Body;
    const tag = opened.headers.get("ETag") ?? "";
    expect((await poll(tag)).status).toBe(304);
    // A game of another player's elsewhere is not touched.
    const other = await twoPlayerGame(3);
    const otherTag = (await call(other.b.cookie, "GET", `/api/games/${other.id}`)).headers.get("ETag") ?? "";

    expect((await call(a.cookie, "POST", "/api/me/vacation", { days: 2 })).status).toBe(200);
    const away = await poll(tag);
    expect(away.status).toBe(200);
    const awayGame = (await away.json()) as Body;
    expect(awayGame.players.find((p) => p.userId === a.userId)?.vacationUntil).toBeGreaterThan(Date.now() + DAY);
    expect(awayGame.version).toBe(before.version);
    expect(
      (await call(other.b.cookie, "GET", `/api/games/${other.id}`, undefined, { "If-None-Match": otherTag })).status,
    ).toBe(304);
    const awayTag = away.headers.get("ETag") ?? "";
    expect((await poll(awayTag)).status).toBe(304);

    expect((await call(a.cookie, "POST", "/api/me/vacation/end")).status).toBe(200);
    const back = await poll(awayTag);
    expect(back.status).toBe(200);
    expect(
      ((await back.json()) as Body).players.find((p) => p.userId === a.userId)?.vacationUntil ?? 0,
    ).toBeLessThanOrEqual(Date.now());

    // The version still counts moves only: b's move chosen on the table as it was before the vacation is played, not refused as stale.
    const move = await call(b.cookie, "POST", `/api/games/${id}/moves`, {
      version: before.version,
      idempotencyKey: `vac-${id}`,
      move: before.legalMoves[0],
    });
    expect(move.status, await move.clone().text()).toBe(200);
  });
});
