import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { AT_TABLE, type ClaimedNote } from "../../worker/db/notifications.ts";
import { notreDame } from "../../worker/games/notre-dame/index.ts";
import { deliverClaimed, drainOutbox } from "../../worker/jobs/drain.ts";
import { submitMove } from "../../worker/match/play.ts";
import { call, storedGame } from "./helpers.ts";
import { claimedAfterMove, contextAt, recording, twoPlayerGame, type Player } from "./notifications-helpers.ts";

const MINUTE = 60_000;

/**
 * A started two-player game, played (first legal moves, at `setupAt`) up to the move that will
 * give the other player a turn: `mover` makes it with `next()`, at any time, and `waiter` gets the
 * "your turn". Both take "your turn" by e-mail and push.
 */
async function gameBeforeATurn(setupAt: number) {
  const { id, players, bySeat } = await twoPlayerGame();
  for (const p of players)
    expect(
      (await call(p.cookie, "PUT", "/api/me/notifications", { kinds: { yourTurn: ["email", "push"] } })).status,
    ).toBe(200);
  for (let i = 0; i < 100; i++) {
    const stored = await storedGame(id);
    const seat = stored.to_act[0] as number;
    const move = notreDame.legalMoves(stored.state, seat)[0];
    if (!move) throw new Error(`seat ${seat} has no legal move`);
    const played = notreDame.play(stored.state, seat, move);
    if (!played.ok) throw new Error(`the first legal move was refused: ${played.error.code}`);
    const other = 1 - seat;
    const mover = bySeat.get(seat) as Player;
    if (notreDame.toAct(played.played.state).includes(other) && !stored.to_act.includes(other)) {
      const next = async (at: number): Promise<ClaimedNote> => {
        const answer = await submitMove(contextAt(at), mover.userId, id, {
          version: stored.version,
          idempotencyKey: `turn-${id}`,
          move,
        });
        if (!answer.ok) throw new Error(`move refused: ${answer.code}`);
        const note = (await claimedAfterMove(id, answer.value.seq, at)).find(
          (n) => n.row.kind === "yourTurn" && n.row.userId === bySeat.get(other)?.userId,
        );
        if (!note) throw new Error("the move gave nobody a turn");
        return note;
      };
      // The join and start answers were loads of the game just now; in this game's time they were at the setup.
      await env.DB.prepare("UPDATE seats SET opened_at = ? WHERE game_id = ?").bind(setupAt, id).run();
      return { id, mover, waiter: bySeat.get(other) as Player, next };
    }
    const answer = await submitMove(contextAt(setupAt), mover.userId, id, {
      version: stored.version,
      idempotencyKey: `setup-${id}-${i}`,
      move,
    });
    if (!answer.ok) throw new Error(`setup move refused: ${answer.code}`);
  }
  throw new Error("no move gave the other player a turn");
}

async function openedAt(id: string, userId: string): Promise<number | null> {
  return (
    (
      await env.DB.prepare("SELECT opened_at FROM seats WHERE game_id = ? AND user_id = ?")
        .bind(id, userId)
        .first<{ opened_at: number | null }>()
    )?.opened_at ?? null
  );
}

const poll = (player: Player, id: string, tab?: "visible" | "hidden", etag?: string) =>
  call(
    player.cookie,
    "GET",
    `/api/games/${id}${tab ? `?tab=${tab}` : ""}`,
    undefined,
    etag ? { "If-None-Match": etag } : {},
  );

