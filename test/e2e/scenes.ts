import { randomInt, randomUUID } from "node:crypto";
import type { APIRequestContext, Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import type { Seat } from "../../worker/games/contract.ts";
import { notreDame } from "../../worker/games/notre-dame/index.ts";
import type { NotreDameState } from "../../worker/games/notre-dame/state.ts";
import { dealWithTheDevil, type DevilState } from "../../worker/games/deal-with-the-devil/index.ts";
import { pathToTheMap } from "./map-path.ts";
import { readStoredState, type DevServer } from "./wrangler.ts";

/** The languages of the UI, with a browser locale that picks each for signed-out pages. */
export const LOCALES = { en: "en-US", cs: "cs-CZ", sk: "sk-SK", ru: "ru-RU" } as const;
export type Language = keyof typeof LOCALES;
export const LANGUAGES = Object.keys(LOCALES) as Language[];

/** A signed-in browser's cookies, to open a context as that user. */
export type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;
type Who = "alice" | "bob" | "carol" | "dave" | "guest";

/** One page a person can land on, and who looks at it (nobody: signed out). */
export interface Scene {
  readonly name: string;
  readonly path: string;
  readonly who?: Who;
}

/** The pages to look at, the signed-in sessions that see them, and what could not be reached. */
export interface Stage {
  readonly scenes: readonly Scene[];
  readonly sessions: Readonly<Record<Who, StorageState>>;
  readonly unreached: readonly string[];
}

/**
 * Gives a browser context a client address of its own (CF-Connecting-IP, which wrangler dev keeps
 * when a request brings one): the Worker limits sign-in mails and new guests per address, and the
 * e2e files together sign in more people than one address may in an hour.
 */
export async function asNewClient(context: BrowserContext): Promise<void> {
  await context.setExtraHTTPHeaders({ "CF-Connecting-IP": `198.18.${randomInt(256)}.${randomInt(1, 255)}` });
}

/** Signs in as a person does, from an address of its own: the home page's form, the development mail page, the link's button. */
export async function signInAt(context: BrowserContext, base: string, email: string): Promise<Page> {
  await asNewClient(context);
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.getByLabel(/e-mail/i).fill(email);
  // wrangler dev's proxy now and then answers 503 without asking the Worker: press again, as a person would.
  for (let attempt = 1; attempt <= 3; attempt++) {
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith("/api/auth/email")),
      page.getByRole("button", { name: /send me a link/i }).click(),
    ]);
    if (answer.status() !== 503) break;
  }
  await page.getByRole("status").waitFor();
  await page.goto(`${base}/dev/mail`);
  const link = await page.locator("article", { hasText: email }).first().locator("a").first().getAttribute("href");
  if (!link) throw new Error(`no sign-in mail for ${email}`);
  await page.goto(link);
  await page.getByRole("button", { name: /sign in/i }).click();
  await page.waitForURL(`${base}/`);
  return page;
}

type GameAnswer = { version: number; mySeat?: number; players: { userId: string; seat?: number }[] };

/**
 * wrangler dev's answer when its proxy loses the connection to the Worker, which happens when a
 * request meets a keep-alive connection as it times out after 5 s idle: the request never reached
 * the Worker, and wrangler retries only GETs itself (cloudflare/workers-sdk#14641).
 */
const DROPPED = "Your worker restarted mid-request";

/**
 * Whether a request may be sent again after its connection was reset: wrangler dev's proxy also
 * drops a keep-alive connection with a reset (seen beside a second `npm test`), and the request may
 * have landed. A GET may, and so may a move: its idempotency key makes the second one the first's answer.
 */
function retrySafe(method: string, data: unknown): boolean {
  return method === "GET" || (typeof data === "object" && data !== null && "idempotencyKey" in data);
}

