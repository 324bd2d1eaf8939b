import { env } from "cloudflare:test";
import { fillPlaceholders } from "drizzle-orm";
import { ordinal, rate, rating } from "openskill";
import { describe, expect, it } from "vitest";
import { openDb } from "../../worker/db/index.ts";
import { seatRatingsQuery, type RatingRow } from "../../worker/db/ratings.ts";
import { submitMove } from "../../worker/match/play.ts";
import { rateGame, verifyRatings, type FinishedGame } from "../../worker/match/ratings.ts";
import { settleTimeouts } from "../../worker/match/timeouts.ts";
import { definitionOf } from "./each-game.ts";
import { call, playWithBot, seatsOf, signIn, startedGameOf, storedGame } from "./helpers.ts";

type Change = {
  player: string;
  n: number;
  muBefore: number;
  sigmaBefore: number;
  mu: number;
  sigma: number;
  provisional: boolean;
};

const DAY = 24 * 3_600_000;
/** OpenSkill's documented defaults, which the service uses unchanged. */
const MU = 25;
const SIGMA = 25 / 3;
const BETA = 25 / 6;
const TAU = 25 / 300;

const ctxAt = (now: number) => ({ db: openDb(env.DB), env, now });

async function ratingTables() {
  const ratings = await env.DB.prepare("SELECT * FROM ratings ORDER BY game_type, player").all();
  const history = await env.DB.prepare("SELECT * FROM rating_history ORDER BY id").all();
  return { ratings: ratings.results, history: history.results };
}

async function historyOf(gameId: string) {
  const { results } = await env.DB.prepare("SELECT * FROM rating_history WHERE game_id = ? ORDER BY id")
    .bind(gameId)
    .all<{ player: string; n: number; mu: number; sigma: number; mu_before: number; sigma_before: number }>();
  return results;
}

/** Every rating recomputed from the finished games in order equals the stored one exactly, history included. */
async function expectRecomputedAsStored() {
  const verified = await verifyRatings(openDb(env.DB));
  expect(verified.history).toBeGreaterThan(0);
  expect(verified.mismatches).toEqual([]);
}

describe("OpenSkill reproduces its documented results", () => {
  it("the README's two teams of two, with the defaults", () => {
    const [[x1, x2], [y1, y2]] = rate([
      [rating(), rating({ mu: 32.444, sigma: 5.123 })],
      [rating({ mu: 43.381, sigma: 2.421 }), rating({ mu: 25.188, sigma: 6.211 })],
    ]);
    const got = [x1, x2, y1, y2].map((r) => [r.mu, r.sigma]);
    const documented = [
      [28.67, 8.07],
      [33.83, 5.06],
      [43.07, 2.42],
      [23.15, 6.14],
    ];
    got.forEach(([mu, sigma], i) => {
      expect(mu).toBeCloseTo(documented[i]![0]!, 2);
      expect(sigma).toBeCloseTo(documented[i]![1]!, 2);
    });
  });

  it("the README's four players by rank and by score (ties share the place), without the τ added since", () => {
    const r = rating();
    const byRank = rate([[r], [r], [r], [r]], { rank: [4, 1, 3, 2], tau: 0 }).map(([p]) => [p!.mu, p!.sigma]);
    const documentedByRank = [
      [20.963, 8.084],
      [27.795, 8.263],
      [24.689, 8.084],
      [26.553, 8.179],
    ];
    byRank.forEach(([mu, sigma], i) => {
      expect(mu).toBeCloseTo(documentedByRank[i]![0]!, 3);
      expect(sigma).toBeCloseTo(documentedByRank[i]![1]!, 3);
    });
    const byScore = rate([[r], [r], [r], [r]], { score: [37, 19, 37, 42], tau: 0 }).map(([p]) => [p!.mu, p!.sigma]);
    const documentedByScore = [
      [24.689, 8.179],
      [22.826, 8.179],
      [24.689, 8.179],
      [27.795, 8.263],
    ];
    byScore.forEach(([mu, sigma], i) => {
      expect(mu).toBeCloseTo(documentedByScore[i]![0]!, 3);
      expect(sigma).toBeCloseTo(documentedByScore[i]![1]!, 3);
    });
    expect(ordinal({ mu: 43.07, sigma: 2.42 })).toBeCloseTo(35.81, 2);
  });

  it("a newcomer beating a newcomer, as Weng and Lin's Plackett–Luce update computes it with the defaults", () => {
    // Independent arithmetic of the paper's algorithm: τ widens σ first, then one pairwise update.
    const sigma = Math.sqrt(SIGMA ** 2 + TAU ** 2);
    const c = Math.sqrt(2 * sigma ** 2 + 2 * BETA ** 2);
    const p = 0.5; // exp(μ/c) over the sum of both: equal means
    const gamma = sigma / c;
    const winnerMu = MU + (sigma ** 2 / c) * (1 - p);
    const loserMu = MU + (sigma ** 2 / c) * -p;
    const newSigma = sigma * Math.sqrt(1 - (sigma ** 2 / c ** 2) * p * (1 - p) * gamma);
    const [[winner], [loser]] = rate([[rating()], [rating()]]);
    expect(winner!.mu).toBeCloseTo(winnerMu, 10);
    expect(loser!.mu).toBeCloseTo(loserMu, 10);
    expect(winner!.sigma).toBeCloseTo(newSigma, 10);
    expect(loser!.sigma).toBeCloseTo(newSigma, 10);
  });
});

