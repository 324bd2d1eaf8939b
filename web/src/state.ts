import { computed, signal } from "@preact/signals";
import { createContext } from "preact";
import { useContext } from "preact/hooks";
import { GAME_MESSAGES } from "../boards/index.ts";
import { api } from "./api.ts";
import { forgetKept } from "./offline.ts";
import { waitsForMe } from "./sections.ts";
import en from "./i18n/en.ts";
import { LOG_WORDS } from "../../worker/i18n/log.ts";
import { createTranslate, pickLanguage, type Catalog, type Language } from "../../worker/i18n/translate.ts";
import type { MyGame, OpenGame } from "../../worker/http/client.ts";

export type Me = { id: string; name: string; email: string; language: string; timeZone: string; guest?: true };

/** The app's own strings and the platform's log words. */
const CATALOGS: Record<Language, () => Promise<Catalog>> = {
  en: async () => ({ ...LOG_WORDS.en, ...en }),
  cs: () => import("./i18n/cs.ts").then((m) => ({ ...LOG_WORDS.cs, ...m.default })),
  sk: () => import("./i18n/sk.ts").then((m) => ({ ...LOG_WORDS.sk, ...m.default })),
  ru: () => import("./i18n/ru.ts").then((m) => ({ ...LOG_WORDS.ru, ...m.default })),
};

type Messages = Record<Language, () => Promise<Catalog>>;

/** The dashboard's lists: my games and the games I may join. */
export type GameLists = { mine: MyGame[]; open: OpenGame[] };

/** A readable cookie the server sets and clears with the session (worker/http/session.ts): whether asking who I am can succeed. */
const SIGNED_IN_HINT = "signed_in";

function clearSignedInHint(): void {
  document.cookie = `${SIGNED_IN_HINT}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/** The app's state in signals, made once: who I am, my language, the translations, my turns. */
export function createAppState() {
  const me = signal<Me | null | undefined>(undefined);
  const language = signal<Language>(
    pickLanguage(undefined, typeof navigator === "undefined" ? [] : navigator.languages),
  );
  const catalogs = signal<{ own: Catalog[]; english: Catalog[] }>({ own: [], english: [en] });
  // The games' names and their options' words are there from the start; a table adds its strings when opened.
  const extra: Messages[] = [GAME_MESSAGES];
  /** Games where it is my turn on the site, for the title, the favicon and the "next game" button. */
  const waiting = signal<string[]>([]);
  const lists = signal<GameLists | undefined>(undefined);
  /** Whether the shell fetched the lists for this page load (`loadMe`), not yet shown by a dashboard. */
  let listsFromShell = false;
  const t = computed(() => createTranslate(language.value, catalogs.value.own, catalogs.value.english));

  async function load(lang: Language): Promise<void> {
    const own = await Promise.all([CATALOGS[lang], ...extra.map((m) => m[lang])].map((f) => f()));
    const english = await Promise.all([CATALOGS.en, ...extra.map((m) => m.en)].map((f) => f()));
    language.value = lang;
    catalogs.value = { own, english };
    document.documentElement.lang = lang;
  }

  /** Fetches the dashboard's lists (a failed one keeps what was there) and the games waiting for me. */
  async function loadLists(): Promise<void> {
    const [m, o] = await Promise.all([
      api.api.games.$get({ query: { list: "mine" } }),
      api.api.games.$get({ query: { list: "open" } }),
    ]);
    const mine = m.status === 200 ? ((await m.json()) as { games: MyGame[] }).games : (lists.value?.mine ?? []);
    const open = o.status === 200 ? ((await o.json()) as { games: OpenGame[] }).games : (lists.value?.open ?? []);
    lists.value = { mine, open };
    waiting.value = mine.filter(waitsForMe).map((g) => g.id);
  }

  return {
    me,
    language,
    t,
    waiting,
    lists,
    loadLists,
    /** Whether the lists were fetched for this very page load by the shell; true once, then the dashboard fetches its own. */
    takeListsFromShell(): boolean {
      const fresh = listsFromShell;
      listsFromShell = false;
      return fresh;
    },
    /**
     * Who I am, in my language, before the first paint. With `lists` (the signed-in home page is
     * the dashboard) its lists come in the same wait, so the page and the header's "Next game"
     * are painted once, complete, and nothing moves when they arrive.
     */
    async loadMe(options: { lists?: boolean } = {}): Promise<void> {
      // Without the sign-in hint (set beside the session cookie, which scripts cannot read) a guest asks nothing: no 401 to log.
      const signedIn = document.cookie.split("; ").includes(`${SIGNED_IN_HINT}=1`);
      const [response] = await Promise.all([
        signedIn ? api.api.me.$get() : undefined,
        signedIn && options.lists
          ? loadLists().then(
              () => {
                listsFromShell = true;
              },
              () => undefined,
            )
          : undefined,
      ]);
      const user = response?.status === 200 ? ((await response.json()) as Me) : null;
      if (!user) clearSignedInHint();
      await load(pickLanguage(user?.language, navigator.languages));
      me.value = user;
    },
    setLanguage: load,
    /** Adds a game's own strings (its board's catalogs) to the translations. */
    async addMessages(messages: Messages): Promise<void> {
      if (extra.includes(messages)) return;
      extra.push(messages);
      await load(language.value);
    },
    async signOut(): Promise<void> {
      await api.api.auth["sign-out"].$post();
      clearSignedInHint();
      await forgetKept();
      me.value = null;
    },
  };
}

export type AppState = ReturnType<typeof createAppState>;

export const AppContext = createContext<AppState | undefined>(undefined);

export function useApp(): AppState {
  const app = useContext(AppContext);
  if (!app) throw new Error("useApp outside <AppContext.Provider>");
  return app;
}
