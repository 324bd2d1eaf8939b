import PostalMime, { type Header } from "postal-mime";

/**
 * An incoming mail read: its bytes (no more than `MAX_RAW_BYTES` of them) parsed by postal-mime
 * into what the rest of the handling needs. Deployed, this runs in the mail Worker
 * (`worker/inbound/worker.ts`), so the main Worker's bundle holds no MIME parser; development
 * builds run it in the main Worker's own email() handler (worker/index.ts).
 */

/** The largest mail read: a reply is a code and a quoted turn mail; anything bigger is refused unread. */
export const MAX_RAW_BYTES = 512 * 1024;

/** The slice of `ForwardableEmailMessage` the handler uses, so the development page can hand it a pasted message. */
export type IncomingMail = Pick<ForwardableEmailMessage, "from" | "to" | "raw" | "rawSize" | "setReject">;

/** A mail as parsed, plain data (it crosses from the mail Worker to the main one). */
export type ReadMail = {
  /** The `From:` header's address. */
  from: string;
  messageId?: string;
  text?: string;
  html?: string;
  headers: Header[];
  /** Its idempotency key: a redelivered mail plays once. */
  key: string;
};

export type Reading = { ok: true; mail: ReadMail } | { ok: false; reason: string };

/** The raw bytes, at most `MAX_RAW_BYTES` of them (undefined beyond: the rest is never read). */
async function readRaw(raw: ReadableStream<Uint8Array>): Promise<Uint8Array | undefined> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = raw.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_RAW_BYTES) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** The idempotency key of a reply (a redelivered mail plays once): from its Message-ID, else from its bytes. */
async function replyKey(messageId: string | undefined, bytes: Uint8Array): Promise<string> {
  const source = messageId ? new TextEncoder().encode(messageId.trim()) : bytes;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", source));
  let text = "";
  for (const b of digest) text += String.fromCharCode(b);
  return `mail-${btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "").slice(0, 40)}`;
}

/** Reads a mail: too large is refused at the door (`setReject`), unparsable or without a `From:` address dropped. */
export async function readMail(message: Pick<IncomingMail, "raw" | "rawSize" | "setReject">): Promise<Reading> {
  if (message.rawSize > MAX_RAW_BYTES) {
    message.setReject("Message too large");
    return { ok: false, reason: `too large: ${message.rawSize} bytes` };
  }
  const bytes = await readRaw(message.raw);
  if (!bytes) {
    message.setReject("Message too large");
    return { ok: false, reason: "too large" };
  }
  const email = await PostalMime.parse(bytes, { maxNestingDepth: 20, maxHeadersSize: 64 * 1024 }).catch(
    () => undefined,
  );
  const from = email?.from && "address" in email.from ? email.from.address : undefined;
  if (!email || !from) return { ok: false, reason: "malformed" };
  const { messageId, text, html, headers } = email;
  return { ok: true, mail: { from, messageId, text, html, headers, key: await replyKey(messageId, bytes) } };
}
