import type { InferResponseType } from "hono/client";
import { useEffect, useState } from "preact/hooks";
import { api, errorOf, type ApiError } from "./api.ts";
import type { GameData } from "./game.ts";

/** My moves planned ahead in a game, what I may plan now, and my plans just dropped (only I ever see them). */
export type Plans = InferResponseType<(typeof api.api.games)[":id"]["plans"]["$get"], 200>;
export type PlanCondition = Plans["ahead"][number]["conditions"][number];

/**
 * My plans for the game on the page, read again whenever the game moves on (a plan played or
 * dropped, or new moves to plan), and the requests that change them: each answers my plans, or a
 * refusal (`error`) in the page's words.
 */
export function usePlans(game: Pick<GameData, "id" | "version" | "status" | "mySeat">) {
  const [plans, setPlans] = useState<Plans>();
  const [error, setError] = useState<ApiError>();
  const param = { id: game.id };
  const answered = async (response: Response | { status: number; json(): Promise<unknown>; statusText: string }) => {
    if (response.status === 200) {
      setPlans((await response.json()) as Plans);
      setError(undefined);
    } else setError(await errorOf(response));
  };
  useEffect(() => {
    if (game.status !== "active" || game.mySeat === undefined) return setPlans(undefined);
    void api.api.games[":id"].plans.$get({ param }).then(async (r) => (r.status === 200 ? answered(r) : undefined));
  }, [game.id, game.version, game.status]);
  /** Plans `move` for the coming turn `turn` (as `ahead` names it), perhaps on a condition. */
  const plan = async (turn: string, move: unknown, condition: PlanCondition | undefined) => {
    const json = { id: crypto.randomUUID(), turn, move, ...(condition ? { condition } : {}) };
    await answered(await api.api.games[":id"].plans.$post({ param, json }));
  };
  const cancel = async (id: string) => {
    await answered(await api.api.games[":id"].plans[":plan"].$delete({ param: { ...param, plan: id } }));
  };
  return { plans, error, plan, cancel, clearError: () => setError(undefined) };
}
