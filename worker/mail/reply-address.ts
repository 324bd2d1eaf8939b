/**
 * The Reply-To of a turn mail: one address per seat and turn, `<box>+<game>.<seat>.<version>.<expires>.<mac>@<domain>`
 * for the routed address `<box>@<domain>` (MAIL_REPLY_TO). The MAC is HMAC-SHA-256 over the game,
 * the seat, the version and the expiry under MAIL_REPLY_KEY, its first 16 bytes in lower-case
 * base32, so the address survives mail systems that fold case: it cannot be made for another
 * game, seat or turn, nor kept past its expiry. No table: the signature proves we made it.
 */
const PURPOSE = "reply";
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
/** Bytes of the MAC kept: 128 bits, 26 characters, so the local part stays under RFC 5321's 64. */
const MAC_BYTES = 16;
/** How long a turn mail can be answered; the version binds it to the turn anyway. */
export const REPLY_LIFETIME = 14 * 24 * 3_600_000;

/** What a reply address stands for: a seat's turn in a game, until `expires` (ms). */
export type ReplyTarget = { gameId: string; seat: number; version: number; expires: number };

const keys = new Map<string, Promise<CryptoKey>>();

function key(secret: string): Promise<CryptoKey> {
  let found = keys.get(secret);
  if (!found) {
    found = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
    ]);
    keys.set(secret, found);
  }
  return found;
}

function base32(bytes: Uint8Array): string {
  let out = "";
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return bits > 0 ? out + ALPHABET[(value << (5 - bits)) & 31] : out;
}

async function mac(secret: string, t: ReplyTarget): Promise<string> {
  const message = new TextEncoder().encode(`${PURPOSE}.${t.gameId}.${t.seat}.${t.version}.${t.expires}`);
  const signature = await crypto.subtle.sign("HMAC", await key(secret), message);
  return base32(new Uint8Array(signature).slice(0, MAC_BYTES));
}

/** Equal strings, compared in time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

/** The signed address for `target`, on the routed address `box` ("play@games.example.com"). */
export async function replyAddress(secret: string, box: string, target: ReplyTarget): Promise<string> {
  const [local, domain] = box.split("@");
  const tag = [target.gameId, target.seat, target.version, target.expires.toString(36), await mac(secret, target)];
  return `${local}+${tag.join(".")}@${domain}`;
}

const TAGGED = /^[^+@\s]+\+([0-9a-z]{4,32})\.(\d{1,2})\.(\d{1,9})\.([0-9a-z]{1,12})\.([0-9a-z]{26})@[^@\s]+$/;

/** Why an address is refused: not ours, a forged or altered tag, or past its time. */
export type ReplyRefusal = "NOT_A_REPLY_ADDRESS" | "FORGED" | "EXPIRED";

/** The turn an address stands for, when we signed it and it has not expired. */
export async function readReplyAddress(
  secret: string,
  address: string,
  now: number,
): Promise<{ ok: true; target: ReplyTarget } | { ok: false; refusal: ReplyRefusal }> {
  const m = TAGGED.exec(address.trim().toLowerCase());
  if (!m) return { ok: false, refusal: "NOT_A_REPLY_ADDRESS" };
  const [, gameId = "", seat = "", version = "", expires = "", signature = ""] = m;
  const target = { gameId, seat: Number(seat), version: Number(version), expires: Number.parseInt(expires, 36) };
  if (!sameText(await mac(secret, target), signature)) return { ok: false, refusal: "FORGED" };
  if (target.expires <= now) return { ok: false, refusal: "EXPIRED" };
  return { ok: true, target };
}
