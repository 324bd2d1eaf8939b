import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The dependency rule of the README, enforced: data flows down, never back up, and the rules
 * engines stay pure (zod and each other only).
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

const ALLOWED: Record<string, readonly string[]> = {
  "worker/i18n": ["worker/i18n"],
  "worker/games": ["worker/games", "worker/i18n", "zod"],
  "worker/db": ["worker/db", "worker/games", "drizzle-orm", "drizzle-kit", "node:async_hooks", "cloudflare:workers"],
  "worker/mail": ["worker/mail", "worker/db", "worker/context"],
  "worker/match": ["worker/match", "worker/games", "worker/i18n", "worker/db", "worker/mail", "worker/context", "zod"],
  "worker/webhook": ["worker/webhook"],
  "worker/leagues": [
    "worker/leagues",
    "worker/match",
    "worker/games",
    "worker/i18n",
    "worker/db",
    "worker/mail",
    "worker/webhook",
    "worker/context",
    "zod",
  ],
  "worker/jobs": [
    "worker/jobs",
    "worker/match",
    "worker/i18n",
    "worker/db",
    "worker/mail",
    "worker/webhook",
    "worker/context",
    "zod",
    "@block65/webcrypto-web-push",
  ],
  "worker/http": [
    "worker/http",
    "worker/leagues",
    "worker/match",
    "worker/jobs",
    "worker/inbound",
    "worker/db",
    "worker/webhook",
    "worker/context",
    "hono",
    "@hono/zod-openapi",
    "zod",
    "drizzle-orm",
    "worker/app",
  ],
  "worker/context": ["worker/db", "worker/i18n"],
  "worker/app": ["worker/http", "worker/db", "@hono/zod-openapi", "hono"],
  /** The cron's composition root: the one place that knows every sweep. */
  "worker/scheduled": ["worker/jobs", "worker/leagues", "worker/match", "worker/db", "worker/context"],
  /** The email() handler's root: a reply to a turn mail, read, checked and played. */
  "worker/inbound": [
    "worker/inbound",
    "worker/jobs",
    "worker/match",
    "worker/mail",
    "worker/db",
    "worker/context",
    "postal-mime",
  ],
  "worker/index": ["worker/app", "worker/scheduled", "worker/inbound", "worker/db", "cloudflare:workers"],
  /** Packages as the Worker's bundle sees them (wrangler.toml's alias). */
  "worker/bundle": ["zod", "hono"],
  web: [
    "web",
    "worker/games",
    "worker/i18n",
    "worker/http/client",
    "hono",
    "preact",
    "preact-iso",
    "@preact/signals",
    "@panzoom/panzoom",
    "vite",
    "@preact/preset-vite",
    "node:url",
    // vite.config.ts only: the build stamps the service worker.
    "node:crypto",
    "node:fs",
    "node:path",
  ],
};

function layerOf(path: string): string | undefined {
  const keys = Object.keys(ALLOWED).sort((a, b) => b.length - a.length);
  return keys.find((k) => path === k || path.startsWith(`${k}/`) || path.startsWith(`${k}.`));
}

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules" || name === "dist") return [];
    if (statSync(join(ROOT, path)).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

function imports(file: string): string[] {
  const text = readFileSync(join(ROOT, file), "utf8");
  const statements = /^(?:import|export)\b[^;]*?from\s+"([^"]+)"|^import\s+"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)/gm;
  return [...text.matchAll(statements)].map((m) => m[1] ?? m[2] ?? m[3] ?? "");
}

function target(file: string, specifier: string): string {
  if (!specifier.startsWith("."))
    return specifier
      .split("/")
      .slice(0, specifier.startsWith("@") ? 2 : 1)
      .join("/");
  return relative(ROOT, resolve(ROOT, dirname(file), specifier)).replace(/\.tsx?$/, "");
}

