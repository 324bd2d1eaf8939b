import type { Language } from "../context.ts";
import { notificationMail } from "../mail/notification.ts";
import { gameDefinition } from "../match/definitions.ts";
import type { Delivery } from "./delivery.ts";

/** What the service worker (web/public/sw.js) shows: a title, a line, where a click goes. */
export type PushMessage = { title: string; body: string; url: string; tag: string };

/** The test mail says "e-mail reaches you"; a test push says so of this device. */
const TEST_BODY: Record<Language, string> = {
  en: "This is the test notification you asked for. Push notifications reach this device.",
  cs: "Toto je zkušební oznámení, o které jste požádali. Push oznámení na toto zařízení chodí.",
  sk: "Toto je skúšobné upozornenie, o ktoré ste požiadali. Push upozornenia na toto zariadenie chodia.",
  ru: "Это пробное уведомление, которое вы запросили. Push-уведомления приходят на это устройство.",
};

/**
 * The mail's subject and lead, in the player's language, as a notification's title and body:
 * the mail texts are the one place these words live. The body adds the latest event.
 */
export function pushMessage(d: Delivery, publicUrl: string): PushMessage {
  const mail = notificationMail({
    to: d.user.email,
    language: d.language,
    timeZone: d.user.timeZone,
    content: d.content,
    gameName: d.game ? (gameDefinition(d.game.type)?.words.names[d.language] ?? d.game.type) : "",
    gameUrl: undefined,
    summary: undefined,
    unsubscribe: undefined,
  });
  // Under the lead, the latest thing that happened ("Anna bribed the monk."), if anything did.
  const latest = d.summary?.lines.at(-1);
  const body =
    d.content.kind === "test" ? TEST_BODY[d.language] : latest ? `${mail.text.trim()}\n${latest}` : mail.text.trim();
  const url = d.game ? `${publicUrl}/games/${d.game.id}` : `${publicUrl}/`;
  // One notification per game on screen: a newer one replaces the older.
  return { title: mail.subject, body, url, tag: d.game ? `game-${d.game.id}` : d.kind };
}
