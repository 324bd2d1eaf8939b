import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Seat } from "../../worker/games/contract.ts";
import {
  dealWithTheDevil as game,
  timeoutMove,
  type DevilState,
} from "../../worker/games/deal-with-the-devil/index.ts";
import { runCron } from "../../worker/scheduled.ts";
import { drainOutbox, type Senders } from "../../worker/jobs/drain.ts";
import { sendEmail } from "../../worker/jobs/email.ts";
import { pushMessage } from "../../worker/jobs/push-message.ts";
import { webhookMessage } from "../../worker/jobs/webhook.ts";
import { call, seatsOf, settleBackgroundWork, signIn, startedGameOf, storedGame } from "./helpers.ts";
import { capturingEnv, contextAt, queue, turnMailsAtOnce } from "./notifications-helpers.ts";

/**
 * Two runs of the same seeded game at the same instants, differing only in which of seats 0 and 1
 * submits its chest in the offer step and which times out: everything seat 3 (and a stranger)
 * receives until the step resolves must be the same, byte for byte, once the runs' own ids (game,
 * users, mail addresses) and the ETag's per-user signature are named alike.
 */

const TYPE = "deal-with-the-devil";
const SEED = "devil-waiting-seed";
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const OBSERVER: Seat = 3;
const SLOW: Seat = 2;

type Seen = [string, string][];

/** Where two texts part, with some context of each ("" when they are equal): a page is long. */
function firstDifference(a: string, b: string): string {
  if (a === b) return "";
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `at ${i}: …${a.slice(Math.max(0, i - 150), i + 150)}… vs …${b.slice(Math.max(0, i - 150), i + 150)}…`;
}

afterEach(() => {
  vi.useRealTimers();
});

/** The test's clock, which the Worker's requests read too (they run in this isolate). */
const at = (ms: number) => vi.setSystemTime(ms);

async function table(base: number) {
  const players = [await signIn(), await signIn(), await signIn(), await signIn()];
  const stranger = await signIn();
  await turnMailsAtOnce(...players);
  at(base);
  const id = await startedGameOf(TYPE, players);
  const seats = await seatsOf(id);
  const userOf = (seat: Seat) => seats.get(seat) ?? "";
  const player = (seat: Seat) =>
    players.find((p) => p.userId === userOf(seat)) ?? { cookie: "", email: "", userId: "" };
  // The same names in both runs, and the same game: the seed and its state written over the random ones.
  for (const seat of [0, 1, 2, 3])
    await env.DB.prepare("UPDATE users SET name = ? WHERE id = ?").bind(`player${seat}`, userOf(seat)).run();
  await env.DB.prepare("UPDATE users SET name = 'stranger' WHERE id = ?").bind(stranger.userId).run();
  const notify = JSON.stringify({
    yourTurn: ["email", "push", "webhook"],
    gameOver: ["email"],
    reminder: ["email", "push"],
    timedOut: ["email", "push"],
  });
  await env.DB.prepare("UPDATE users SET notify = ? WHERE id = ?").bind(notify, userOf(OBSERVER)).run();
  const state = game.setup(4, {}, SEED);
  // The seats are dealt at random: the creator is made seat 0's player in both runs.
  await env.DB.prepare("UPDATE games SET seed = ?, state = ?, to_act = ?, created_by = ? WHERE id = ?")
    .bind(SEED, JSON.stringify(state), JSON.stringify(game.toAct(state)), userOf(0), id)
    .run();
  // What a run's own ids become, so the runs compare.
  const names: [string, string][] = [
    [id, "GAME"],
    [stranger.userId, "STRANGER"],
    ...[0, 1, 2, 3].flatMap((seat): [string, string][] => [
      [userOf(seat), `USER${seat}`],
      [player(seat).email, `EMAIL${seat}`],
    ]),
  ];
  return { id, stranger, cookieOf: (seat: Seat) => player(seat).cookie, userOf, names };
}
type Table = Awaited<ReturnType<typeof table>>;

function normalized(t: Table, text: string): string {
  let out = text;
  for (const [real, alias] of t.names) out = out.split(real).join(alias);
  // The ETag's signature is made for the asking user and game: its version, chat count and revision stay.
  return out.replace(/("v\d+\.\d+\.\d+)-[0-9a-f]{16}(\\?")/g, "$1-SIGNED$2");
}