/** Where each game lives: its engine under worker/games/<game>/, its table under web/boards/<game>/. */
const GAME_ROOTS = ["worker/games", "web/boards"];

/** The game a path belongs to (its folder's name), if it lies in a game's folder. */
function gameOf(path: string): string | undefined {
  for (const root of GAME_ROOTS) {
    const rest = path.startsWith(`${root}/`) ? path.slice(root.length + 1) : undefined;
    const folder = rest?.split("/")[0];
    if (
      rest?.includes("/") &&
      folder &&
      existsSync(join(ROOT, root, folder)) &&
      statSync(join(ROOT, root, folder)).isDirectory()
    )
      return folder;
  }
  return undefined;
}

/**
 * Outside the games' folders, only these enter them: the registries that list every game (its
 * log catalogs' too, for the web build). The rest of the platform knows a game through its
 * definition only (README, "The game contract").
 */
const GAME_REGISTRIES = ["worker/games/registry.ts", "worker/games/catalogs.ts", "web/boards/index.ts"];

describe("architecture", () => {
  const files = [...sources("worker"), ...sources("web")];

  it("finds the source files it guards", () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it("finds every game's folders", () => {
    const games = new Set(files.map(gameOf).filter((g) => g !== undefined));
    for (const game of ["notre-dame", "carcassonne-ghosts"]) expect(games, game).toContain(game);
  });

  for (const file of files) {
    it(`${file} enters no game's folder but its own (the registries excepted)`, () => {
      const own = gameOf(file);
      for (const specifier of imports(file)) {
        const other = gameOf(`${target(file, specifier)}.ts`);
        if (other === undefined || other === own) continue;
        expect(
          own === undefined && GAME_REGISTRIES.includes(file),
          `${file} → ${specifier} enters the folder of ${other}`,
        ).toBe(true);
      }
    });

    it(`${file} imports only what its layer may`, () => {
      const layer = layerOf(file.replace(/\.tsx?$/, ""));
      expect(layer, `${file} belongs to no layer of the README`).toBeDefined();
      const allowed = ALLOWED[layer ?? ""] ?? [];
      for (const specifier of imports(file)) {
        const to = target(file, specifier);
        const ok = allowed.some((a) => to === a || to.startsWith(`${a}/`));
        expect(ok, `${file} → ${specifier} (${to}) breaks the dependency rule of ${layer}`).toBe(true);
      }
    });
  }
});

describe("the client runs on core Preact", () => {
  // preact/compat, once loaded, turns every `onChange` of the app's inputs into an input listener.
  it("no file of web/ imports preact/compat", () => {
    const compat = sources("web").filter((file) => imports(file).some((s) => s.startsWith("preact/compat")));
    expect(compat).toEqual([]);
  });
});

/** The games by id: the folders under worker/games/. */
const GAME_IDS = readdirSync(join(ROOT, "worker/games")).filter((name) =>
  statSync(join(ROOT, "worker/games", name)).isDirectory(),
);

/** Where the platform lives: it knows a game through its definition and client module only, so it names none. */
const PLATFORM = [
  "web/src",
  "worker/match",
  "worker/http",
  "worker/db",
  "worker/jobs",
  "worker/mail",
  "worker/inbound",
  "worker/leagues",
];
/** Demo data may name the game it sets up. */
const DEMO_DATA = ["worker/match/demo.ts", "worker/leagues/demo.ts"];

describe("one folder per game", () => {
  it("finds the games", () => {
    expect(GAME_IDS).toEqual(expect.arrayContaining(["notre-dame", "carcassonne-ghosts", "deal-with-the-devil"]));
  });

  for (const file of sources("web/boards")) {
    const game = gameOf(file);
    if (game === undefined) continue;
    it(`${file} enters its engine through table.ts only`, () => {
      for (const specifier of imports(file)) {
        const to = target(file, specifier);
        if (to.startsWith(`worker/games/${game}/`))
          expect(to, `${file} → ${specifier}: a client reaches its engine through worker/games/${game}/table.ts`).toBe(
            `worker/games/${game}/table`,
          );
      }
    });
  }

  const platform = PLATFORM.flatMap((dir) => sources(dir)).filter((file) => !DEMO_DATA.includes(file));
  it("finds the platform's files", () => {
    expect(platform.length).toBeGreaterThan(40);
  });
  for (const file of platform) {
    it(`${file} names no game`, () => {
      const text = readFileSync(join(ROOT, file), "utf8");
      for (const id of GAME_IDS) expect(text.includes(id), `${file} names ${id}`).toBe(false);
    });
  }
});

/** The worker's platform folders read no game's option by name: they ask the definition (e.g. `ratedAgainst`). */
describe("the platform reads no game's option", () => {
  const files = PLATFORM.filter((dir) => dir.startsWith("worker/"))
    .flatMap(sources)
    .filter((f) => !DEMO_DATA.includes(f));

  for (const file of files)
    it(`${file} reads no game's option`, async () => {
      const { GAMES } = await import("../worker/games/registry.ts");
      const optionNames = Object.values(GAMES).flatMap((game) =>
        Object.keys((game.options as unknown as { shape?: Record<string, unknown> }).shape ?? {}),
      );
      const text = readFileSync(join(ROOT, file), "utf8");
      for (const option of optionNames)
        expect(
          new RegExp(`(\\$\\.|\\.|\\[["'])${option}\\b|["']${option}["']`).test(text),
          `${file} reads the option ${option}`,
        ).toBe(false);
    });
});

/** A file's imports of other files of the tree, each resolved to its path, and whether it imports types only. */
function fileImports(file: string, tree: ReadonlySet<string>): { to: string; typeOnly: boolean; dynamic: boolean }[] {
  const text = readFileSync(join(ROOT, file), "utf8");
  const statements = /^(import|export)\s+(type\s+)?([^;]*?)\s*from\s+"(\.[^"]+)"|\bimport\(\s*"(\.[^"]+)"\s*\)/gm;
  return [...text.matchAll(statements)].flatMap((m) => {
    const base = relative(ROOT, resolve(ROOT, dirname(file), m[4] ?? m[5] ?? ""));
    const to = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((c) => tree.has(c));
    if (to === undefined) return [];
    const names = (m[3] ?? "").trim();
    const typeNames =
      /^\{[^}]*\}$/.test(names) &&
      names
        .slice(1, -1)
        .split(",")
        .filter((n) => n.trim() !== "");
    const typeOnly = Boolean(m[2]) || (typeNames !== false && typeNames.every((n) => n.trim().startsWith("type ")));
    return [{ to, typeOnly, dynamic: m[5] !== undefined }];
  });
}

