/**
 * WebCrypto as workerd runs it, for benchmarks in Node. workerd computes an HMAC or a digest on
 * the request's own thread and hands back a promise that is already settled; Node queues the
 * same work on its thread pool, so a timer around a request measures the hop to that pool and
 * back, not CPU. Installed, HMAC-SHA-256 and SHA-256 run inline through node:crypto; everything
 * else (keys for web push) stays Node's.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

const subtle = crypto.subtle;
const nodeSubtle = {
  importKey: subtle.importKey.bind(subtle),
  sign: subtle.sign.bind(subtle),
  verify: subtle.verify.bind(subtle),
  digest: subtle.digest.bind(subtle),
};
const hmacSecrets = new WeakMap<CryptoKey, Buffer>();
type AlgorithmIdentifier = Parameters<SubtleCrypto["sign"]>[0];

const nameOf = (algorithm: AlgorithmIdentifier) => (typeof algorithm === "string" ? algorithm : algorithm.name);
const bytes = (data: BufferSource) =>
  ArrayBuffer.isView(data) ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : Buffer.from(data);
const arrayBuffer = (buffer: Buffer) =>
  buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;

export function installWorkerdCrypto(): void {
  Object.assign(subtle, {
    async importKey(...args: Parameters<SubtleCrypto["importKey"]>) {
      const [format, keyData, algorithm] = args;
      const key = await (nodeSubtle.importKey as (...a: typeof args) => Promise<CryptoKey>)(...args);
      if (format === "raw" && nameOf(algorithm) === "HMAC")
        hmacSecrets.set(key, Buffer.from(bytes(keyData as BufferSource)));
      return key;
    },
    sign(algorithm: AlgorithmIdentifier, key: CryptoKey, data: BufferSource) {
      const secret = hmacSecrets.get(key);
      if (!secret || nameOf(algorithm) !== "HMAC") return nodeSubtle.sign(algorithm, key, data);
      return Promise.resolve(arrayBuffer(createHmac("sha256", secret).update(bytes(data)).digest()));
    },
    verify(algorithm: AlgorithmIdentifier, key: CryptoKey, signature: BufferSource, data: BufferSource) {
      const secret = hmacSecrets.get(key);
      if (!secret || nameOf(algorithm) !== "HMAC") return nodeSubtle.verify(algorithm, key, signature, data);
      const expected = createHmac("sha256", secret).update(bytes(data)).digest();
      const given = bytes(signature);
      return Promise.resolve(given.length === expected.length && timingSafeEqual(given, expected));
    },
    digest(algorithm: AlgorithmIdentifier, data: BufferSource) {
      if (nameOf(algorithm) !== "SHA-256") return nodeSubtle.digest(algorithm, data);
      return Promise.resolve(arrayBuffer(createHash("sha256").update(bytes(data)).digest()));
    },
  });
}
