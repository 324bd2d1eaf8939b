/** The one Node API the Worker uses (compatibility flag `nodejs_als`); `wrangler types` leaves it out. */
declare module "node:async_hooks" {
  export class AsyncLocalStorage<T> {
    run<R>(store: T, callback: () => R): R;
    getStore(): T | undefined;
  }
}
