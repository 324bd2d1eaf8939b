import type { UseCaseContext } from "../context.ts";

/** What every request carries through the middleware chain. */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    ctx: UseCaseContext;
    /** The signed-in user, if any. */
    userId: string | undefined;
    sessionSecret: string | undefined;
    /** The API token the request carried (`Authorization: Bearer`, "" when malformed): the route's scope gate checks it. */
    bearer: string | undefined;
  };
};
