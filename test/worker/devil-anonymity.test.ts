import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Seat } from "../../worker/games/contract.ts";
import {
  dealWithTheDevil as game,
  timeoutMove,
  type DevilState,
  type Move,
} from "../../worker/games/deal-with-the-devil/index.ts";
import { dueSeats } from "../../worker/games/deal-with-the-devil/turns.ts";
import { BUILDINGS } from "../../worker/games/deal-with-the-devil/cards/index.ts";
import { randomInt, seedRng, type RngState } from "../../worker/games/rng.ts";
import { drainOutbox, type Senders } from "../../worker/jobs/drain.ts";
import { pushMessage } from "../../worker/jobs/push-message.ts";
import { webhookMessage } from "../../worker/jobs/webhook.ts";
import { sendEmail } from "../../worker/jobs/email.ts";
import { devilMarkers, markDevilMoves, plantedDevil, writeState } from "./devil-secrets.ts";
import { call, seatsOf, settleBackgroundWork, signIn, startedGameOf, storedGame } from "./helpers.ts";
import { capturingEnv, contextAt, future, queue, turnMailsAtOnce, type Player } from "./notifications-helpers.ts";
import { runs } from "../property-runs.ts";
import { budget } from "../budget.ts";

type Stored = Awaited<ReturnType<typeof storedGame>>;
type Table = { id: string; players: Player[]; cookieOf: (seat: Seat) => string; userOf: (seat: Seat) => string };

const TYPE = "deal-with-the-devil";
const SEATS = [0, 1, 2, 3] as const;
const state = (stored: Stored) => stored.state as DevilState;

/** Four players at a started game, their turn mails at once, every kind of notification by every channel it may take. */
async function table(): Promise<Table> {
  const players: Player[] = [];
  for (let i = 0; i < 4; i++) players.push(await signIn());
  await turnMailsAtOnce(...players);
  const notify = JSON.stringify({
    yourTurn: ["email", "push", "webhook"],
    gameOver: ["email", "push", "webhook"],
    reminder: ["email", "push"],
    timedOut: ["email", "push"],
  });
  for (const p of players)
    await env.DB.prepare("UPDATE users SET notify = ? WHERE id = ?").bind(notify, p.userId).run();
  // The mails' words in every language.
  for (const [i, language] of ["en", "cs", "sk", "ru"].entries())
    await env.DB.prepare("UPDATE users SET language = ? WHERE id = ?")
      .bind(language, players[i]?.userId ?? "")
      .run();
  // One player takes the daily digest: its mail tells the same summaries, several games' worth at once.
  await env.DB.prepare("UPDATE users SET digest_hour = 6 WHERE id = ?")
    .bind(players[3]?.userId ?? "")
    .run();
  const id = await startedGameOf(TYPE, players);
  const seats = await seatsOf(id);
  const userOf = (seat: Seat) => seats.get(seat) ?? "";
  return { id, players, userOf, cookieOf: (seat) => players.find((p) => p.userId === userOf(seat))?.cookie ?? "" };
}

/** Moves refused on the state the server holds (each answers an error, which is searched too), among them the seat's own legal move with too much borrowed. */
function refusedMoves(s: DevilState, seat: Seat): Move[] {
  const own = game.legalMoves(s, seat)[0];
  const notHeld = BUILDINGS.find((b) => !s.players[seat]?.hand.includes(b.id))?.id ?? "";
  const candidates: Move[] = [
    { type: "offer", goods: { marble: 99 }, price: { ducats: 7 } },
    { type: "view", accept: true, tainted: 99 },
    { type: "keep", card: notHeld },
    { type: "pass", cards: [notHeld, notHeld] },
    { type: "plan", use: [], builds: [{ card: notHeld, use: false }], repay: 0 },
    { type: "vote", target: seat },
    { type: "wings", count: 20 },
    { type: "ritual", bribe: 99, pure: 99, tainted: 99 },
    {
      type: "answer",
      answers: [
        "indulgence",
        "indulgence",
        "indulgence",
        "indulgence",
        "indulgence",
        "indulgence",
        "indulgence",
        "indulgence",
        "indulgence",
        "indulgence",
        "indulgence",
        "indulgence",
      ],
    },
    { type: "defend", prove: true },
    ...(own
      ? [
          {
            ...own,
            market: [
              { act: "borrow", count: 10 },
              { act: "borrow", count: 10 },
            ],
          },
        ]
      : []),
  ] as Move[];
  return candidates.flatMap((m) => {
    const parsed = game.move.safeParse(m);
    return parsed.success && !game.play(s, seat, parsed.data).ok ? [parsed.data] : [];
  });
}

