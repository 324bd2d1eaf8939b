import type { UseCaseContext } from "../context.ts";

/** What every request carries through the middleware chain. */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    ctx: UseCaseContext;
    /** The signed-in user, if any. */
    userId: string | undefined;
    sessionSecret: string | undefined;
  };
};