/** Calls the API as a signed-in browser does (same origin, the session cookie). */
export async function call<T>(
  request: APIRequestContext,
  base: string,
  method: "GET" | "POST" | "PUT" | "PATCH",
  path: string,
  data?: unknown,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const response = await request
      .fetch(`${base}${path}`, { method, data, headers: { Origin: base } })
      .catch((error: unknown) => {
        if (attempt < 3 && retrySafe(method, data) && String(error).includes("ECONNRESET")) return undefined;
        throw error;
      });
    if (!response) continue;
    if (response.ok()) return (await response.json()) as T;
    const text = await response.text();
    if (response.status() !== 503 || !text.startsWith(DROPPED) || attempt === 3)
      throw new Error(`${method} ${path}: ${response.status()} ${text}`);
  }
}

/** Sets a signed-in user's language (the profile's setting). */
export async function setLanguage(request: APIRequestContext, base: string, language: Language): Promise<void> {
  await call(request, base, "PATCH", "/api/me", { language });
}

/** Which seat should look at the game now, once it is where a scene wants it; undefined: play on. */
type Until = (state: NotreDameState, toAct: readonly Seat[]) => Seat | undefined;

/**
 * Creates the pages issue 18 §7 asks about on a running server: a signed-out home page, alice's
 * dashboard, profile and notification settings, an open lobby, two-player Notre Dame tables in
 * each phase (moves played through the API with the engine's bot, the state followed locally
 * from the stored start), a finished game and its replay.
 */
