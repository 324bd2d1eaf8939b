/**
 * Bots at the table (worker/match/bots.ts): how long a person waits for the bots after a move, and
 * what the bots cost. The wait runs the real app in Node over sql.js standing in for D1 (as cpu.ts
 * does), a person moving through HTTP and the bots answering in the request's background work
 * with no pause (`BOT_PAUSE_MS=0`: the configured pause adds pause × bot moves on top, printed
 * beside); the CPU per decision and per chain time the engines' `botMove` alone.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createApp } from "../../worker/app.ts";
import { builtAssets } from "./assets.ts";
import type { AnyGame, Seat } from "../../worker/games/contract.ts";
import { GAMES } from "../../worker/games/registry.ts";
import { MOVES_PER_RUN as BOT_MOVES_PER_CRON_RUN } from "../../worker/match/bots.ts";
import { percentile } from "./stats.ts";
import { sqlJsD1 } from "./sqljs-d1.ts";
import { installWorkerdCrypto } from "./workerd-crypto.ts";

installWorkerdCrypto();

const game = (id: string): AnyGame => {
  const found = GAMES[id];
  if (!found) throw new Error(`no game ${id}`);
  return found;
};
const ms = (n: number) => n.toFixed(n < 1 ? 2 : 1);
const sorted = (list: readonly number[]) => [...list].sort((a, b) => a - b);
const p50p99 = (list: readonly number[]) => {
  const s = sorted(list);
  return `${ms(percentile(s, 0.5))} / ${ms(percentile(s, 0.99))} ms`;
};

/** Every bot decision of whole games, each timed: per game type, and the costliest run of bot moves between two turns of seat 0 (the person). */
function botCpu(id: string, seats: number, options: unknown, games: number) {
  const g = game(id);
  const decisions: number[] = [];
  let chainMax = 0;
  for (let i = 0; i < games; i++) {
    let state = g.setup(seats, g.options.parse(options), `bots-bench-${id}-${i}`);
    let chain = 0;
    for (let guard = 0; !g.outcome(state) && guard < 5_000; guard++) {
      const seat = g.toAct(state)[0] as Seat;
      const started = performance.now();
      const move = g.botMove(state, seat);
      const took = performance.now() - started;
      decisions.push(took);
      if (seat === 0) chain = 0;
      else chainMax = Math.max(chainMax, (chain += took));
      const played = g.play(state, seat, move);
      if (!played.ok) throw new Error(`${id}: the bot's move was refused`);
      state = played.played.state;
    }
  }
  return { decisions, chainMax };
}