describe("a visible tab holds back the push; polls write at most when the tab says so", () => {
  it("a 304 poll writes nothing unless the tab says it is visible (then one round trip); a hidden tab's load counts for nothing", async () => {
    const { id, waiter } = await gameBeforeATurn(Date.now() - 30 * MINUTE);
    const tag = (await poll(waiter, id)).headers.get("ETag") ?? "";
    await env.DB.prepare("UPDATE seats SET opened_at = 1 WHERE game_id = ?").bind(id).run();

    const plain = await poll(waiter, id, undefined, tag);
    expect(plain.status).toBe(304);
    // Issue 29: the game's version object answers a plain 304; D1 is not asked (it read one row before).
    expect(plain.headers.get("X-D1-Usage")).toMatch(/^statements=0; read=0; written=0$/);
    expect(await openedAt(id, waiter.userId)).toBe(1);

    const before = Date.now();
    const visible = await poll(waiter, id, "visible", tag);
    expect(visible.status).toBe(304);
    expect(visible.headers.get("X-D1-Round-Trips")).toBe("1");
    expect(await openedAt(id, waiter.userId)).toBeGreaterThanOrEqual(before);

    await env.DB.prepare("UPDATE seats SET opened_at = 1 WHERE game_id = ?").bind(id).run();
    const hidden = await poll(waiter, id, "hidden");
    expect(hidden.status).toBe(200);
    expect(await openedAt(id, waiter.userId)).toBe(1);
    expect((await poll(waiter, id, "hidden", tag)).status).toBe(304);
    expect(await openedAt(id, waiter.userId)).toBe(1);
    // Without a word about the tab a load is a look at the table, as before: recorded in the read's own round trip.
    const load = await poll(waiter, id);
    expect(load.status).toBe(200);
    expect(load.headers.get("X-D1-Round-Trips")).toBe("1");
    expect(await openedAt(id, waiter.userId)).toBeGreaterThanOrEqual(before);
  });

  it("while the visible tab's signal is fresh the push waits with the mail; once it is older than AT_TABLE the push goes at once", async () => {
    const setupAt = Date.now() - 30 * MINUTE;
    const fresh = await gameBeforeATurn(setupAt);
    const stale = await gameBeforeATurn(setupAt);
    const { senders, sent } = recording();
    // Only the visible tab's 304 poll says the player is there (the load before it was in the background).
    for (const game of [fresh, stale]) {
      const tag = (await poll(game.waiter, game.id, "hidden")).headers.get("ETag") ?? "";
      expect((await poll(game.waiter, game.id, "visible", tag)).status).toBe(304);
    }

    const seenFresh = (await openedAt(fresh.id, fresh.waiter.userId)) ?? 0;
    const held = await fresh.next(seenFresh + AT_TABLE - 1000);
    expect(held.atTable).toBe(true);
    await deliverClaimed(contextAt(held.row.createdAt), [held], senders);
    expect(sent.filter((s) => s.rowId === held.row.id)).toEqual([]);

    const seenStale = (await openedAt(stale.id, stale.waiter.userId)) ?? 0;
    const buzzed = await stale.next(seenStale + AT_TABLE + 1000);
    expect(buzzed.atTable).toBe(false);
    await deliverClaimed(contextAt(buzzed.row.createdAt), [buzzed], senders);
    expect(sent.filter((s) => s.rowId === buzzed.row.id)).toEqual([{ channel: "push", rowId: buzzed.row.id }]);
  });

  it("a hidden tab's poll that loads the new turn does not count as seeing it: the mail goes after the grace; a visible one's drops it", async () => {
    const setupAt = Date.now() - 60 * MINUTE;
    const away = await gameBeforeATurn(setupAt);
    const looking = await gameBeforeATurn(setupAt);
    const { senders, sent } = recording();
    const rows: Record<string, ClaimedNote> = {};
    for (const [name, game, tab] of [
      ["away", away, "hidden"],
      ["looking", looking, "visible"],
    ] as const) {
      // The tab was opened in the background before the turn came (so nothing records a look).
      const tag = (await poll(game.waiter, game.id, "hidden")).headers.get("ETag") ?? "";
      const note = await game.next(Date.now() - MINUTE);
      await deliverClaimed(contextAt(note.row.createdAt), [note], senders);
      // The tab's next poll sees the new version: a 200 with the turn in it.
      expect((await poll(game.waiter, game.id, tab, tag)).status).toBe(200);
      rows[name] = note;
    }
    const latest = Math.max(...Object.values(rows).map((n) => n.row.graceUntil ?? 0));
    await drainOutbox(contextAt(latest), 500, senders);
    const channels = (note: ClaimedNote | undefined) =>
      sent.filter((s) => s.rowId === note?.row.id).map((s) => s.channel);
    expect(channels(rows.away)).toContain("email");
    expect(channels(rows.looking)).not.toContain("email");
    const skipped = await env.DB.prepare("SELECT status, skip_reason FROM outbox WHERE id = ?")
      .bind(rows.looking?.row.id ?? 0)
      .first();
    expect(skipped).toEqual({ status: "skipped", skip_reason: "opened" });
  });
});
