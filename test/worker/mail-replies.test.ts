import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { drainOutbox } from "../../worker/jobs/drain.ts";
import { turnMailMoves } from "../../worker/jobs/email.ts";
import { MAX_RAW_BYTES } from "../../worker/inbound/index.ts";
import type { ReadMail } from "../../worker/inbound/read.ts";
import mailWorker from "../../worker/inbound/worker.ts";
import { InboundMail } from "../../worker/index.ts";
import { readReplyAddress, replyAddress } from "../../worker/mail/reply-address.ts";
import { replyAnswerMail } from "../../worker/mail/reply-answer.ts";
import { ruleText } from "../../worker/match/by-mail.ts";
import { LANGUAGES } from "../../worker/i18n/translate.ts";
import { ERROR_CODES as CARCASSONNE_CODES } from "../../worker/games/carcassonne-ghosts/errors.ts";
import { ERROR_CODES as DEVIL_CODES } from "../../worker/games/deal-with-the-devil/errors.ts";
import { ERROR_CODES as ND_CODES } from "../../worker/games/notre-dame/errors.ts";
import { definitionOf } from "./each-game.ts";
import { call, ORIGIN, seatsOf, settleBackgroundWork, signIn, startedGameOf, storedGame, WORKER } from "./helpers.ts";
import { CLIENTS, deliver, incoming, latestTurnMail } from "./mail-fixtures.ts";
import { contextAt, turnMailsAtOnce, type Player } from "./notifications-helpers.ts";
import type { CarcassonneState } from "../../worker/games/carcassonne-ghosts/index.ts";
import { carcassonneSecretIds, PLANT_SECRETS, tileIdsIn, type LeakFinder } from "./secrets.ts";

/** A started four-player Notre Dame game whose turn mails went out at once: its players by seat. */
async function gameByMail(type = "notre-dame", seats = 4, options: Record<string, unknown> = {}) {
  const players: Player[] = [];
  for (let i = 0; i < seats; i++) players.push(await signIn());
  await turnMailsAtOnce(...players);
  const id = await startedGameOf(type, players, options);
  // The start's own drain sends in the background; what it leaves, this one sends.
  await settleBackgroundWork();
  await drainOutbox(contextAt());
  const seatOf = await seatsOf(id);
  const bySeat = (seat: number) => players.find((p) => p.userId === seatOf.get(seat)) as Player;
  return { id, players, bySeat };
}