/** Every text a seat (undefined: a stranger) gets from the game's pages, polls and refusals, each named by what it answered. */
async function everythingSeen(
  t: Table,
  seat: Seat | undefined,
  cookie: string,
  stored: Stored,
  s: DevilState,
  tags: Map<string, string>,
): Promise<[string, string][]> {
  const seen: [string, string][] = [];
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await call(cookie, "GET", path, undefined, headers);
    expect(response.status, path).toBeLessThan(500);
    seen.push([
      `${response.status} GET ${path} ${JSON.stringify(headers)}`,
      `${response.headers.get("etag") ?? ""} ${await response.text()}`,
    ]);
    return response;
  };
  const id = t.id;
  const first = await get(`/api/games/${id}`);
  const key = `${id}/${cookie}`;
  const tag = tags.get(key);
  if (tag) await get(`/api/games/${id}`, { "If-None-Match": tag });
  tags.set(key, first.headers.get("etag") ?? "");
  for (const path of [
    `/api/games/${id}/log`,
    `/api/games/${id}/log?after=${Math.max(0, stored.move_count - 5)}`,
    `/api/games/${id}/chat`,
    `/api/games/${id}/replay`,
    "/api/games?list=mine",
    "/api/games?list=open",
  ])
    await get(path);
  if (seat === undefined) return seen;
  await get(`/api/games/${id}/since`);
  const post = async (label: string, body: unknown) => {
    const response = await call(cookie, "POST", `/api/games/${id}/moves`, body);
    expect(response.status, label).toBeGreaterThanOrEqual(400);
    expect(response.status, label).toBeLessThan(500);
    seen.push([`${response.status} ${label}`, await response.text()]);
  };
  // A newer version than the game's is always stale: the 409 carries the game as this seat sees it.
  await post("stale move", {
    version: stored.version + 1,
    idempotencyKey: `stale-${id}-${stored.version}-${seat}`,
    move: game.legalMoves(s, seat)[0] ?? { type: "vote", target: null },
  });
  for (const [i, move] of refusedMoves(s, seat).entries())
    await post(`refused ${JSON.stringify(move)}`, {
      version: stored.version,
      idempotencyKey: `refused-${id}-${stored.version}-${seat}-${i}`,
      move,
    });
  await post("malformed move", {
    version: stored.version,
    idempotencyKey: `malformed-${id}-${stored.version}-${seat}`,
    move: { type: "offer", goods: { gold: 1 } },
  });
  return seen;
}

/** Every mail, push and webhook line the players would get now about the game, recorded per recipient. */
async function notificationsNow(t: Table): Promise<Map<string, string[]>> {
  // The moves' own notifications are sent in the background: settled first, so this drain finds none of them half-sent.
  await settleBackgroundWork();
  const at = future();
  for (const seat of SEATS) {
    for (const kind of ["yourTurn", "timedOut", "reminder"]) {
      const payload =
        kind === "reminder"
          ? { deadline: at + 3_600_000, hoursLeft: 1 }
          : kind === "timedOut"
            ? { seq: 1, policy: "bot" }
            : { seq: 1 };
      await queue(t.userOf(seat), kind, payload, at, t.id);
    }
  }
  const byUser = new Map<string, string[]>();
  const record = (userId: string, text: string) => byUser.set(userId, [...(byUser.get(userId) ?? []), text]);
  const { env: capturing, sent } = capturingEnv();
  const senders: Senders = {
    email: sendEmail,
    push: async (_c, d) => void record(d.user.id, JSON.stringify(pushMessage(d, capturing.PUBLIC_URL))),
    webhook: async (_c, d) => void record(d.user.id, webhookMessage(capturing.PUBLIC_URL, d) ?? ""),
  };
  // Now, then a day later for the digest held until its hour.
  for (const now of [at, at + 25 * 3_600_000])
    expect((await drainOutbox(contextAt(now, capturing), 200, senders)).failed).toBe(0);
  const userOfMail = new Map(t.players.map((p) => [p.email, p.userId]));
  for (const mail of sent) record(userOfMail.get(mail.to) ?? "", JSON.stringify(mail));
  return byUser;
}

