import { env } from "cloudflare:test";
import { expect } from "vitest";
import { openDb } from "../../worker/db/index.ts";
import { ARCHIVE_GRACE } from "../../worker/jobs/archive.ts";
import { submitMove } from "../../worker/match/play.ts";
import { definitionOf } from "./each-game.ts";
import { call, seatsOf, signIn, storedGame } from "./helpers.ts";

/** The use cases' context at `now`, the service's store (D1 and the R2 archive). */
export const contextAt = (now = Date.now()) => ({ db: openDb(env.DB), env, now });

/** When a game finished now is past its grace. */
export const afterGrace = () => Date.now() + ARCHIVE_GRACE + 60_000;

/**
 * Plays a started game to its end through the move use case (each move as a player's request,
 * the bot choosing), without HTTP: a whole game in a second or two. The moves' mails, which the
 * service sends after each answer, count as sent.
 */
export async function playToEnd(type: string, id: string): Promise<number> {
  const game = definitionOf(type);
  const seats = await seatsOf(id);
  let moves = 0;
  for (; ; moves++) {
    const stored = await storedGame(id);
    if (stored.status !== "active") break;
    const seat = stored.to_act[0] as number;
    const answer = await submitMove(contextAt(), seats.get(seat) ?? "", id, {
      version: stored.version,
      idempotencyKey: `end-${id}-${moves}`,
      move: game.botMove(stored.state, seat),
    });
    expect(answer.ok, JSON.stringify(answer).slice(0, 300)).toBe(true);
  }
  await mailsSent(id);
  return moves;
}

/** Every mail about the game counts as sent, as it is within minutes in the service (the archiver waits for them). */
export async function mailsSent(id: string): Promise<void> {
  await env.DB.prepare("UPDATE outbox SET status = 'sent' WHERE game_id = ? AND status IN ('pending', 'sending')")
    .bind(id)
    .run();
}

/** Who reads a game: each seat's player, a stranger, and nobody signed in. */
export type Reader = { seat: number | undefined; cookie: string | undefined };

export async function readersOf(id: string, players: readonly { userId: string; cookie: string }[]) {
  const seats = await seatsOf(id);
  const stranger = await signIn();
  return [
    ...[...seats].map(([seat, userId]) => ({ seat, cookie: players.find((p) => p.userId === userId)?.cookie })),
    { seat: undefined, cookie: stranger.cookie },
    { seat: undefined, cookie: undefined },
  ] satisfies Reader[];
}

/** Every read of a game: the table, the log (whole and after its first move), the chat, the replay, the list, and a seat's "since". */
export function pathsOf(id: string, reader: Reader): string[] {
  const paths = [
    `/api/games/${id}`,
    `/api/games/${id}/log`,
    `/api/games/${id}/log?after=1`,
    `/api/games/${id}/chat`,
    `/api/games/${id}/replay`,
  ];
  if (reader.cookie) paths.push("/api/games?list=mine");
  if (reader.seat !== undefined) paths.push(`/api/games/${id}/since`);
  return paths;
}

/** Each reader's answer to each read: status, ETag and body. */
export async function answersOf(id: string, readers: readonly Reader[]): Promise<Map<string, string>> {
  const answers = new Map<string, string>();
  for (const reader of readers)
    for (const path of pathsOf(id, reader)) {
      const response = await call(reader.cookie, "GET", path);
      const tag = response.headers.get("etag") ?? "";
      answers.set(
        `${reader.seat ?? (reader.cookie ? "stranger" : "anonymous")} ${path}`,
        `${response.status} ${tag} ${await response.text()}`,
      );
    }
  return answers;
}

/** What D1 keeps of a game: its row, its seats, its log rows and its rating rows, in bytes (text by its UTF-8 length, a number as 8). */
export async function d1BytesOf(id: string): Promise<{ row: number; seats: number; moves: number; ratings: number }> {
  const bytes = async (sql: string) => {
    const { results } = await env.DB.prepare(sql).bind(id).all<Record<string, unknown>>();
    const size = (v: unknown) =>
      v === null ? 0 : typeof v === "number" ? 8 : new TextEncoder().encode(String(v)).length;
    return results.reduce((sum, r) => sum + Object.values(r).reduce<number>((s, v) => s + size(v), 0), 0);
  };
  return {
    row: await bytes("SELECT * FROM games WHERE id = ?"),
    seats: await bytes("SELECT * FROM seats WHERE game_id = ?"),
    moves: await bytes("SELECT * FROM moves WHERE game_id = ?"),
    ratings: await bytes("SELECT * FROM rating_history WHERE game_id = ?"),
  };
}