/** The strongly connected parts of more than one node (Tarjan): each is a circle. */
function circles(nodes: readonly string[], next: (node: string) => readonly string[]): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    for (const w of next(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const part = stack.splice(stack.indexOf(v));
    if (part.length > 1) found.push(part);
  };
  for (const v of nodes) if (!index.has(v)) visit(v);
  return found;
}

/** worker/'s folder (or top-level file) a path belongs to: the unit of the layers above. */
const folderOf = (path: string) =>
  path
    .split("/")
    .slice(0, 2)
    .join("/")
    .replace(/\.tsx?$/, "");

describe("no circles", () => {
  const files = [...sources("worker"), ...sources("web")].filter((f) => !f.endsWith(".test.ts"));
  const tree = new Set(files);
  const edges = new Map(files.map((f) => [f, fileImports(f, tree)]));

  it("no two files import each other, however far round (type-only imports included)", () => {
    const found = circles(files, (f) => (edges.get(f) ?? []).map((e) => e.to));
    expect(found.map((c) => c.join(" → "))).toEqual([]);
  });

  it("no two folders of worker/ import each other, however far round (types for Hono's typed client aside)", () => {
    const next = new Map<string, Set<string>>();
    for (const [file, imported] of edges)
      for (const { to, typeOnly } of imported) {
        const [from, into] = [folderOf(file), folderOf(to)];
        if (typeOnly || from === into || !from.startsWith("worker/") || !into.startsWith("worker/")) continue;
        next.set(from, (next.get(from) ?? new Set()).add(into));
      }
    const found = circles([...next.keys()], (f) => [...(next.get(f) ?? [])]);
    expect(found.map((c) => c.join(" → "))).toEqual([]);
  });

  it("no two layers are allowed to import each other (the typed client's types of the app aside)", () => {
    const typeOnly = "worker/app ↔ worker/http";
    const twoWay = Object.entries(ALLOWED).flatMap(([layer, allowed]) =>
      allowed
        .filter((other) => other !== layer && ALLOWED[other]?.includes(layer))
        .map((other) => [layer, other].sort().join(" ↔ ")),
    );
    expect([...new Set(twoWay)].filter((pair) => pair !== typeOnly)).toEqual([]);
  });
});

