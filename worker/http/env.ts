import type { D1Usage } from "../db/metered.ts";
import type { UseCaseContext } from "../context.ts";

/** What every request carries through the middleware chain. */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    ctx: UseCaseContext;
    usage: D1Usage;
    /** The signed-in user, if any. */
    userId: string | undefined;
    sessionSecret: string | undefined;
  };
};
