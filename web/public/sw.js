// The site's service worker. Web push: it shows what the Worker's push sender (worker/jobs/push.ts)
// sent, { title, body, url, tag }, and a click focuses or opens that game. Offline: it keeps the
// app's shell, so the app opens without a network (the data the pages last saw is kept by the
// page itself, web/src/offline.ts). Served at /sw.js so its scope is the whole site; plain
// JavaScript because Vite copies web/public as it is, but for the build's stamp below.
/// <reference lib="webworker" />

/** The build this worker belongs to (web/vite.config.ts writes it): a new build is a new worker. */
const BUILD = "__BUILD__";
/** The shell: index.html and the build's files fetched so far (their names carry their content's hash). */
const SHELL = `shell-${BUILD}`;
/** Pages the Worker answers itself (wrangler.toml's run_worker_first): never the app's shell. */
const SERVER_PAGES = /^\/(api|dev|sign-in|admin)(\/|$)|^\/__scheduled/;

/** index.html and the files it loads before the first paint, so that the app opens offline. */
async function keepShell() {
  const cache = await caches.open(SHELL);
  const page = await fetch("/", { cache: "no-cache" });
  if (!page.ok) return;
  const html = await page.clone().text();
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  await cache.put("/", page);
  await cache.addAll(files);
}

self.addEventListener("install", (event) => {
  // A shell that cannot be kept now (no network, a file gone) must not cost the worker: push needs it.
  event.waitUntil(
    keepShell()
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key.startsWith("shell-") && key !== SHELL) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

/** A build's file, from the shell once fetched: its name changes with its content, so it never goes stale. */
async function buildFile(request) {
  const cache = await caches.open(SHELL);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** A page of the app: from the network, and the kept shell when there is none (the app then reads its kept data). */
async function appPage(request) {
  try {
    const response = await fetch(request);
    if (response.ok) await (await caches.open(SHELL)).put("/", response.clone());
    return response;
  } catch (error) {
    const shell = await caches.match("/", { cacheName: SHELL });
    if (shell) return shell;
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && !SERVER_PAGES.test(url.pathname)) event.respondWith(appPage(request));
  else if (url.pathname.startsWith("/assets/")) event.respondWith(buildFile(request));
  // Everything else (the API first of all) goes to the network untouched.
});

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
