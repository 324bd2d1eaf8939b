declare namespace Cloudflare {
  interface Env {
    /** Signs session cookies. Production: `wrangler secret put SESSION_KEY`; `npm start` and the tests pass their own. */
    SESSION_KEY: string;
  }
}
