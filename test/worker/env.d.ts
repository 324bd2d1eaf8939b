declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** Answers the number of `npm test` runs sharing the machine (test/tools/runs.ts). */
    TEST_RUNS: Fetcher;
  }
}