describe("what a finished game does to ratings (rateGame)", () => {
  const none = new Map<string, RatingRow>();
  const ranked = (ranks: number[], dropped: number[] = []): FinishedGame => ({
    id: "g",
    type: "notre-dame",
    options: {},
    outcome: { kind: "ranked", scores: ranks.map((r) => 10 - r), ranks },
    seats: ranks.map((_, seat) => ({ userId: `u${seat}`, seat })),
    dropped: new Set(dropped),
    finishedAt: 0,
  });

  it("a tie moves the tied players alike, between the winner and the last", () => {
    const [first, tiedA, tiedB, last] = rateGame(ranked([1, 2, 2, 4]), none);
    expect(tiedA!.mu).toBe(tiedB!.mu);
    expect(tiedA!.sigma).toBe(tiedB!.sigma);
    expect(first!.mu).toBeGreaterThan(tiedA!.mu);
    expect(tiedA!.mu).toBeGreaterThan(last!.mu);
    // The same as the library's free-for-all with the shared rank.
    const library = rate([[rating()], [rating()], [rating()], [rating()]], { rank: [1, 2, 2, 4] });
    expect([first, tiedA, tiedB, last].map((w) => w!.mu)).toEqual(library.map(([p]) => p!.mu));
  });

  it("a dropped seat counts as last for its player, whatever its place; a game of dropped seats only is not rated", () => {
    const [winnerDropped, second] = rateGame(ranked([1, 2], [0]), none);
    expect(winnerDropped!.mu).toBeLessThan(MU);
    expect(second!.mu).toBeGreaterThan(MU);
    expect(rateGame(ranked([1, 2], [0, 1]), none)).toEqual([]);
  });

  it("a cooperative team plays the level, which takes as many seats as the team; a dropped player takes the loss", () => {
    const coop = (won: boolean, dropped: number[] = []): FinishedGame => ({
      id: "c",
      type: "carcassonne-ghosts",
      options: { level: 4 },
      outcome: { kind: "shared", won },
      seats: [0, 1, 2].map((seat) => ({ userId: `u${seat}`, seat })),
      dropped: new Set(dropped),
      finishedAt: 0,
    });
    const won = rateGame(coop(true), none);
    expect(won.map((w) => w.player)).toEqual(["u0", "u1", "u2", "level:4"]);
    const library = rate(
      [
        [rating(), rating(), rating()],
        [rating(), rating(), rating()],
      ],
      { rank: [1, 2] },
    );
    expect(won.map((w) => w.mu)).toEqual([...library[0]!.map((p) => p.mu), library[1]![0]!.mu]);
    expect(won[3]!.mu).toBeLessThan(MU);
    const withDrop = rateGame(coop(true, [1]), none);
    expect(withDrop[0]!.mu).toBe(won[0]!.mu);
    expect(withDrop[1]!.mu).toBeLessThan(MU);
    expect(withDrop[3]!.mu).toBe(won[3]!.mu);
  });
});