/** What a refused mail must leave as it was: the game, the outbox, the mails sent. */
async function snapshot(id: string) {
  const game = await storedGame(id);
  const count = async (table: string) =>
    (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n;
  return { version: game.version, outbox: await count("outbox"), mails: await count("dev_mail") };
}

describe("replies to turn mails", () => {
  it("plays the code of a reply as each mail client writes it, and answers with the move and the game in a line", async () => {
    const { id, bySeat } = await gameByMail();
    const clients = Object.entries(CLIENTS);
    for (const [i, [client, write]] of clients.entries()) {
      const stored = await storedGame(id);
      const seat = stored.to_act[i % stored.to_act.length] as number;
      const player = bySeat(seat);
      const mail = await latestTurnMail(player.email);
      expect(mail.text).toContain("reply to this mail with the code of your move");
      const before = stored.move_count;
      const report = await deliver(
        write({ from: player.email, to: mail.replyTo, code: mail.code }),
        player.email,
        mail.replyTo,
      );
      expect(report, `${client}: ${JSON.stringify(report)} ${mail.code}`).toMatchObject({ outcome: "played" });
      expect((await storedGame(id)).move_count, client).toBe(before + 1);
      const answer = await env.DB.prepare('SELECT subject, text FROM dev_mail WHERE "to" = ? ORDER BY id DESC LIMIT 1')
        .bind(player.email)
        .first<{ subject: string; text: string }>();
      expect(answer?.subject).toBe("Your move in Notre Dame");
      expect(answer?.text).toMatch(
        /Your move in Notre Dame is played: .+\.\n(It is your turn again\.|Now it is up to .+\.|The game is over\.)/,
      );
    }
  });

  it("refuses every bad mail with nothing changed and no answer", async () => {
    const { id, bySeat, players } = await gameByMail("notre-dame", 2);
    const stored = await storedGame(id);
    const seat = stored.to_act[0] as number;
    const player = bySeat(seat);
    const other = players.find((p) => p !== player) as Player;
    const mail = await latestTurnMail(player.email);
    const plain = CLIENTS.plain as (typeof CLIENTS)[string];
    const target = await readReplyAddress(env.MAIL_REPLY_KEY ?? "", mail.replyTo, Date.now());
    if (!target.ok) throw new Error("the turn mail's address does not read");
    const forged = mail.replyTo.replace(/\.(\d+)\.(\d+)\./, (_, s: string, v: string) => `.${s}.${Number(v) + 1}.`);
    const otherKey = await replyAddress("another-key", "play@games.example.com", target.target);
    const huge = plain({ from: player.email, to: mail.replyTo, code: `${mail.code}\n${"x".repeat(MAX_RAW_BYTES)}` });
    const bad: [string, string, string, string, number?][] = [
      ["wrong sender", plain({ from: other.email, to: mail.replyTo, code: mail.code }), other.email, mail.replyTo],
      [
        "expired address",
        plain({ from: player.email, to: mail.replyTo, code: mail.code }),
        player.email,
        mail.replyTo,
        Date.now() + 15 * 24 * 3_600_000,
      ],
      ["forged version", plain({ from: player.email, to: forged, code: mail.code }), player.email, forged],
      ["another key", plain({ from: player.email, to: otherKey, code: mail.code }), player.email, otherKey],
      ["huge attachment", huge, player.email, mail.replyTo],
      ["malformed MIME", "\u0000\u0001garbage without headers\r\n\r\n--", player.email, mail.replyTo],
      [
        "DMARC failed",
        plain({
          from: player.email,
          to: mail.replyTo,
          code: mail.code,
          headers: [
            "Authentication-Results: mx.cloudflare.net; dkim=none; spf=softfail smtp.mailfrom=example.com; dmarc=fail header.from=example.com",
          ],
        }),
        player.email,
        mail.replyTo,
      ],
    ];
    for (const [name, raw, from, to, now] of bad) {
      const before = await snapshot(id);
      const report = await deliver(raw, from, to, now);
      expect(report.outcome, name).toBe("dropped");
      expect(await snapshot(id), name).toEqual(before);
      if (name === "huge attachment") expect(report.rejected).toEqual(["Message too large"]);
    }
    // A mail delivered twice (same Message-ID) plays once, and its second delivery is not answered.
    const messageId = "<twice@mail.example.com>";
    const once = await deliver(
      plain({ from: player.email, to: mail.replyTo, code: mail.code, messageId }),
      player.email,
      mail.replyTo,
    );
    expect(once.outcome).toBe("played");
    const before = await snapshot(id);
    const again = await deliver(
      plain({ from: player.email, to: mail.replyTo, code: mail.code, messageId }),
      player.email,
      mail.replyTo,
    );
    expect(again.outcome).toBe("duplicate");
    expect(await snapshot(id)).toEqual(before);
  });

  it("answers an authenticated reply it cannot play with the reason, in the player's language, and changes nothing else", async () => {
    const { id, bySeat } = await gameByMail("notre-dame", 2);
    const stored = await storedGame(id);
    const player = bySeat(stored.to_act[0] as number);
    await env.DB.prepare("UPDATE users SET language = 'cs' WHERE id = ?").bind(player.userId).run();
    const mail = await latestTurnMail(player.email);
    const plain = CLIENTS.plain as (typeof CLIENTS)[string];
    const before = await snapshot(id);
    const report = await deliver(
      plain({ from: player.email, to: mail.replyTo, code: "ZZ 9" }),
      player.email,
      mail.replyTo,
    );
    expect(report).toMatchObject({ outcome: "refused", detail: "unknownCode" });
    expect((await snapshot(id)).version).toBe(before.version);
    const answer = await env.DB.prepare('SELECT subject, text FROM dev_mail WHERE "to" = ? ORDER BY id DESC LIMIT 1')
      .bind(player.email)
      .first<{ subject: string; text: string }>();
    expect(answer?.subject).toBe("Váš tah ve hře Notre Dame nebyl zahrán");
    expect(answer?.text).toContain("„ZZ 9“ teď není žádný z vašich tahů");
  });

  it("as deployed: the mail Worker reads a reply and the main Worker's InboundMail plays it; a mail it cannot read never reaches the main one", async () => {
    const { id, bySeat } = await gameByMail("notre-dame", 2);
    const stored = await storedGame(id);
    const player = bySeat(stored.to_act[0] as number);
    const mail = await latestTurnMail(player.email);
    const plain = CLIENTS.plain as (typeof CLIENTS)[string];
    const execution = createExecutionContext();
    const main = new InboundMail(execution, env);
    const handed: unknown[] = [];
    // What crosses the service binding is copied as RPC copies it: plain data only.
    const GAMES = { play: (to: string, read: ReadMail) => (handed.push(read), main.play(to, structuredClone(read))) };
    const send = (raw: string) => mailWorker.email(incoming(raw, player.email, mail.replyTo).message, { GAMES });
    await send("\u0000\u0001garbage without headers\r\n\r\n--");
    expect(handed).toHaveLength(0);
    await send(plain({ from: player.email, to: mail.replyTo, code: mail.code }));
    await waitOnExecutionContext(execution);
    expect(handed).toHaveLength(1);
    expect((await storedGame(id)).move_count).toBe(stored.move_count + 1);
    const answer = await env.DB.prepare('SELECT subject FROM dev_mail WHERE "to" = ? ORDER BY id DESC LIMIT 1')
      .bind(player.email)
      .first<{ subject: string }>();
    expect(answer?.subject).toBe("Your move in Notre Dame");
  });
});

describe("the development mail page", () => {
  it("offers a reply to each turn mail, prefilled with its first code, and runs the email() handler on it", async () => {
    const { id, bySeat } = await gameByMail("notre-dame", 2);
    const player = bySeat((await storedGame(id)).to_act[0] as number);
    const turnMail = await env.DB.prepare(
      'SELECT id FROM dev_mail WHERE "to" = ? AND reply_to IS NOT NULL ORDER BY id DESC',
    )
      .bind(player.email)
      .first<{ id: number }>();
    const page = await (await WORKER.fetch(`${ORIGIN}/dev/mail`)).text();
    expect(page).toContain(`href="/dev/mail/reply?mail=${turnMail?.id}"`);
    const form = await (await WORKER.fetch(`${ORIGIN}/dev/mail/reply?mail=${turnMail?.id}`)).text();
    const raw = form
      .match(/<textarea[^>]*>([\s\S]*?)<\/textarea>/)?.[1]
      ?.replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&");
    expect(raw).toContain(`From: <${player.email}>`);
    const before = (await storedGame(id)).move_count;
    const sent = await WORKER.fetch(`${ORIGIN}/dev/mail/inbound`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
      body: new URLSearchParams({ raw: raw ?? "" }).toString(),
    });
    expect(await sent.text()).toContain("Played:");
    await settleBackgroundWork();
    expect((await storedGame(id)).move_count).toBe(before + 1);
  });
});