async function move(t: Table, seat: Seat, when: number): Promise<void> {
  at(when);
  const stored = await storedGame(t.id);
  const response = await call(t.cookieOf(seat), "POST", `/api/games/${t.id}/moves`, {
    version: stored.version,
    idempotencyKey: `w-${t.id}-${stored.version}-${seat}`,
    move: timeoutMove(stored.state, seat),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  await settleBackgroundWork();
}

/** Everything the observing seat and a stranger get from the game's pages and lists now. */
async function observe(t: Table, label: string, when: number, tags: Map<string, string>): Promise<Seen> {
  at(when);
  const seen: Seen = [];
  const get = async (who: string, cookie: string, path: string, headers: Record<string, string> = {}) => {
    const response = await call(cookie, "GET", path, undefined, headers);
    const text = `${response.status} ${response.headers.get("etag") ?? ""} ${await response.text()}`;
    seen.push([normalized(t, `${label}: ${who} GET ${path} ${JSON.stringify(headers)}`), normalized(t, text)]);
    return response;
  };
  for (const [who, cookie] of [
    ["seat 3", t.cookieOf(OBSERVER)],
    ["stranger", t.stranger.cookie],
  ] as const) {
    const tag = tags.get(who);
    if (tag) await get(who, cookie, `/api/games/${t.id}`, { "If-None-Match": tag });
    const page = await get(who, cookie, `/api/games/${t.id}`);
    tags.set(who, page.headers.get("etag") ?? "");
    for (const path of [`/api/games/${t.id}/log`, `/api/games/${t.id}/log?after=8`, "/api/games?list=mine"])
      await get(who, cookie, path);
  }
  await get("seat 3", t.cookieOf(OBSERVER), `/api/games/${t.id}/since`);
  await settleBackgroundWork();
  return seen;
}

/** The mail, push and webhook texts seat 3 gets now about the game ("your turn" and a reminder, each telling the log since its last move). */
async function notifications(t: Table, when: number): Promise<Seen> {
  at(when);
  const stored = await storedGame(t.id);
  await queue(t.userOf(OBSERVER), "yourTurn", { seq: stored.move_count }, when, t.id);
  await queue(t.userOf(OBSERVER), "reminder", { deadline: when + 3_600_000, hoursLeft: 1 }, when, t.id);
  const texts: string[] = [];
  const { env: capturing, sent } = capturingEnv();
  const senders: Senders = {
    email: sendEmail,
    push: async (_c, d) =>
      void (d.user.id === t.userOf(OBSERVER) && texts.push(JSON.stringify(pushMessage(d, capturing.PUBLIC_URL)))),
    webhook: async (_c, d) =>
      void (d.user.id === t.userOf(OBSERVER) && texts.push(webhookMessage(capturing.PUBLIC_URL, d) ?? "")),
  };
  expect((await drainOutbox(contextAt(when, capturing), 200, senders)).failed).toBe(0);
  const mails = sent.filter((m) => normalized(t, m.to) === `EMAIL${OBSERVER}`).map((m) => JSON.stringify(m));
  expect(mails.length).toBeGreaterThanOrEqual(2);
  // Unsubscribe links carry a token signed for the reader: theirs, not the game's.
  return [...mails, ...texts].map((text, i) => [
    `notification ${i}`,
    normalized(t, text).replace(/(unsubscribe[^"\s]*?token=)[^"\s&\\]+/gi, "$1TOKEN"),
  ]);
}

/**
 * One run: the game to its offer step (every seat submitting in seat order at fixed minutes),
 * then seat 3 offers and seat 2 gets a day more. With `timesOut`, the other of seats 0 and 1
 * offers and the cron times `timesOut` out; without, `first` offers and then the other one.
 * Seat 3 and a stranger are watched after each.
 */
async function run(
  base: number,
  { timesOut, first }: { timesOut?: 0 | 1; first?: 0 | 1 },
): Promise<{ seen: Seen; t: Table }> {
  vi.useFakeTimers({ toFake: ["Date"] });
  const t = await table(base);
  let minute = 1;
  for (let i = 0; i < 40; i++) {
    const stored = await storedGame(t.id);
    const s = stored.state as DevilState;
    if (s.step === "offer" && stored.to_act.length === 4) break;
    await move(t, stored.to_act[0] as Seat, base + minute++ * MINUTE);
  }
  expect((await storedGame(t.id)).state).toMatchObject({ step: "offer" });
  const tags = new Map<string, string>();
  const seen: Seen = [];
  seen.push(...(await observe(t, "offer begins", base + minute++ * MINUTE, tags)));
  await move(t, OBSERVER, base + minute++ * MINUTE);
  const mid = await storedGame(t.id);
  const clocks = mid.clocks as Record<string, { deadline?: number }>;
  const deadline = clocks[String(SLOW)]?.deadline ?? 0;
  clocks[String(SLOW)] = { ...clocks[String(SLOW)], deadline: deadline + DAY };
  await env.DB.prepare("UPDATE games SET clocks = ? WHERE id = ?").bind(JSON.stringify(clocks), t.id).run();
  seen.push(...(await observe(t, "seat 3 offered", base + minute++ * MINUTE, tags)));
  if (timesOut === undefined) {
    const second = first === 0 ? 1 : 0;
    await move(t, first ?? 0, base + minute++ * MINUTE);
    seen.push(...(await observe(t, "a seat offered", base + minute++ * MINUTE, tags)));
    await move(t, second, base + minute++ * MINUTE);
    seen.push(...(await observe(t, "another seat offered", base + minute++ * MINUTE, tags)));
    expect((await storedGame(t.id)).to_act).toEqual([SLOW]);
    seen.push(...(await notifications(t, base + minute++ * MINUTE)));
    vi.useRealTimers();
    return { seen, t };
  }
  await move(t, timesOut === 0 ? 1 : 0, base + minute++ * MINUTE);
  seen.push(...(await observe(t, "a seat offered", base + minute++ * MINUTE, tags)));
  at(deadline + MINUTE);
  await runCron(env, deadline + MINUTE);
  await settleBackgroundWork();
  const after = await storedGame(t.id);
  // The cron played the rules' default for the seat that ran out of time, and the step goes on.
  expect(after.to_act).toEqual([SLOW]);
  const last = await env.DB.prepare("SELECT kind, seat FROM moves WHERE game_id = ? ORDER BY seq DESC LIMIT 1")
    .bind(t.id)
    .first<{ kind: string; seat: number }>();
  expect(last).toEqual({ kind: "timeout", seat: timesOut });
  seen.push(...(await observe(t, "a seat timed out", deadline + 2 * MINUTE, tags)));
  seen.push(...(await notifications(t, deadline + 3 * MINUTE)));
  vi.useRealTimers();
  return { seen, t };
}

/** The two runs' texts, label by label, the same. */
function expectSame(a: Seen, b: Seen): void {
  expect(b.map(([label]) => label)).toEqual(a.map(([label]) => label));
  for (const [i, [label, text]] of a.entries()) expect(firstDifference(b[i]?.[1] ?? "", text), label).toBe("");
}

describe("Deal with the Devil: who is still to act in a hidden step is each seat's own secret", () => {
  it("seat 3 and a stranger get the same bytes whichever of seats 0 and 1 offered and which timed out (page, poll, log, since, lists, mails, push, webhook)", async () => {
    // Both runs at the same instants, a little ahead of now (sessions are checked against the clock).
    const base = Math.ceil(Date.now() / DAY) * DAY + 60 * MINUTE;
    const first = await run(base, { timesOut: 0 });
    const second = await run(base, { timesOut: 1 });
    expectSame(first.seen, second.seen);

    // What seat 3 was told is only its own part and a count.
    const page = JSON.parse(
      (
        first.seen.find(([label]) => label.startsWith("a seat timed out: seat 3 GET /api/games/GAME {}"))?.[1] ?? ""
      ).replace(/^\d+ \S+ /, ""),
    ) as {
      toAct: number[];
      waiting: number;
      clocks: Record<string, unknown>;
    };
    expect(page).toMatchObject({ toAct: [], waiting: 1 });
    expect(Object.keys(page.clocks)).toEqual(["3"]);
    // The player who timed out is told, in its own log, by name.
    const own = (await (await call(first.t.cookieOf(0), "GET", `/api/games/${first.t.id}/log`)).json()) as {
      entries: { kind: string; seat?: number; events: { type: string; seat?: number }[] }[];
    };
    expect(own.entries.filter((e) => e.kind === "timeout")).toMatchObject([
      { seat: 0, events: expect.arrayContaining([{ type: "timedOut", seat: 0, policy: "bot" }]) },
    ]);
    // Seat 3's log tells both submissions and the timeout, naming nobody.
    const log = JSON.parse(
      (
        first.seen.find(([label]) => label.startsWith("a seat timed out: seat 3 GET /api/games/GAME/log {}"))?.[1] ?? ""
      ).replace(/^\d+ \S* /, ""),
    ) as { entries: { kind: string; seat?: number; events: unknown[] }[] };
    expect(log.entries.map((e) => [e.kind, e.seat])).toEqual([
      ["move", 3],
      ["move", undefined],
      ["timeout", undefined],
    ]);
    expect(log.entries[2]?.events).toEqual([{ type: "timedOut", policy: "bot" }]);
  });

  it("seat 3 and a stranger get the same bytes whichever of seats 0 and 1 offered first", async () => {
    const base = Math.ceil(Date.now() / DAY) * DAY + 2 * DAY;
    const first = await run(base, { first: 0 });
    const second = await run(base, { first: 1 });
    expectSame(first.seen, second.seen);
    expect(first.seen.length).toBeGreaterThan(30);
  });

  it("the end shows every row's seat again", async () => {
    // The whole game through the platform is devil-simultaneous.test.ts's; here the log after the end of a short one is enough.
    const players = [await signIn(), await signIn(), await signIn(), await signIn()];
    const id = await startedGameOf(TYPE, players);
    const stored = await storedGame(id);
    const seats = await seatsOf(id);
    const cookieOf = (seat: Seat) => players.find((p) => p.userId === seats.get(seat))?.cookie ?? "";
    const response = await call(cookieOf(0), "POST", `/api/games/${id}/moves`, {
      version: stored.version,
      idempotencyKey: `end-${id}`,
      move: timeoutMove(stored.state, 0),
    });
    expect(response.status).toBe(200);
    const log = async () =>
      ((await (await call(cookieOf(1), "GET", `/api/games/${id}/log`)).json()) as { entries: { seat?: number }[] })
        .entries;
    expect((await log()).map((e) => e.seat)).toEqual([undefined]);
    await env.DB.prepare("UPDATE games SET status = 'finished' WHERE id = ?").bind(id).run();
    expect((await log()).map((e) => e.seat)).toEqual([0]);
  });
});
