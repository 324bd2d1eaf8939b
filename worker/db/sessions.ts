/**
 * D1's read replication (the Sessions API): a request that may read a replica reads through a
 * session anchored at the client's bookmark, so what it reads is at least as new as what the
 * client saw or wrote last (a player always sees their own move); a move's session starts at the
 * primary, and its answer's bookmark is what the client sends next. The header carries the
 * bookmark both ways; the web client keeps the latest (web/src/api.ts).
 */
export const BOOKMARK_HEADER = "x-d1-bookmark";

/** What a D1 bookmark looks like (hex groups joined by dashes); anything else is not passed to D1. */
const BOOKMARK = /^[0-9a-f]{1,32}(?:-[0-9a-f]{1,32}){0,7}$/i;

/** The reads that tolerate a replica: the dashboard's lists and a game's page or poll. */
const REPLICA_READS = /^\/api\/games(?:\/[^/]+)?$/;
/** The writes whose answer the client reads its next page after: a move and an undo. */
const MOVES = /^\/api\/games\/[^/]+\/(?:moves|undo)$/;

/**
 * The D1 a request uses: a session for the paths above (its bookmark goes back in the answer),
 * else the binding itself. Drizzle and the meter take a session as they take the binding: both
 * use only `prepare` and `batch`, which a session has.
 */
export function d1For(
  binding: D1Database,
  method: string,
  path: string,
  bookmark: string | undefined,
): { d1: D1Database; session?: D1DatabaseSession } {
  const constraint =
    method === "GET" && REPLICA_READS.test(path)
      ? bookmark !== undefined && BOOKMARK.test(bookmark)
        ? bookmark
        : "first-unconstrained"
      : method === "POST" && MOVES.test(path)
        ? "first-primary"
        : undefined;
  // The app over a stand-in without sessions (test/bench/cpu.ts: sql.js) reads it directly.
  if (constraint === undefined || typeof binding.withSession !== "function") return { d1: binding };
  const session = binding.withSession(constraint);
  return { d1: session as unknown as D1Database, session };
}
