/**
 * The browser's side of web push, for tests: a subscription's keys, and decrypting what the
 * Worker sent (RFC 8291 aes128gcm, RFC 8188 framing) with WebCrypto, written from the RFCs
 * so it checks the library rather than repeating it; and checking the VAPID JWT (RFC 8292).
 */
const bytes = (text: string) => new TextEncoder().encode(text);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) out.set(p, at), (at += p.length);
  return out;
};
export const toBase64url = (data: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(data)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
export const fromBase64url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));

async function hmac(key: Uint8Array, data: Uint8Array): Promise<Uint8Array> {
  const k = await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", k, data));
}

/** HKDF (RFC 5869) for outputs of at most one block, as RFC 8291 needs. */
async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, length: number): Promise<Uint8Array> {
  const prk = await hmac(salt, ikm);
  return (await hmac(prk, concat(info, new Uint8Array([1])))).slice(0, length);
}

/** WebCrypto's ECDH parameters; the Workers types spell the member `$public`, the runtime (and the spec) `public`. */
const ecdh = (key: CryptoKey) => ({ name: "ECDH", public: key }) as unknown as SubtleCryptoDeriveKeyAlgorithm;

export type Browser = {
  privateKey: CryptoKey;
  publicKey: Uint8Array;
  auth: Uint8Array;
  endpoint: string;
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
};

/** A user agent's subscription: a fresh P-256 key pair and a 16-byte auth secret (RFC 8291 §2). */
export async function newBrowser(endpoint = `https://push.example.test/send/${crypto.randomUUID()}`): Promise<Browser> {
  const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
    "deriveBits",
  ])) as CryptoKeyPair;
  const publicKey = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  const auth = crypto.getRandomValues(new Uint8Array(16));
  return {
    privateKey: pair.privateKey,
    publicKey,
    auth,
    endpoint,
    json: { endpoint, expirationTime: null, keys: { p256dh: toBase64url(publicKey), auth: toBase64url(auth) } },
  };
}

/** Decrypts one aes128gcm push message body (RFC 8291 §3.4, RFC 8188 §2) as the browser would. */
export async function decryptPush(browser: Browser, body: Uint8Array): Promise<string> {
  const salt = body.slice(0, 16);
  const recordSize = new DataView(body.buffer, body.byteOffset + 16, 4).getUint32(0);
  const idLength = body[20] ?? 0;
  const serverPublic = body.slice(21, 21 + idLength);
  const ciphertext = body.slice(21 + idLength);
  if (idLength !== 65 || ciphertext.length > recordSize)
    throw new Error(`unexpected framing: key id ${idLength} bytes, record ${ciphertext.length}/${recordSize}`);
  const serverKey = await crypto.subtle.importKey(
    "raw",
    serverPublic,
    { name: "ECDH", namedCurve: "P-256" },
    false,
    [],
  );
  const shared = new Uint8Array(await crypto.subtle.deriveBits(ecdh(serverKey), browser.privateKey, 256));
  const ikm = await hkdf(browser.auth, shared, concat(bytes("WebPush: info\0"), browser.publicKey, serverPublic), 32);
  const cek = await hkdf(salt, ikm, bytes("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, bytes("Content-Encoding: nonce\0"), 12);
  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, key, ciphertext));
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("the single record does not end with the last-record delimiter 0x02");
  return new TextDecoder().decode(padded.slice(0, end));
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292 §3): the key, the ES256 signature; answers the JWT's claims. */
export async function vapidClaims(authorization: string, publicKey: string): Promise<Record<string, unknown>> {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match) throw new Error(`not a vapid authorization: ${authorization}`);
  const [, header = "", claims = "", signature = "", k] = match;
  if (k !== publicKey) throw new Error("the vapid key is not the server's");
  const key = await crypto.subtle.importKey(
    "raw",
    fromBase64url(publicKey),
    { name: "ECDSA", namedCurve: "P-256" },
    false,
    ["verify"],
  );
  const valid = await crypto.subtle.verify(
    { name: "ECDSA", hash: "SHA-256" },
    key,
    fromBase64url(signature),
    bytes(`${header}.${claims}`),
  );
  if (!valid) throw new Error("the vapid JWT's signature does not verify");
  return JSON.parse(new TextDecoder().decode(fromBase64url(claims))) as Record<string, unknown>;
}
