/**
 * Prints a fresh VAPID key pair (RFC 8292: ECDSA P-256) for web push, in the forms wrangler
 * takes: `--var` flags, `.dev.vars` lines, and the production `wrangler secret put` commands.
 * The public key is the raw uncompressed point, the private key the JWK's `d`, both base64url,
 * as @block65/webcrypto-web-push reads them. Run with `npm run vapid`.
 */
const base64url = (bytes: ArrayBuffer) => Buffer.from(bytes).toString("base64url");

const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
const publicKey = base64url(await crypto.subtle.exportKey("raw", pair.publicKey));
const { d } = await crypto.subtle.exportKey("jwk", pair.privateKey);
if (!d) throw new Error("the private key exported no d");
const subject = process.argv[2] ?? "mailto:games@example.com";

console.log(`# wrangler dev flags
--var VAPID_PUBLIC_KEY:${publicKey} --var VAPID_PRIVATE_KEY:${d} --var VAPID_SUBJECT:${subject}

# .dev.vars
VAPID_PUBLIC_KEY=${publicKey}
VAPID_PRIVATE_KEY=${d}
VAPID_SUBJECT=${subject}

# production (paste each value when asked)
npx wrangler secret put VAPID_PUBLIC_KEY
npx wrangler secret put VAPID_PRIVATE_KEY
npx wrangler secret put VAPID_SUBJECT`);