/** Searches everything every seat and a stranger get now, each seat with every other seat's secrets planted; the true state is written back after. */
async function audit(
  t: Table,
  stranger: Player,
  tags: Map<string, string>,
  where: string,
  ownWords: Set<Seat>,
): Promise<number> {
  const stored = await storedGame(t.id);
  const real = state(stored);
  await markDevilMoves(t.id);
  let searched = 0;
  try {
    for (const seat of [...SEATS, undefined]) {
      const planted = plantedDevil(real, seat === undefined ? [] : [seat]);
      await writeState(t.id, planted);
      const cookie = seat === undefined ? stranger.cookie : t.cookieOf(seat);
      for (const [what, text] of await everythingSeen(t, seat, cookie, stored, planted, tags)) {
        expect(devilMarkers(text, seat), `${where}: ${what} to seat ${seat}`).toEqual([]);
        expect(text, `${where}: ${what}`).not.toContain(stored.seed);
        searched++;
      }
    }
    // Mails, push and webhooks tell the log in words: the moves and private events are marked.
    const notes = await notificationsNow(t);
    for (const seat of SEATS) {
      const texts = notes.get(t.userOf(seat)) ?? [];
      // Three mails each (the digest player's "your turn" in its digest), pushes and webhook lines.
      expect(
        texts.filter((text) => text.includes('"subject"')).length,
        `${where}: mails to seat ${seat}`,
      ).toBeGreaterThanOrEqual(3);
      for (const text of texts) {
        expect(devilMarkers(text, seat), `${where}: a notification to seat ${seat}`).toEqual([]);
        // In words: no key of the game's catalogs left untranslated, in any of the four languages; a
        // key named for a planted secret (a chest's mark here) is the audit's own doing.
        expect(text, `${where}: a notification to seat ${seat}`).not.toMatch(
          /\bddt?\.[a-z]+(?![a-z])\.?(?!SECRET-)[a-zA-Z]/,
        );
      }
      if (texts.some((text) => text.includes(`SECRET-private-${seat}`))) ownWords.add(seat);
      searched += texts.length;
    }
  } finally {
    await writeState(t.id, real);
  }
  return searched;
}

/** Seats whose users got a "your turn" note with the move `seq`. */
async function turnNotes(t: Table, seq: number): Promise<Seat[]> {
  const { results } = await env.DB.prepare(
    "SELECT user_id FROM outbox WHERE game_id = ? AND kind = 'yourTurn' AND json_extract(payload, '$.seq') = ?",
  )
    .bind(t.id, seq)
    .all<{ user_id: string }>();
  return SEATS.filter((seat) => results.some((r) => r.user_id === t.userOf(seat)));
}

/**
 * What a seat's page shows that another seat's hidden submission may change: that it was made
 * (the version, the waiting count, its flag and clock, its card counts, and that the reader's own
 * move is no longer the last, so no longer undoable).
 */
function withoutTheFact(body: Record<string, unknown>, mover: Seat) {
  const {
    version: _v,
    moveCount: _m,
    updatedAt: _u,
    toAct: _t,
    waiting: _w,
    unseen: _n,
    canUndo: _c2,
    clocks,
    view,
    ...rest
  } = body as {
    clocks: Record<string, unknown>;
    view: { toAct: unknown; players: Record<string, unknown>[] };
  } & Record<string, unknown>;
  const { [String(mover)]: _c, ...otherClocks } = clocks;
  const { toAct: _vt, players, ...table } = view;
  return {
    ...rest,
    clocks: otherClocks,
    view: {
      ...table,
      players: players.map((p, seat) =>
        seat === mover ? { ...p, submitted: undefined, handSize: undefined, events: undefined } : p,
      ),
    },
  };
}