describe("ratings through real games", () => {
  it("the move's read of its players' ratings looks them up by key: other players' ratings add no rows read", async () => {
    const players = [await signIn(), await signIn()];
    const id = await startedGameOf("notre-dame", players);
    const query = seatRatingsQuery(openDb(env.DB)).getQuery();
    const rowsRead = async () =>
      (
        await env.DB.prepare(query.sql)
          .bind(...fillPlaceholders(query.params, { gameId: id }))
          .all()
      ).meta.rows_read;
    const before = await rowsRead();
    await env.DB.batch(
      Array.from({ length: 300 }, (_, i) =>
        env.DB.prepare(
          "INSERT INTO ratings (player, game_type, mu, sigma, games, updated_at) VALUES (?, 'notre-dame', 25, 8, 1, 0)",
        ).bind(`stranger-${id}-${i}`),
      ),
    );
    try {
      expect(await rowsRead()).toBe(before);
      expect(before).toBeLessThan(20);
    } finally {
      // They have no games behind them: the recomputations of the other tests would find them made up.
      await env.DB.prepare("DELETE FROM ratings WHERE player LIKE ?").bind(`stranger-${id}-%`).run();
    }
  });

  it("a whole Notre Dame game through HTTP rates its players in the finishing move's one batch; a retry writes nothing twice", async () => {
    const players = [await signIn(), await signIn(), await signIn()];
    const id = await startedGameOf("notre-dame", players);
    const { last: finish, previous } = await playWithBot("notre-dame", id, players);
    // Any move costs D1 one read and one batch; the finishing move alone reads the ratings too, by key (issue 29).
    expect(previous?.headers.get("X-D1-Round-Trips")).toBe("2");
    expect(finish.response.headers.get("X-D1-Round-Trips")).toBe("3");
    const answer = (await finish.response.json()) as {
      game: { status: string; ratings?: Change[]; outcome: { ranks: number[] } };
    };
    expect(answer.game.status).toBe("finished");
    const history = await historyOf(id);
    expect(history.map((h) => h.player).sort()).toEqual(players.map((p) => p.userId).sort());
    expect(history.every((h) => h.n === 1 && h.mu_before === MU && h.sigma_before === SIGMA)).toBe(true);
    expect(answer.game.ratings?.map((c) => [c.player, c.mu, c.sigma, c.provisional]).sort()).toEqual(
      history.map((h) => [h.player, h.mu, h.sigma, true]).sort(),
    );
    // The winner gains, the last loses.
    const seats = await seatsOf(id);
    const ranks = answer.game.outcome.ranks;
    const muOf = (seat: number) => history.find((h) => h.player === seats.get(seat))?.mu ?? Number.NaN;
    const best = ranks.indexOf(Math.min(...ranks));
    const worst = ranks.indexOf(Math.max(...ranks));
    expect(muOf(best)).toBeGreaterThan(MU);
    expect(muOf(worst)).toBeLessThan(MU);

    const before = await ratingTables();
    const retry = await call(finish.cookie, "POST", `/api/games/${id}/moves`, finish.request);
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as { replayed: boolean; game: { ratings?: Change[] } }).game.ratings?.length).toBe(3);
    expect(await ratingTables()).toEqual(before);

    // The finished game shows each player's change to anybody who may see it.
    const view = (await (await call(players[1]!.cookie, "GET", `/api/games/${id}`)).json()) as { ratings?: Change[] };
    expect(view.ratings?.map((c) => c.player).sort()).toEqual(players.map((p) => p.userId).sort());
    // The profile's ratings: the current one with its history.
    const profile = (await (await call(undefined, "GET", `/api/users/${players[0]!.userId}/ratings`)).json()) as {
      ratings: {
        gameType: string;
        mu: number;
        sigma: number;
        games: number;
        provisional: boolean;
        history: { gameId: string; mu: number }[];
      }[];
    };
    const mine = history.find((h) => h.player === players[0]!.userId);
    expect(profile.ratings).toMatchObject([
      {
        gameType: "notre-dame",
        mu: mine?.mu,
        sigma: mine?.sigma,
        games: 1,
        provisional: true,
        history: [{ gameId: id, mu: mine?.mu }],
      },
    ]);
    expect((await call(undefined, "GET", "/api/users/level:1/ratings")).status).toBe(400);
    await expectRecomputedAsStored();
  });

  it("cooperative games rate the team against the level, one level's games after the other", async () => {
    const solo = [await signIn()];
    const soloId = await startedGameOf("carcassonne-ghosts", solo, { level: 1 });
    await playWithBot("carcassonne-ghosts", soloId, solo);
    const pair = [solo[0]!, await signIn()];
    const pairId = await startedGameOf("carcassonne-ghosts", pair, { level: 1 });
    await playWithBot("carcassonne-ghosts", pairId, pair);

    for (const [gameId, team] of [
      [soloId, solo],
      [pairId, pair],
    ] as const) {
      const outcome = JSON.parse(
        String(
          (await env.DB.prepare("SELECT outcome FROM games WHERE id = ?").bind(gameId).first<{ outcome: string }>())
            ?.outcome,
        ),
      ) as { won: boolean };
      const history = await historyOf(gameId);
      expect(history.map((h) => h.player).sort()).toEqual([...team.map((p) => p.userId), "level:1"].sort());
      const level = history.find((h) => h.player === "level:1")!;
      for (const h of history.filter((x) => x !== level)) expect(h.mu > h.mu_before).toBe(outcome.won);
      expect(level.mu < level.mu_before).toBe(outcome.won);
    }
    const levelRows = ((await ratingTables()).history as { player: string; game_id: string; n: number }[]).filter(
      (h) => h.player === "level:1" && (h.game_id === soloId || h.game_id === pairId),
    );
    expect(levelRows.map((h) => h.n)).toEqual([1, 2].map((n) => n + levelRows[0]!.n - 1));
    // The second game started from what the first left: the shared player's and the level's.
    const first = await historyOf(soloId);
    const second = await historyOf(pairId);
    for (const player of [solo[0]!.userId, "level:1"]) {
      expect(second.find((h) => h.player === player)?.mu_before).toBe(first.find((h) => h.player === player)?.mu);
    }
    await expectRecomputedAsStored();
  });

  it("two games of one player finishing at the same instant both count, one after the other", async () => {
    const [shared, b, c] = [await signIn(), await signIn(), await signIn()];
    const tables = [
      { players: [shared!, b!], id: "" },
      { players: [shared!, c!], id: "" },
    ];
    const finals = [];
    for (const table of tables) {
      table.id = await startedGameOf("notre-dame", table.players);
      finals.push({
        id: table.id,
        ...(await playWithBot("notre-dame", table.id, table.players, { stopBeforeLast: true })).last,
      });
    }
    // Both read the shared player's rating before either writes: the later batch fails on the
    // history's unique (player, type, n), rolls back whole, and its move is played again on fresh ratings.
    const answers = await Promise.all(finals.map((f) => call(f.cookie, "POST", `/api/games/${f.id}/moves`, f.request)));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const rows = await Promise.all(
      tables.map(async (t) => (await historyOf(t.id)).find((h) => h.player === shared!.userId)!),
    );
    expect(rows.map((r) => r.n).sort()).toEqual([1, 2]);
    const [first, second] = rows[0]!.n === 1 ? rows : [rows[1]!, rows[0]!];
    expect(second!.mu_before).toBe(first!.mu);
    expect(second!.sigma_before).toBe(first!.sigma);
    await expectRecomputedAsStored();
  });

  it("a game the cron finishes (the bot's move for a late seat) is rated in the timeout's batch", async () => {
    const players = [await signIn(), await signIn()];
    const id = await startedGameOf("notre-dame", players);
    await playWithBot("notre-dame", id, players, { stopBeforeLast: true });
    const seats = await seatsOf(id);
    expect(await historyOf(id)).toEqual([]);
    const due = (await storedGame(id)).next_deadline ?? 0;
    await settleTimeouts(ctxAt(due + 1), id);
    expect((await storedGame(id)).status).toBe("finished");
    const last = await env.DB.prepare("SELECT kind FROM moves WHERE game_id = ? ORDER BY seq DESC LIMIT 1")
      .bind(id)
      .first<{ kind: string }>();
    expect(last?.kind).toBe("timeout");
    const history = await historyOf(id);
    expect(history.map((h) => h.player).sort()).toEqual(players.map((p) => p.userId).sort());
    // A late seat is no dropped seat: rated on its place.
    const outcome = JSON.parse(
      String(
        (await env.DB.prepare("SELECT outcome FROM games WHERE id = ?").bind(id).first<{ outcome: string }>())?.outcome,
      ),
    ) as { ranks: number[] };
    const winner = seats.get(outcome.ranks.indexOf(1));
    if (new Set(outcome.ranks).size === 2) expect(history.find((h) => h.player === winner)!.mu).toBeGreaterThan(MU);
    await expectRecomputedAsStored();
  });

  it("a tie: two seats dropped by the cron share the last place, the timeout path rating the game when it finishes there", async () => {
    const players = [await signIn(), await signIn(), await signIn()];
    const id = await startedGameOf(
      "notre-dame",
      players,
      {},
      { timeControl: { kind: "perMove", days: 1 }, timeoutPolicy: "drop" },
    );
    const game = definitionOf("notre-dame");
    const seats = await seatsOf(id);
    const keeper = players[0]!.userId;
    const keeperSeat = [...seats].find(([, u]) => u === keeper)![0];
    const startedAt =
      (await env.DB.prepare("SELECT updated_at FROM games WHERE id = ?").bind(id).first<{ updated_at: number }>())
        ?.updated_at ?? 0;
    // The keeper drafts in time; the others run out and are dropped; then the keeper plays on, the bot the dropped seats.
    let now = startedAt + 1;
    for (let i = 0; i < 2_000; i++) {
      const stored = await storedGame(id);
      if (stored.status !== "active") break;
      if (stored.to_act.includes(keeperSeat)) {
        const move = game.botMove(stored.state, keeperSeat);
        const played = await submitMove(ctxAt(now), keeper, id, {
          version: stored.version,
          idempotencyKey: `keep-${i}`,
          move,
        });
        expect(played.ok).toBe(true);
        now = Math.max(now + 1, startedAt + DAY + 2);
      } else {
        now = Math.max(now + 1, startedAt + DAY + 2);
        await settleTimeouts(ctxAt(now), id);
      }
    }
    const final = await storedGame(id);
    expect(final.status).toBe("finished");
    const clocks = final.clocks as Record<string, { dropped?: boolean }>;
    expect(Object.values(clocks).filter((c) => c.dropped)).toHaveLength(2);
    const history = await historyOf(id);
    const dropped = history.filter((h) => h.player !== keeper);
    expect(dropped).toHaveLength(2);
    expect(dropped[0]!.mu).toBe(dropped[1]!.mu);
    expect(dropped[0]!.sigma).toBe(dropped[1]!.sigma);
    expect(history.find((h) => h.player === keeper)!.mu).toBeGreaterThan(dropped[0]!.mu);
    await expectRecomputedAsStored();

    // A stored number off by the smallest step is found.
    const row = (await env.DB.prepare("SELECT player, game_type, mu FROM ratings WHERE player = ?")
      .bind(keeper)
      .first<{ player: string; game_type: string; mu: number }>())!;
    const off = row.mu + 1e-12;
    await env.DB.prepare("UPDATE ratings SET mu = ? WHERE player = ? AND game_type = ?")
      .bind(off, row.player, row.game_type)
      .run();
    const tampered = await verifyRatings(openDb(env.DB));
    expect(tampered.mismatches).toMatchObject([{ what: "rating", stored: { mu: off }, recomputed: { mu: row.mu } }]);
    await env.DB.prepare("UPDATE ratings SET mu = ? WHERE player = ? AND game_type = ?")
      .bind(row.mu, row.player, row.game_type)
      .run();
    await expectRecomputedAsStored();
  });
});