/**
 * The game's secrets planted as markers (test/worker/secrets.ts). Carcassonne ghosts' secret
 * tiles are searched for as they are, unplanted: the answer to a reply plays on, which draws a
 * real tile.
 */
async function leakFinder(type: string, id: string, actor: number): Promise<LeakFinder> {
  if (type !== "carcassonne-ghosts")
    return (PLANT_SECRETS[type] as (id: string, actor: number) => Promise<LeakFinder>)(id, actor);
  const secret = carcassonneSecretIds((await storedGame(id)).state as CarcassonneState);
  return (text) => tileIdsIn(text, secret);
}

/** Turn mails and answers to replies hold no other seat's secrets (test/worker/secrets.ts). */
const AUDITS = [
  { type: "notre-dame", seats: 4, options: {}, stretch: 14 },
  { type: "carcassonne-ghosts", seats: 3, options: { level: 5 }, stretch: 10 },
  { type: "deal-with-the-devil", seats: 4, options: {}, stretch: 9 },
];

describe("secrecy of play by mail", () => {
  for (const c of AUDITS) {
    it(`a turn mail's codes and a reply's answer hold only the reader's own secrets (${c.type}, ${c.seats} seats)`, async () => {
      const { id, players, bySeat } = await gameByMail(c.type, c.seats, c.options);
      const game = definitionOf(c.type);
      for (let i = 0; i < c.stretch; i++) {
        const stored = await storedGame(id);
        const seat = stored.to_act[0] as number;
        const player = bySeat(seat);
        const move = game.botMove(stored.state, seat);
        const code = game.codes.write(move);
        // A move composed at the table (Deal with the Devil's offers, plans) is played there.
        if (code === undefined) {
          const request = { version: stored.version, idempotencyKey: `a-${id}-${i}`, move };
          expect((await call(player.cookie, "POST", `/api/games/${id}/moves`, request)).status).toBe(200);
          continue;
        }
        // The seat that moved at the table last got no turn mail for this step: its address is the one a mail would carry.
        const replyTo = (await turnMailMoves(contextAt(), id, player.userId, "en"))?.replyTo ?? "";
        const raw = (CLIENTS.plain as (typeof CLIENTS)[string])({ from: player.email, to: replyTo, code });
        expect((await deliver(raw, player.email, replyTo)).outcome).toBe("played");
      }
      const actor = (await storedGame(id)).to_act[0] as number;
      const leaks = await leakFinder(c.type, id, actor);
      const ctx = contextAt();
      for (let seat = 0; seat < c.seats; seat++) {
        const offer = await turnMailMoves(ctx, id, bySeat(seat).userId, "en");
        expect(leaks(JSON.stringify(offer ?? null), seat), `turn mail of seat ${seat}`).toEqual([]);
      }
      const actorPlayer = bySeat(actor);
      const offer = await turnMailMoves(ctx, id, actorPlayer.userId, "en");
      const [first] = offer?.moves ?? [];
      expect(first, "the actor's turn mail offers codes").toBeDefined();
      if (offer && first) {
        const sent = await env.DB.prepare("SELECT max(id) AS id FROM dev_mail").first<{ id: number }>();
        await deliver(
          (CLIENTS.plain as (typeof CLIENTS)[string])({ from: actorPlayer.email, to: offer.replyTo, code: first.code }),
          actorPlayer.email,
          offer.replyTo,
        );
        const { results } = await env.DB.prepare('SELECT "to", text, html FROM dev_mail WHERE id > ?')
          .bind(sent?.id ?? 0)
          .all<{ to: string; text: string; html: string }>();
        expect(results.length).toBeGreaterThan(0);
        // Carcassonne ghosts' move drew a tile, public from then on: its secrets are those after the move.
        const after = c.type === "carcassonne-ghosts" ? await leakFinder(c.type, id, actor) : leaks;
        for (const mail of results) {
          const reader = players.find((p) => p.email === mail.to);
          const seat = [...Array(c.seats).keys()].find((s) => bySeat(s) === reader);
          expect(after(mail.text + mail.html, seat), `mail to seat ${seat}`).toEqual([]);
        }
      }
    });
  }
});

