import type { Language } from "./translate.ts";

/** What the sign-in link's page says. */
export type SignInWords = {
  title: string;
  as: string;
  press: string;
  button: string;
  invalid: string;
  back: string;
  site: string;
};

/** Where the web build writes a language's sign-in words. */
export const signInWordsFile = (language: Language) => `/words/sign-in/${language}.json`;

/**
 * The sign-in link's page in the four languages (the Worker renders it, not the client): the web
 * build writes each language as a static file (`signInWordsFile`), which the Worker reads through
 * its `ASSETS` binding when it renders the page (worker/http/sign-in-page.ts), so its bundle holds none.
 */
export const SIGN_IN_PAGE: Record<Language, SignInWords> = {
  en: {
    site: "Correspondence games",
    title: "Sign in",
    as: "You are signing in as",
    press: "Press the button to finish signing in on this device. The link works once.",
    button: "Sign in",
    invalid: "The sign-in link is used, expired or wrong. Ask for a new one on the home page.",
    back: "Back to the home page",
  },
  cs: {
    site: "Korespondenční hry",
    title: "Přihlášení",
    as: "Přihlašujete se jako",
    press: "Stisknutím tlačítka se na tomto zařízení přihlásíte. Odkaz funguje jen jednou.",
    button: "Přihlásit se",
    invalid: "Tento přihlašovací odkaz už byl použit, vypršel nebo je chybný. Na úvodní stránce si řekněte o nový.",
    back: "Zpět na úvodní stránku",
  },
  sk: {
    site: "Korešpondenčné hry",
    title: "Prihlásenie",
    as: "Prihlasujete sa ako",
    press: "Stlačením tlačidla sa na tomto zariadení prihlásite. Odkaz funguje iba raz.",
    button: "Prihlásiť sa",
    invalid: "Tento prihlasovací odkaz už bol použitý, vypršal alebo je chybný. Na úvodnej stránke si vypýtajte nový.",
    back: "Späť na úvodnú stránku",
  },
  ru: {
    site: "Игры по переписке",
    title: "Вход",
    as: "Вы входите как",
    press: "Нажмите кнопку, чтобы войти на этом устройстве. Ссылка действует один раз.",
    button: "Войти",
    invalid: "Эта ссылка для входа уже использована, устарела или неверна. Запросите новую на главной странице.",
    back: "На главную",
  },
};
