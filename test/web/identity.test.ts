import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ICONS, IDENTITY, webManifest } from "../../web/identity.ts";

describe("the installed app's identity", () => {
  it("has the colours of the pages (app.css) and names every icon that is there", () => {
    const css = readFileSync("web/src/app.css", "utf8");
    expect(css).toContain(`--accent: ${IDENTITY.themeColor};`);
    expect(css).toContain(`--paper: ${IDENTITY.backgroundColor};`);
    for (const icon of ICONS) {
      const png = readFileSync(`web/public${icon.src}`);
      const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
    expect(webManifest()).toMatchObject({ display: "standalone", start_url: "/", theme_color: IDENTITY.themeColor });
  });
});
