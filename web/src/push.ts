import { api } from "./api.ts";

/** Where this browser stands with push: on, off, refused by the user, or impossible here. */
export type PushState = "on" | "off" | "denied" | "unsupported";

const SERVICE_WORKER = "/sw.js";

export function pushSupported(): boolean {
  return (
    typeof navigator !== "undefined" &&
    "serviceWorker" in navigator &&
    typeof window !== "undefined" &&
    "PushManager" in window &&
    "Notification" in window
  );
}

const fromBase64url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
const sameBytes = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.length && new Uint8Array(a).every((x, i) => x === b[i]);

async function currentSubscription(): Promise<PushSubscription | undefined> {
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER);
  return (await registration?.pushManager.getSubscription()) ?? undefined;
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  return (await currentSubscription()) ? "on" : "off";
}

/**
 * Turns push on for this browser: asks for permission, registers the service worker, subscribes
 * with the server's VAPID key (again if the key changed) and gives the subscription to the server.
 * Throws when the server or the browser's push service fails.
 */
export async function enablePush(): Promise<PushState> {
  if (!pushSupported()) return "unsupported";
  if ((await Notification.requestPermission()) !== "granted") return "denied";
  const key = await api.api.push.key.$get();
  if (key.status !== 200) throw new Error(`no push key (${key.status})`);
  const applicationServerKey = fromBase64url((await key.json()).publicKey);
  await navigator.serviceWorker.register(SERVICE_WORKER);
  const registration = await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  const json = subscription.toJSON();
  const saved = await api.api.me.push.$post({
    json: {
      endpoint: json.endpoint ?? subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
    },
  });
  if (saved.status !== 200) throw new Error(`the server refused the subscription (${saved.status})`);
  return "on";
}

/** Turns push off for this browser, on the server and in the browser. */
export async function disablePush(): Promise<PushState> {
  const subscription = await currentSubscription();
  if (subscription) {
    await api.api.me.push.$delete({ json: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return "off";
}
