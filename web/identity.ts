/**
 * What the installed app is called and how it looks: the web manifest, index.html's theme colour
 * and the icons (test/tools/icons.ts) are all made from here. The colours are app.css's `--accent`
 * and `--paper` (test/web/identity.test.ts holds them equal).
 */
export const IDENTITY = {
  name: "Correspondence games",
  shortName: "Corr. games",
  description: "Board games by correspondence: a move a day, at your own pace.",
  themeColor: "#3b2f63",
  backgroundColor: "#fbf8f1",
} as const;

/** The icons the manifest lists, made from web/icons/app.svg by `npm run icons`. */
export const ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

/** iOS reads no manifest icon: it takes this one from index.html. */
export const APPLE_TOUCH_ICON = "/icons/apple-touch-icon.png";

/** The web manifest (W3C Web Application Manifest). */
export function webManifest() {
  return {
    id: "/",
    name: IDENTITY.name,
    short_name: IDENTITY.shortName,
    description: IDENTITY.description,
    lang: "en",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: IDENTITY.themeColor,
    background_color: IDENTITY.backgroundColor,
    icons: ICONS,
  };
}
