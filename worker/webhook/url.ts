/**
 * Is a webhook URL safe to point the server at? Webhook URLs are user input that makes the
 * Worker send requests, so the check refuses anything aimed at our own or somebody's internal
 * network: https only, no user:password, the default port only, no local names, and no IP
 * literal in a loopback, private, link-local, shared (CGNAT), unspecified, multicast or reserved
 * range.
 *
 * Workers cannot resolve DNS before `fetch`, so a public name that resolves to a private address
 * (DNS rebinding) is not caught here; Cloudflare's egress does not route Worker subrequests to
 * private or loopback networks, which closes that door. This check covers what the URL itself
 * says: names and literal addresses in every spelling the WHATWG URL parser accepts (it
 * canonicalises `0x7f.1`, `2130706433` or `[::ffff:127.0.0.1]` before we look).
 */

/** Why a URL was refused; the API answers these as the message, the client words them. */
export const WEBHOOK_URL_REFUSALS = [
  "not-a-url",
  "not-https",
  "userinfo",
  "port",
  "local-name",
  "private-address",
] as const;
export type WebhookUrlRefusal = (typeof WEBHOOK_URL_REFUSALS)[number];

export type WebhookUrlCheck = { ok: true; url: URL } | { ok: false; reason: WebhookUrlRefusal };

/** Longest URL we store; Discord's and Slack's are about 120 characters. */
export const MAX_WEBHOOK_URL = 2048;

const LOCAL_SUFFIXES = ["localhost", "local", "internal", "home.arpa", "localdomain", "lan"] as const;

/** IPv4 ranges no webhook may target: [first octets as a number, prefix length]. */
const REFUSED_V4: readonly (readonly [string, number])[] = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // shared address space (CGNAT)
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata lives here)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
];

function v4Number(address: string): number | undefined {
  const parts = address.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return undefined;
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
}

function refusedV4(value: number): boolean {
  return REFUSED_V4.some(([base, bits]) => {
    const size = 2 ** (32 - bits);
    const start = v4Number(base) ?? 0;
    return value >= start && value < start + size;
  });
}

/** The eight 16-bit groups of a canonical (URL-parsed, brackets removed) IPv6 address. */
function v6Groups(address: string): number[] | undefined {
  const halves = address.split("::");
  if (halves.length > 2) return undefined;
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((g) => Number.parseInt(g, 16)));
  const head = parse(halves[0] ?? "");
  const tail = halves.length === 2 ? parse(halves[1] ?? "") : [];
  const groups =
    halves.length === 2 ? [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail] : head;
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : undefined;
}

function refusedV6(g: readonly number[]): boolean {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, h = 0, i = 0] = g;
  const embedded = h * 65536 + i;
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0) {
    // ::/96 (with :: unspecified and ::1 loopback, both inside 0.0.0.0/8) and ::ffff:0:0/96
    // IPv4-mapped carry an IPv4 address; the rest of ::/80 is reserved.
    return f === 0 || f === 0xffff ? refusedV4(embedded) : true;
  }
  if (a === 0x64 && b === 0xff9b && c === 0 && d === 0 && e === 0 && f === 0) return refusedV4(embedded); // NAT64
  if (a === 0x2002) return refusedV4(b * 65536 + c); // 6to4 carries an IPv4 address
  if ((a & 0xfe00) === 0xfc00) return true; // unique local fc00::/7
  if ((a & 0xffc0) === 0xfe80) return true; // link-local fe80::/10
  if ((a & 0xffc0) === 0xfec0) return true; // site-local fec0::/10 (deprecated)
  if ((a & 0xff00) === 0xff00) return true; // multicast ff00::/8
  return false;
}

/** True when the hostname is a literal address in a range no webhook may target (or an address we cannot read). */
function refusedAddress(hostname: string): boolean | undefined {
  if (hostname.startsWith("[")) {
    const groups = v6Groups(hostname.slice(1, -1).toLowerCase());
    return groups ? refusedV6(groups) : true;
  }
  const v4 = v4Number(hostname);
  return v4 === undefined ? undefined : refusedV4(v4);
}

function localName(hostname: string): boolean {
  const name = hostname.replace(/\.$/, "").toLowerCase();
  if (!name.includes(".")) return true; // single labels resolve only inside some network
  return LOCAL_SUFFIXES.some((s) => name === s || name.endsWith(`.${s}`));
}

/** Checks a webhook URL; on success answers it parsed (store `url.href`, the canonical spelling). */
export function checkWebhookUrl(input: string): WebhookUrlCheck {
  if (input.length > MAX_WEBHOOK_URL || !URL.canParse(input)) return { ok: false, reason: "not-a-url" };
  const url = new URL(input);
  if (url.protocol !== "https:") return { ok: false, reason: "not-https" };
  if (url.username !== "" || url.password !== "") return { ok: false, reason: "userinfo" };
  // The parser drops a port equal to the scheme's default, so any port left is another one.
  if (url.port !== "") return { ok: false, reason: "port" };
  if (url.hostname === "") return { ok: false, reason: "not-a-url" };
  const address = refusedAddress(url.hostname);
  if (address === true) return { ok: false, reason: "private-address" };
  if (address === undefined && localName(url.hostname)) return { ok: false, reason: "local-name" };
  return { ok: true, url };
}
