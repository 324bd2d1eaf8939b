import { isUnsubscribeTopic, type UnsubscribeTopic } from "../mail/kinds.ts";
import { hmacKey } from "../match/tokens.ts";

/**
 * One-click unsubscribe tokens: `<userId>.<kind or "digest">.<HMAC-SHA256(SESSION_KEY)>`. No table: the
 * signature proves we made the link; a token never expires, as RFC 8058 links must keep working.
 */
const PURPOSE = "unsubscribe";

function base64url(bytes: ArrayBuffer): string {
  let text = "";
  for (const b of new Uint8Array(bytes)) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  try {
    return Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

const message = (userId: string, kind: string) => new TextEncoder().encode(`${PURPOSE}.${userId}.${kind}`);

export async function unsubscribeToken(secret: string, userId: string, kind: UnsubscribeTopic): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(secret), message(userId, kind));
  return `${userId}.${kind}.${base64url(mac)}`;
}

/** The user and kind a token was made for, or undefined when it is malformed or forged (constant-time check). */
export async function readUnsubscribeToken(
  secret: string,
  token: string,
): Promise<{ userId: string; kind: UnsubscribeTopic } | undefined> {
  const [userId, kind, mac, ...rest] = token.split(".");
  if (!userId || !kind || !mac || rest.length || !isUnsubscribeTopic(kind)) return undefined;
  const signature = fromBase64url(mac);
  if (!signature) return undefined;
  const valid = await crypto.subtle.verify("HMAC", await hmacKey(secret), signature, message(userId, kind));
  return valid ? { userId, kind } : undefined;
}