/**
 * Plays a game through HTTP: in every step the seats submit in a random order, each a random
 * legal move or the bot's; after the first submission of every step and at a random point inside
 * it, everything is searched seat by seat (`audit`).
 */
async function playAndAudit(seed: string, maxMoves: number) {
  const t = await table();
  const stranger = await signIn();
  const tags = new Map<string, string>();
  let chooser: RngState = seedRng(`devil-anonymity-${seed}`);
  let searched = 0;
  let steps = 0;
  let hiddenChecked = 0;
  // Seats whose mails told their own private events in words: the search of the words can fail.
  const ownWords = new Set<Seat>();
  for (let i = 0; i < maxMoves; i++) {
    const before = await storedGame(t.id);
    if (before.status !== "active") break;
    const s = state(before);
    let pick: number;
    [pick, chooser] = randomInt(chooser, before.to_act.length);
    const seat = before.to_act[pick] as Seat;
    const legal = game.legalMoves(s, seat);
    let move: Move;
    [pick, chooser] = randomInt(chooser, 2 * legal.length);
    move = pick < legal.length ? (legal[pick] as Move) : timeoutMove(s, seat);
    const other = SEATS.find((x) => x !== seat) as Seat;
    const otherBefore = (await (await call(t.cookieOf(other), "GET", `/api/games/${t.id}`)).json()) as Record<
      string,
      unknown
    >;
    const response = await call(t.cookieOf(seat), "POST", `/api/games/${t.id}/moves`, {
      version: before.version,
      idempotencyKey: `a-${t.id}-${i}`,
      move,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const after = await storedGame(t.id);
    const a = state(after);
    const resolved = a.step !== s.step || a.round !== s.round;
    // Who is asked to act when: a step asks every seat due in it at once, and every one of them is told at the same move.
    const notified = await turnNotes(t, after.move_count);
    if (after.status === "active" && resolved) {
      expect(after.to_act, `step ${a.step}`).toEqual(dueSeats(a));
      if (a.step !== "defend") expect(after.to_act).toEqual([...SEATS]);
      expect(notified).toEqual(after.to_act.filter((x) => !before.to_act.includes(x)));
      steps++;
    } else if (!resolved) {
      // A hidden submission tells the others that it was made, nothing more.
      expect(notified).toEqual([]);
      expect(after.to_act).toEqual(before.to_act.filter((x) => x !== seat));
      const otherAfter = (await (await call(t.cookieOf(other), "GET", `/api/games/${t.id}`)).json()) as Record<
        string,
        unknown
      >;
      expect(withoutTheFact(otherAfter, seat)).toEqual(withoutTheFact(otherBefore, seat));
      hiddenChecked++;
    }
    [pick, chooser] = randomInt(chooser, 4);
    if (after.status === "active" && (resolved || pick === 0))
      searched += await audit(t, stranger, tags, `move ${i}, round ${a.round}, step ${a.step}`, ownWords);
  }
  return { t, searched, steps, hiddenChecked, ownWords };
}

describe("Deal with the Devil through the platform: what each seat receives", () => {
  const games = [
    ["one", 140],
    ["two", 90],
  ] as const;
  for (const [seed, moves] of games.slice(0, runs(games.length))) {
    it(
      `no page, poll, log, refusal, mail, push or webhook line to a seat holds another seat's secrets; every step asks all its seats at once (game ${seed})`,
      async () => {
        const { searched, steps, hiddenChecked, ownWords } = await playAndAudit(seed, moves);
        expect([...ownWords].sort()).toEqual([0, 1, 2, 3]);
        expect(steps).toBeGreaterThan(8);
        expect(hiddenChecked).toBeGreaterThan(20);
        expect(searched).toBeGreaterThan(500);
      },
      // Game one: 22 s alone, 28 s in an idle `npm test` (every turn mail lists its codes and moves in words).
      budget(85_000),
    );
  }
});