/** The app over sql.js with the migrations applied, and a way to wait for its background work. */
async function app() {
  const { db, d1 } = await sqlJsD1();
  for (const file of readdirSync("migrations")
    .filter((f) => f.endsWith(".sql"))
    .sort())
    for (const statement of readFileSync(`migrations/${file}`, "utf8").split("--> statement-breakpoint"))
      db.run(statement);
  db.run("PRAGMA foreign_keys = ON");
  const env = {
    DB: d1,
    MAIL: { send: async () => ({ messageId: "x" }) },
    ASSETS: builtAssets,
    ENVIRONMENT: "production",
    MAIL_FROM: "games@example.com",
    PUBLIC_URL: "http://localhost",
    ADMIN_EMAILS: "",
    SESSION_KEY: "bots-bench",
    BOT_PAUSE_MS: "0",
  } as unknown as Parameters<ReturnType<typeof createApp>["fetch"]>[1];
  const worker = createApp();
  const background: Promise<unknown>[] = [];
  const ctx = {
    waitUntil: (p: Promise<unknown>) => background.push(p),
    passThroughOnException: () => undefined,
    props: {},
  };
  let cookie = "";
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await worker.fetch(
      new Request(`http://localhost${path}`, {
        method,
        headers: { "Content-Type": "application/json", Origin: "http://localhost", cookie },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      env,
      ctx as unknown as ExecutionContext,
    );
    const set = response.headers.get("set-cookie");
    if (set?.startsWith("session=")) cookie = set.split(";")[0] ?? "";
    return response;
  };
  const settled = async () => {
    while (background.length) await Promise.all(background.splice(0));
  };
  return { call, settled, db };
}

/** Whole games of one person (through HTTP) and bots: the wait from each of the person's commits until the game is back to them or over. */
async function waits(id: string, games: number) {
  const g = game(id);
  const { call, settled, db } = await app();
  const waited: number[] = [];
  const botMoves: number[] = [];
  // A guest's session ("Play now" of a game with a table), which may then make games of itself and bots of any type.
  await call("POST", "/api/play-now", { type: "notre-dame", language: "en", timeZone: "UTC" });
  for (let i = 0; i < games; i++) {
    const started = await call("POST", "/api/games", { type: id, seats: 4, bots: 3, visibility: "invite" });
    const { id: gameId } = (await started.json()) as { id: string };
    await settled();
    for (;;) {
      const page = (await (await call("GET", `/api/games/${gameId}`)).json()) as {
        status: string;
        version: number;
        mySeat: Seat;
        view: unknown;
        moveCount: number;
      };
      if (page.status !== "active") break;
      const [row] = db.exec(`SELECT state FROM games WHERE id = '${gameId}'`);
      const state = JSON.parse(String(row?.values[0]?.[0]));
      const move = g.botMove(state, page.mySeat);
      const answer = await call("POST", `/api/games/${gameId}/moves`, {
        version: page.version,
        idempotencyKey: `bench-move-${page.version}`,
        move,
      });
      const committed = performance.now();
      if (answer.status !== 200) throw new Error(`move answered ${answer.status}`);
      const { game: after } = (await answer.json()) as { game: { moveCount: number } };
      await settled();
      waited.push(performance.now() - committed);
      const [count] = db.exec(`SELECT move_count FROM games WHERE id = '${gameId}'`);
      botMoves.push(Number(count?.values[0]?.[0]) - after.moveCount);
    }
  }
  return { waited, botMoves };
}

/** The most the cron's bot sweep may cost in one run: its bound of bot moves, each among the costliest decisions seen. */
const sweepWorst = (decisions: readonly number[]) =>
  sorted(decisions)
    .slice(-BOT_MOVES_PER_CRON_RUN)
    .reduce((sum, d) => sum + d, 0);

console.log("Bots at the table: `npx tsx test/bench/bots.ts`\n");
console.log("| figure | value |\n|---|---|");
for (const [id, seats, options, games, label] of [
  ["notre-dame", 4, {}, 20, "Notre Dame, 4 seats"],
  ["carcassonne-ghosts", 5, { level: 1 }, 20, "Carcassonne ghosts level 1, 5 seats"],
  ["carcassonne-ghosts", 5, { level: 6 }, 10, "Carcassonne ghosts level 6, 5 seats"],
  ["deal-with-the-devil", 4, {}, 10, "Deal with the Devil, 4 seats"],
] as const) {
  const { decisions, chainMax } = botCpu(id, seats, options, games);
  console.log(`| bot CPU per decision, ${label}, p50 / p99 | ${p50p99(decisions)} |`);
  console.log(
    `| the costliest bot chain between two turns of one person, ${label} (CPU, engine only) | ${ms(chainMax)} ms |`,
  );
  console.log(
    `| the cron's bot sweep at its bound (${BOT_MOVES_PER_CRON_RUN} moves, each of the costliest decisions), ${label} (CPU, engine only) | ${ms(sweepWorst(decisions))} ms |`,
  );
}
for (const [id, label, games] of [
  ["notre-dame", "Notre Dame with three bots", 3],
  ["deal-with-the-devil", "Deal with the Devil with three bots", 2],
] as const) {
  const { waited, botMoves } = await waits(id, games);
  const most = Math.max(...botMoves);
  console.log(
    `| wait from the person's commit until the game is back to them, ${label}, p50 / p99 (no pause; add ${sorted(botMoves)[Math.floor(botMoves.length / 2)]} / ${most} bot moves × BOT_PAUSE_MS) | ${p50p99(waited)} |`,
  );
}