describe("a reply refused by the rules", () => {
  it("says the rule error in the player's words, as the table does, the engine's ids in words too", async () => {
    const notreDame = definitionOf("notre-dame");
    const rule = { code: "CARD_NOT_IN_HAND", card: "school" };
    expect(await ruleText(env.ASSETS, notreDame, "cs", rule)).toBe("Kartu Klášterní škola nemáte na ruce.");
    expect(await ruleText(env.ASSETS, notreDame, "en", rule)).toBe("The card Monastery school is not in your hand.");
    const answer = replyAnswerMail({
      to: "p@example.com",
      language: "ru",
      gameName: "Notre Dame",
      gameUrl: `${ORIGIN}/games/g`,
      answer: { kind: "refused", refusal: "rule", detail: await ruleText(env.ASSETS, notreDame, "ru", rule) },
      inReplyTo: undefined,
    });
    expect(answer.text).not.toContain("CARD_NOT_IN_HAND");
    expect(answer.text).toContain(await ruleText(env.ASSETS, notreDame, "ru", rule));
  });

  it("has words for every rule error of every game in every language", async () => {
    const codes: Record<string, readonly string[]> = {
      "notre-dame": ND_CODES,
      "carcassonne-ghosts": CARCASSONNE_CODES,
      "deal-with-the-devil": DEVIL_CODES,
    };
    for (const [type, list] of Object.entries(codes))
      for (const language of LANGUAGES)
        for (const code of list) {
          const text = await ruleText(env.ASSETS, definitionOf(type), language, { code, need: 2, have: 1 });
          expect(text, `${type} ${language} ${code}`).not.toBe(code);
        }
  });
});