/**
 * A game page loads its table and what the table imports at once: the words, the drawing and the
 * pure helpers its engine lends it. The rules that judge or set up a game (zod's schemas, setup,
 * play, the bots, the definition) come only with the replay, through the client's `replayEngine`.
 */
describe("a game's table loads no rules it does not run", () => {
  const files = [...sources("worker"), ...sources("web")];
  const tree = new Set(files);
  /** The files a file loads with it: its imports of values, however far round (dynamic imports and types aside). */
  function loadedWith(file: string): Set<string> {
    const seen = new Set([file]);
    for (const from of seen)
      for (const { to, typeOnly, dynamic } of fileImports(from, tree)) if (!typeOnly && !dynamic) seen.add(to);
    return seen;
  }
  const usesZod = (file: string) =>
    /^import\s+(?!type\s)[^;]*from\s+"zod"/m.test(readFileSync(join(ROOT, file), "utf8"));

  for (const game of readdirSync(join(ROOT, "web/boards")).filter((g) =>
    existsSync(join(ROOT, "web/boards", g, "table.ts")),
  ))
    it(`web/boards/${game}/table.ts reaches neither zod nor the engine's setup, play, bots or definition`, () => {
      const loaded = [...loadedWith(`web/boards/${game}/table.ts`)];
      const engine = `worker/games/${game}/`;
      const rules = /^(index|setup|play|bot[-\w]*|strategy|referee)\.ts$/;
      expect(loaded.filter((f) => f.startsWith(engine) && rules.test(f.slice(engine.length)))).toEqual([]);
      expect(loaded.filter(usesZod)).toEqual([]);
    });
});

describe("one module owns a game's rows", () => {
  const STORE = "worker/db/game-store/";
  const files = sources("worker").filter((f) => !f.startsWith(STORE) && f !== "worker/db/schema.ts");
  const writes =
    /\b(UPDATE|INSERT(\s+OR\s+\w+)?\s+INTO|DELETE\s+FROM)\s+(["`]|\$\{)?(games|moves|chat)\b|\.(update|insert|delete)\((games|moves|chat)\)/i;
  const readsTheLog = /\b(FROM|JOIN)\s+(["`]|\$\{)?moves\b|\.from\(moves\)|Join\(moves\b/;

  it("finds the store", () => {
    expect(sources("worker/db/game-store").length).toBeGreaterThan(0);
  });

  for (const file of files)
    it(`${file} writes no game's rows and reads no game's log but through ${STORE}`, () => {
      const text = readFileSync(join(ROOT, file), "utf8");
      expect(text.match(writes)?.[0], `${file} writes a game's rows`).toBeUndefined();
      expect(text.match(readsTheLog)?.[0], `${file} reads the move log`).toBeUndefined();
    });
});
