/** A complete bot: joins the games it is invited to, plays a random legal move whenever one waits on it, in any game. */
type Event = { type: string; gameId: string; seat?: number };
type Options = { base: string; token: string; fetch?: typeof fetch; wait?: number; until?: () => Promise<boolean> };

export async function randomBot({ base, token, fetch = globalThis.fetch, wait = 25, until }: Options) {
  const api = async <T>(path: string, body?: unknown): Promise<T> => {
    const init = { method: body ? "POST" : "GET", body: body ? JSON.stringify(body) : undefined };
    const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
    return (await fetch(`${base}${path}`, { ...init, headers })).json() as Promise<T>;
  };
  let cursor = "";
  while (!(await until?.())) {
    const answer = await api<{ events: Event[]; cursor: string }>(`/api/me/events?wait=${wait}&${cursor}`);
    cursor = `cursor=${answer.cursor}`;
    for (const { type, gameId, seat } of answer.events) {
      if (type === "invited") await api(`/api/games/${gameId}/join`, {});
      if (type === "yourTurn") await playRandom(gameId, seat);
    }
  }

  async function playRandom(gameId: string, seat?: number) {
    const legal = `/api/games/${gameId}/legal`;
    const { total } = await api<{ total: number }>(`${legal}?limit=0`);
    const pick = Math.floor(Math.random() * total);
    const { version, moves } = await api<{ version: number; moves: unknown[] }>(`${legal}?offset=${pick}&limit=1`);
    if (moves.length === 0) return; // no longer its turn: somebody else moved first
    const move = { version, move: moves[0], idempotencyKey: `${gameId}-${version}-${seat}` };
    await api(`/api/games/${gameId}/moves`, move);
  }
}