export async function stage(
  browser: Browser,
  server: Pick<DevServer, "base" | "persist">,
  wanted: (scene: string) => boolean = () => true,
): Promise<Stage> {
  const { base } = server;
  const stamp = Date.now().toString(36);
  const contexts: BrowserContext[] = [];
  const requests = {} as Record<Who, APIRequestContext>;
  const sessions = {} as Record<Who, StorageState>;
  const ids = {} as Record<Who, string>;
  for (const who of ["alice", "bob", "carol", "dave"] as const) {
    const own = await browser.newContext({ locale: "en-US" });
    contexts.push(own);
    await signInAt(own, base, `${who}.${stamp}@example.com`);
    requests[who] = own.request;
    sessions[who] = await own.storageState();
    ids[who] = (await call<{ id: string }>(own.request, base, "GET", "/api/me")).id;
  }

  // A guest (issue 27): "Play now" without an address, from an address range of its own; its dashboard and its table.
  let guestGame: string | undefined;
  if (wanted("guest-dashboard") || wanted("guest-table")) {
    const guest = await browser.newContext({ locale: "en-US" });
    contexts.push(guest);
    await asNewClient(guest);
    const played = await call<{ id: string }>(guest.request, base, "POST", "/api/play-now", {
      type: notreDame.id,
      language: "en",
      timeZone: "Europe/Prague",
    });
    sessions.guest = await guest.storageState();
    guestGame = played.id;
  }

  const newGame = async (seats: number) =>
    (await call<{ id: string }>(requests.alice, base, "POST", "/api/games", { type: notreDame.id, seats })).id;
  const startedGame = async () => {
    const id = await newGame(2);
    await call(requests.bob, base, "POST", `/api/games/${id}/join`, {});
    const game = await call<GameAnswer>(requests.alice, base, "POST", `/api/games/${id}/start`);
    const who = (seat: Seat): Who =>
      game.players.find((p) => p.seat === seat)?.userId === ids.alice ? "alice" : "bob";
    return { id, who, version: game.version, state: await readStoredState<NotreDameState>(server.persist, id) };
  };

  /** Plays bot moves (alice's first in a simultaneous step) until `until` names a viewer or the game ends. */
  const playUntil = async (until: Until): Promise<Scene | undefined> => {
    const game = await startedGame();
    let { state, version } = game;
    for (let moves = 0; moves < 500; moves++) {
      const toAct = notreDame.toAct(state);
      const viewer = until(state, toAct);
      if (viewer !== undefined) return { name: "", path: `/games/${game.id}`, who: game.who(viewer) };
      if (toAct.length === 0) return undefined;
      const seat = toAct.find((s) => game.who(s) === "alice") ?? toAct[0] ?? 0;
      const move = notreDame.botMove(state, seat);
      const played = notreDame.play(state, seat, move);
      if (!played.ok) throw new Error(`the bot's move was illegal: ${JSON.stringify(played.error)}`);
      const answer = await call<{ game: GameAnswer }>(
        requests[game.who(seat)],
        base,
        "POST",
        `/api/games/${game.id}/moves`,
        { version, idempotencyKey: randomUUID(), move },
      );
      state = played.played.state;
      version = answer.game.version;
    }
    throw new Error("the bots played 500 moves without finishing a game");
  };
  const phase =
    (which: NotreDameState["phase"]): Until =>
    (state, toAct) =>
      state.phase === which ? toAct[0] : undefined;
  const over: Until = (state) => (state.phase === "over" ? 0 : undefined);

  const lists: Scene[] = [
    { name: "home", path: "/" },
    { name: "dashboard", path: "/", who: "alice" },
    { name: "profile", path: "/profile", who: "alice" },
    { name: "notifications", path: "/settings", who: "alice" },
    { name: "lobby", path: `/games/${await newGame(3)}`, who: "alice" },
    ...(guestGame
      ? [
          { name: "guest-dashboard", path: "/", who: "guest" as const },
          { name: "guest-table", path: `/games/${guestGame}`, who: "guest" as const },
        ]
      : []),
  ];
  const scenes = lists.filter((scene) => wanted(scene.name));
  const unreached: string[] = [];
  const table = async (name: string, until: Until, tries = 1) => {
    if (!wanted(name)) return;
    for (let attempt = 0; attempt < tries; attempt++) {
      const scene = await playUntil(until);
      if (scene) return void scenes.push({ ...scene, name });
    }
    unreached.push(`${name}: not reached in ${tries} bot game(s)`);
  };
  await table("table-draft", phase("draft"));
  await table("table-waiting", (state, toAct) => {
    const seat = [0, 1].find((s) => !toAct.includes(s));
    return state.phase === "draft" && toAct.length > 0 && seat !== undefined ? seat : undefined;
  });
  // The phone test taps the map: the mover has a card whose action asks it for a field or a market.
  await table("table-actions", (state, toAct) => {
    const seat = phase("actions")(state, toAct);
    return seat !== undefined && pathToTheMap(notreDame.legalMoves(state, seat)) ? seat : undefined;
  });
  await table("table-bribes", phase("bribes"));
  // A sacrifice is asked only on a tie among a player's fullest fields: most bot games have one.
  await table("table-plague", phase("plague"), 8);
  await table("finished", over);
  // Carcassonne ghosts (issue 26): alice's solo game at its first decision, the tile to place.
  if (wanted("carcassonne")) {
    const { id } = await call<{ id: string }>(requests.alice, base, "POST", "/api/games", {
      type: "carcassonne-ghosts",
      seats: 1,
      options: { level: 5 },
    });
    await call(requests.alice, base, "POST", `/api/games/${id}/start`);
    scenes.push({ name: "carcassonne", path: `/games/${id}`, who: "alice" });
  }
  const finished = scenes.find((s) => s.name === "finished");
  if (finished && wanted("replay")) scenes.push({ name: "replay", path: `${finished.path}/replay`, who: finished.who });
  // Deal with the Devil (issue 28): a four-player table at round 1's chests, at its secret plan, and over.
  const devil = await devilScenes(base, server.persist, requests, ids, wanted);
  scenes.push(...devil);
  for (const name of ["devil-offer", "devil-plan", "devil-over"])
    if (wanted(name) && !devil.some((scene) => scene.name === name))
      unreached.push(`${name}: not reached by bot moves`);
  for (const context of contexts) await context.close();
  return { scenes, sessions, unreached };
}

