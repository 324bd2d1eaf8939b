import { findUser } from "../db/accounts.ts";
import { setNotify } from "../db/notifications.ts";
import type { UseCaseContext } from "../context.ts";
import { DIGEST_KINDS, type NotificationKind, type UnsubscribeTopic } from "../mail/kinds.ts";
import { NOTIFICATION_TEXTS } from "../mail/texts/index.ts";
import { effectiveSettings } from "./channels.ts";
import { readUnsubscribeToken } from "./unsubscribe-token.ts";
import { pickLanguage } from "../i18n/translate.ts";

/** The unsubscribe page's words, in the player's language. */
export type UnsubscribePage = { language: string; title: string; question: string; button: string; done: string };

/** Checks a one-click unsubscribe token; answers the page to show, or undefined when it is forged or its user is gone. */
export async function unsubscribePage(ctx: UseCaseContext, token: string): Promise<UnsubscribePage | undefined> {
  const target = await readUnsubscribeToken(ctx.env.SESSION_KEY, token);
  const user = target && (await findUser(ctx.db, target.userId));
  if (!target || !user) return undefined;
  const language = pickLanguage(user.language, []);
  const t = NOTIFICATION_TEXTS[language];
  const kind = new Intl.ListFormat(language).format(kindsOf(target.kind).map((k) => t.kinds[k]));
  return {
    language,
    title: t.page.title,
    question: t.page.question(kind),
    button: t.page.button,
    done: t.page.done(kind),
  };
}

/** The kinds whose e-mail a link stops: its own, or every kind the daily digest gathers. */
function kindsOf(topic: UnsubscribeTopic): readonly NotificationKind[] {
  return topic === "digest" ? DIGEST_KINDS : [topic];
}

/** RFC 8058 one-click unsubscribe: that kind (or the digest's kinds) stops coming by e-mail; other kinds and channels stay. */
export async function unsubscribe(ctx: UseCaseContext, token: string): Promise<UnsubscribePage | undefined> {
  const target = await readUnsubscribeToken(ctx.env.SESSION_KEY, token);
  const user = target && (await findUser(ctx.db, target.userId));
  if (!target || !user) return undefined;
  const settings = effectiveSettings(user.notify);
  const stopped = Object.fromEntries(kindsOf(target.kind).map((k) => [k, settings[k].filter((c) => c !== "email")]));
  await setNotify(ctx.db, user.id, { ...settings, ...stopped });
  return unsubscribePage(ctx, token);
}

export const INVALID_UNSUBSCRIBE = {
  title: NOTIFICATION_TEXTS.en.page.title,
  message: NOTIFICATION_TEXTS.en.page.invalid,
};
