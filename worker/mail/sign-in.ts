import type { Language } from "../context.ts";
import type { Mail } from "./send.ts";

const TEXTS: Record<Language, { subject: string; intro: string; button: string; ignore: string }> = {
  en: {
    subject: "Your sign-in link",
    intro: "Open this link to sign in. It works once, for 15 minutes.",
    button: "Sign in",
    ignore: "If you did not ask for it, ignore this mail.",
  },
  cs: {
    subject: "Váš odkaz pro přihlášení",
    intro: "Otevřete tento odkaz a přihlásíte se. Platí jednou a 15 minut.",
    button: "Přihlásit se",
    ignore: "Pokud jste o něj nežádali, e-mail ignorujte.",
  },
  sk: {
    subject: "Váš odkaz na prihlásenie",
    intro: "Otvorte tento odkaz a prihlásite sa. Platí raz a 15 minút.",
    button: "Prihlásiť sa",
    ignore: "Ak ste oň nežiadali, e-mail ignorujte.",
  },
  ru: {
    subject: "Ваша ссылка для входа",
    intro: "Откройте эту ссылку, чтобы войти. Она действует один раз в течение 15 минут.",
    button: "Войти",
    ignore: "Если вы её не запрашивали, просто проигнорируйте это письмо.",
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function signInMail(to: string, link: string, language: Language): Mail {
  const t = TEXTS[language];
  return {
    to,
    subject: t.subject,
    text: `${t.intro}\n\n${link}\n\n${t.ignore}\n`,
    html: `<p>${escapeHtml(t.intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t.button)}</a></p><p>${escapeHtml(t.ignore)}</p>`,
  };
}
