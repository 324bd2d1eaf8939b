/** Server-side randomness and hashing (WebCrypto): tokens, ids, seeds. */

export function base64url(bytes: Uint8Array): string {
  let text = "";
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** A random secret with `bytes` bytes of entropy, URL-safe. */
export function randomToken(bytes = 32): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

const ID_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

/** A short random id (Crockford-like base32), for games and users. */
export function randomId(length = 12): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => ID_ALPHABET[b % 32]).join("");
}

const hmacKeys = new Map<string, Promise<CryptoKey>>();

/**
 * The server's HMAC-SHA-256 key (sessions, ETags, unsubscribe links), imported once per isolate:
 * importing a key costs more than the signature it makes.
 */
export function hmacKey(secret: string): Promise<CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
    hmacKeys.set(secret, key);
  }
  return key;
}

export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A uniform random permutation of `items` (Fisher–Yates over crypto randomness). */
export function randomOrder<T>(items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const limit = Math.floor(0x100000000 / (i + 1)) * (i + 1);
    let x: number;
    do x = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
    while (x >= limit);
    const j = x % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