/**
 * Four-player Deal with the Devil games started through the API: alice's table at round 1's chests
 * in one; in the others, the bots' moves played through the API for every seat, alice's table at
 * the secret plan, and a finished game (its end screen: roles, terms, the rounds' charts).
 */
async function devilScenes(
  base: string,
  persist: string,
  requests: Record<Who, APIRequestContext>,
  ids: Record<Who, string>,
  wanted: (scene: string) => boolean,
): Promise<Scene[]> {
  const seats = ["alice", "bob", "carol", "dave"] as const;
  const started = async () => {
    const { id } = await call<{ id: string }>(requests.alice, base, "POST", "/api/games", {
      type: dealWithTheDevil.id,
      seats: 4,
    });
    for (const who of seats.slice(1)) await call(requests[who], base, "POST", `/api/games/${id}/join`, {});
    return { id, game: await call<GameAnswer>(requests.alice, base, "POST", `/api/games/${id}/start`) };
  };
  /** Bot moves for every seat through the API until `stop` holds; the state reached. */
  const playUntil = async (stop: (state: DevilState) => boolean, most: number) => {
    const { id, game } = await started();
    const whoAt = (seat: Seat): Who =>
      seats.find((w) => ids[w] === game.players.find((p) => p.seat === seat)?.userId) ?? "alice";
    let state = await readStoredState<DevilState>(persist, id);
    let version = game.version;
    for (let moves = 0; moves < most && !stop(state); moves++) {
      const seat = dealWithTheDevil.toAct(state)[0] ?? 0;
      const move = dealWithTheDevil.botMove(state, seat);
      const played = dealWithTheDevil.play(state, seat, move);
      if (!played.ok) throw new Error(`the bot's move was illegal: ${JSON.stringify(played.error)}`);
      const answer = await call<{ game: GameAnswer }>(requests[whoAt(seat)], base, "POST", `/api/games/${id}/moves`, {
        version,
        idempotencyKey: randomUUID(),
        move,
      });
      state = played.played.state;
      version = answer.game.version;
    }
    return { id, state };
  };
  const scenes: Scene[] = [];
  if (wanted("devil-offer")) scenes.push({ name: "devil-offer", path: `/games/${(await started()).id}`, who: "alice" });
  if (wanted("devil-plan")) {
    const { id, state } = await playUntil((s) => s.step === "plan", 40);
    if (state.step === "plan") scenes.push({ name: "devil-plan", path: `/games/${id}`, who: "alice" });
  }
  if (wanted("devil-over")) {
    const { id, state } = await playUntil((s) => s.step === "over", 400);
    if (state.step === "over") scenes.push({ name: "devil-over", path: `/games/${id}`, who: "alice" });
  }
  return scenes;
}

/** Sets every signed-in user's language for the next pass over the pages. */
export async function speak(browser: Browser, base: string, stage: Stage, language: Language): Promise<void> {
  for (const session of Object.values(stage.sessions)) {
    const context = await browser.newContext({ storageState: session });
    await setLanguage(context.request, base, language);
    await context.close();
  }
}

/** Opens a scene and waits until it has drawn what it loaded (no "…" placeholder, the network quiet). */
export async function visit(page: Page, base: string, scene: Scene): Promise<void> {
  const drawn = '!document.querySelector(".loading") && document.querySelector("#app :is([data-prompt], h1, h2)")';
  await page.goto(`${base}${scene.path}`);
  // Now and then wrangler dev leaves a page's script requests unanswered (two looks of one pass sat
  // 60 s on a blank page, the server's log clean): reload once, as a person would; a page that
  // cannot draw itself still fails after the second load.
  const once = await page.waitForFunction(drawn, undefined, { timeout: 20_000 }).catch(() => undefined);
  if (!once) {
    await page.reload();
    await page.waitForFunction(drawn, undefined, { timeout: 40_000 });
  }
  // The pages poll every few seconds at most, so half a second of quiet comes soon.
  await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => undefined);
  await page.evaluate("document.fonts.ready.then(() => true)");
}
