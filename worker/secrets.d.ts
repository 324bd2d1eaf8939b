declare namespace Cloudflare {
  interface Env {
    /** Signs session cookies. Production: `wrangler secret put SESSION_KEY`; `npm start` and the tests pass their own. */
    SESSION_KEY: string;
    /**
     * Web push (VAPID, RFC 8292): the P-256 public key (raw point, base64url), its private key
     * (the JWK's `d`) and a `mailto:` contact for push services. `npm run vapid` makes a pair;
     * production: `wrangler secret put` each; `npm start` and the tests pass development keys.
     */
    VAPID_PUBLIC_KEY: string;
    VAPID_PRIVATE_KEY: string;
    VAPID_SUBJECT: string;
    /**
     * Signs the Reply-To of turn mails (play by mail, worker/mail/reply-address.ts): 32 random
     * bytes, `wrangler secret put MAIL_REPLY_KEY`. Unset, turn mails carry no move codes.
     */
    MAIL_REPLY_KEY?: string;
  }
}
