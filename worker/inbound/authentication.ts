/**
 * The sender authentication Cloudflare's Email Routing recorded on an incoming mail, honoured
 * where it is there (worker/inbound/README.md, "What is checked"). Email Routing's MX adds its
 * verdicts as `Authentication-Results` / `ARC-Authentication-Results` headers whose authserv-id
 * is Cloudflare's; the topmost such header is its own (a sender's forged one sits below it).
 */

/** Who may have written the verdicts we read. */
const TRUSTED_AUTHSERV = /(^|\.)cloudflare\.(net|com)$/i;

type Header = { key: string; value: string };

/** One method's result and its properties ("dkim=pass header.d=example.com"). */
type MethodResult = { method: string; result: string; props: Record<string, string> };

function parseResults(value: string): { authserv: string; results: MethodResult[] } {
  const [head = "", ...parts] = value.replace(/\([^)]*\)/g, " ").split(";");
  const authserv =
    head
      .replace(/^\s*i=\d+\s*,?/, "")
      .trim()
      .split(/\s+/)[0] ?? "";
  const results = parts.flatMap((part) => {
    const tokens = part.trim().split(/\s+/);
    const [method, result] = (tokens[0] ?? "").toLowerCase().split("=");
    if (!method || !result) return [];
    const props: Record<string, string> = {};
    for (const token of tokens.slice(1)) {
      const at = token.indexOf("=");
      if (at > 0) props[token.slice(0, at).toLowerCase()] = token.slice(at + 1).replace(/^"|"$/g, "");
    }
    return [{ method, result, props }];
  });
  return { authserv, results };
}

/** The verdicts Email Routing recorded, or undefined when it recorded none. */
export function routingVerdicts(headers: readonly Header[]): MethodResult[] | undefined {
  for (const h of headers) {
    if (h.key !== "authentication-results" && h.key !== "arc-authentication-results") continue;
    const parsed = parseResults(h.value);
    if (TRUSTED_AUTHSERV.test(parsed.authserv)) return parsed.results;
  }
  return undefined;
}

const domainOf = (address: string) => address.slice(address.lastIndexOf("@") + 1).toLowerCase();
/** Relaxed alignment (RFC 7489 §3.1): the same domain or one a subdomain of the other. */
const aligned = (a: string, b: string) => a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`);

/**
 * Whether the verdicts let the From address stand: DMARC passed, or (no DMARC verdict) DKIM or
 * SPF passed for a domain aligned with the From address's. A DMARC failure refuses the mail;
 * without any verdict of Email Routing's the signed reply address and the seat's player's
 * address stand alone.
 */
export function senderAuthenticated(headers: readonly Header[], from: string): boolean {
  const verdicts = routingVerdicts(headers);
  if (!verdicts) return true;
  const domain = domainOf(from);
  const dmarc = verdicts.find((v) => v.method === "dmarc");
  if (dmarc) return dmarc.result === "pass";
  return verdicts.some(
    (v) =>
      v.result === "pass" &&
      ((v.method === "dkim" && aligned(domainOf(v.props["header.d"] ?? v.props["header.i"] ?? ""), domain)) ||
        (v.method === "spf" && aligned(domainOf(v.props["smtp.mailfrom"] ?? ""), domain))),
  );
}
