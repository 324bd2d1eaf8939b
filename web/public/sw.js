// The service worker of web push: it shows what the Worker's push sender (worker/jobs/push.ts)
// sent, { title, body, url, tag }, and a click focuses or opens that game. Served at /sw.js so its
// scope is the whole site; plain JavaScript because Vite copies web/public as it is.
/// <reference lib="webworker" />

self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : "" };
  }
  const title = typeof message.title === "string" && message.title ? message.title : "Correspondence games";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === "string" ? message.body : "",
      // A newer notification about the same game replaces the older one, and still alerts.
      tag: typeof message.tag === "string" ? message.tag : undefined,
      renotify: typeof message.tag === "string",
      data: { url: typeof message.url === "string" ? message.url : "/" },
    }),
  );
});

/** Only our own pages are opened: the url comes from our server, but a click never leaves the site. */
function targetOf(notification) {
  try {
    const url = new URL(notification.data?.url ?? "/", self.location.origin);
    return url.origin === self.location.origin ? url.href : self.location.origin + "/";
  } catch {
    return self.location.origin + "/";
  }
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = targetOf(event.notification);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const showing = windows.find((w) => w.url === url);
      if (showing) return showing.focus();
      const ours = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (ours && "navigate" in ours) {
        const focused = await ours.focus();
        return focused.navigate(url);
      }
      return self.clients.openWindow(url);
    })(),
  );
});

/** Tells the Worker about this browser's subscription (the session cookie goes along: same origin). */
function sendToServer(method, body) {
  return fetch("/api/me/push", { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
}

/**
 * The push service replaced or expired this browser's subscription: subscribe again if the
 * browser did not (Firefox leaves that to us), give the server the new one and drop the old, so
 * "your turn" keeps arriving without the player noticing.
 */
self.addEventListener("pushsubscriptionchange", (event) => {
  event.waitUntil(
    (async () => {
      const old = event.oldSubscription ?? null;
      let fresh = event.newSubscription ?? null;
      if (!fresh) {
        const key = await fetch("/api/push/key");
        if (!key.ok) return;
        const { publicKey } = await key.json();
        const applicationServerKey = Uint8Array.from(atob(publicKey.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
        fresh = await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
      }
      const { endpoint, keys } = fresh.toJSON();
      const saved = await sendToServer("POST", { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
      if (saved.ok && old && old.endpoint !== endpoint) await sendToServer("DELETE", { endpoint: old.endpoint });
    })(),
  );
});
