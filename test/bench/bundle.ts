/**
 * The Worker as it would be deployed: `wrangler deploy --dry-run` bundles it with wrangler.toml's
 * settings (minified, zod's alias), so the size is the one an upload would have. Gzipped as
 * wrangler counts it (`Total Upload: … / gzip: …`); the parts by their minified bytes, from
 * esbuild's metafile. Needs the built client (`npm run build`): wrangler checks the assets folder.
 * Also the mail Worker's (worker/inbound), and how long the Worker takes to start in Node.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { wranglerSync } from "../e2e/wrangler.ts";

/** What the deployed Worker should weigh at most, gzipped (issue 29: a small Worker starts fast). */
export const TARGET_GZIPPED_BYTES = 200 * 1024;

/**
 * What it may not grow past: the target, which today's weight (198.9 KB) meets. Never raise it;
 * what brought it down, and what is left to take out, test/bench/README.md says ("The Worker bundle").
 */
export const MAX_GZIPPED_BYTES = TARGET_GZIPPED_BYTES;

export type Part = { name: string; bytes: number };
export type WorkerBundle = {
  /** The bundle's one module, minified. */
  code: Buffer;
  gzipped: number;
  /** npm packages by name, our code by folder (`worker/http`, a game's folder), largest first. */
  parts: Part[];
};

type Metafile = { outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }> };

/** What a bundled file counts towards: its npm package, else its folder under worker/ (a game's own). */
export function partOf(input: string): string {
  const modules = input.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const [scope = "", name = ""] = input.slice(modules + "node_modules/".length).split("/");
    return scope.startsWith("@") ? `${scope}/${name}` : scope;
  }
  const path = input.split("/");
  return path.slice(0, path[1] === "games" && path.length > 3 ? 3 : 2).join("/");
}

function partsOf(meta: Metafile): Part[] {
  const output = Object.entries(meta.outputs).find(([file]) => file.endsWith(".js"))?.[1];
  if (!output) throw new Error("the metafile names no JavaScript output");
  const bytes = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs))
    bytes.set(partOf(input), (bytes.get(partOf(input)) ?? 0) + bytesInOutput);
  return [...bytes].map(([name, n]) => ({ name, bytes: n })).sort((a, b) => b.bytes - a.bytes);
}

/** The mail Worker's config: Email Routing hands it the replies to turn mails (worker/inbound). */
export const MAIL_WORKER = "worker/inbound/wrangler.toml";

/** Bundles the Worker (or the one of `config`) as `wrangler deploy` would, without deploying. */
export function buildWorker(config = "wrangler.toml"): WorkerBundle {
  const dir = mkdtempSync(join(tmpdir(), "worker-bundle-"));
  try {
    const metafile = join(dir, "meta.json");
    // wrangler's errors (a build that fails, web/dist missing) go straight to the console. NODE_ENV
    // as a deploy from a plain shell has it (vitest sets "test"): the development-only code stays out.
    wranglerSync(["deploy", "--dry-run", "-c", config, "--outdir", dir, "--metafile", metafile], {
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: "false",
        CLOUDFLARE_CF_FETCH_ENABLED: "false",
        NODE_ENV: "production",
      },
    });
    const meta = JSON.parse(readFileSync(metafile, "utf8")) as Metafile;
    const output = Object.keys(meta.outputs).find((file) => file.endsWith(".js")) ?? "";
    const code = readFileSync(join(dir, basename(output)));
    return { code, gzipped: gzipSync(code).length, parts: partsOf(meta) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The bundle as a module Node can import: without its source map's comment (the map is not kept
 * beside it), and with what it takes of "cloudflare:workers", which Node has not: the base classes
 * of the game version objects and of the mail entrypoint.
 */
export function inNode(bundle: WorkerBundle): string {
  const workers =
    "export class DurableObject { constructor(ctx, env) { this.ctx = ctx; this.env = env; } } export class WorkerEntrypoint extends DurableObject {}";
  return bundle.code
    .toString()
    .replace(/\n\/\/# sourceMappingURL=.*\s*$/, "\n")
    .replaceAll('"cloudflare:workers"', JSON.stringify(`data:text/javascript,${workers}`));
}

/**
 * A cold start in Node (V8, as workerd): a fresh process imports the bundle and sends it one request
 * (an unknown route, through every middleware); the CPU of each, all threads (`process.cpuUsage`).
 */
function coldStart(file: string): { start: number; request: number } {
  const script = `
    const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
    const t0 = cpu();
    const worker = (await import(${JSON.stringify(pathToFileURL(file).href)})).default;
    const t1 = cpu();
    const env = { ENVIRONMENT: "production", SESSION_KEY: "not-secret", DB: {} };
    const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} };
    await worker.fetch(new Request("https://games.test/api/nope"), env, ctx);
    console.log(JSON.stringify({ start: t1 - t0, request: cpu() - t1 }));`;
  const printed = execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
  return JSON.parse(printed) as { start: number; request: number };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function startup(bundle: WorkerBundle, runs = 12): string {
  const dir = mkdtempSync(join(tmpdir(), "worker-start-"));
  try {
    const file = join(dir, "worker.mjs");
    writeFileSync(file, inNode(bundle));
    const starts = Array.from({ length: runs }, () => coldStart(file));
    const spread = (ms: number[]) => {
      const sorted = [...ms].sort((a, b) => a - b);
      return `${(sorted[0] ?? 0).toFixed(0)} / ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(0)} ms`;
    };
    return `importing it ${spread(starts.map((s) => s.start))}, its first request ${spread(starts.map((s) => s.request))}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function main(): void {
  const bundle = buildWorker();
  const packages = bundle.parts.filter((p) => !p.name.startsWith("worker"));
  const ours = bundle.parts.filter((p) => p.name.startsWith("worker"));
  const sum = (parts: Part[]) => parts.reduce((n, p) => n + p.bytes, 0);
  console.log(
    `The Worker bundle (wrangler deploy --dry-run, minified): ${kb(bundle.code.length)}, ` +
      `${kb(bundle.gzipped)} gzipped (the target: at most ${kb(TARGET_GZIPPED_BYTES)}; the ceiling: ${kb(MAX_GZIPPED_BYTES)})`,
  );
  console.log(`  npm packages ${kb(sum(packages))} minified (${packages.length}); the five largest:`);
  for (const p of packages.slice(0, 5)) console.log(`    ${p.name.padEnd(32)} ${kb(p.bytes).padStart(9)}`);
  console.log(`  our code ${kb(sum(ours))} minified; the five largest folders:`);
  for (const p of ours.slice(0, 5)) console.log(`    ${p.name.padEnd(32)} ${kb(p.bytes).padStart(9)}`);
  console.log(`  cold start in Node, CPU min / median of 12 fresh processes: ${startup(bundle)}`);
  const mail = buildWorker(MAIL_WORKER);
  console.log(`The mail Worker (${MAIL_WORKER}): ${kb(mail.code.length)}, ${kb(mail.gzipped)} gzipped`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();
