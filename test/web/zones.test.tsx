import { cleanup, render } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import { ZonePicker } from "../../web/src/components/ZonePicker.tsx";
import { AppContext, createAppState } from "../../web/src/state.ts";
import { currentZoneName, zoneGroups } from "../../web/src/zones.ts";

const NOON_UTC = new Date(Date.UTC(2026, 0, 15, 12, 0));

describe("time zones", () => {
  afterEach(cleanup);

  it("puts UTC first, then regions with current names and each place's local time", () => {
    const groups = zoneGroups("en-GB", NOON_UTC, [
      "Europe/Prague",
      "Europe/Kiev",
      "Asia/Calcutta",
      "America/Buenos_Aires",
      "Etc/GMT+5",
      "UTC",
    ]);
    expect(groups.map((g) => g.region)).toEqual(["UTC", "America", "Asia", "Europe"]);
    expect(groups[0]?.zones).toEqual([{ zone: "UTC", place: "UTC", time: "12:00" }]);
    expect(groups.find((g) => g.region === "Europe")?.zones).toEqual([
      { zone: "Europe/Kyiv", place: "Kyiv", time: "14:00" },
      { zone: "Europe/Prague", place: "Prague", time: "13:00" },
    ]);
    expect(groups.find((g) => g.region === "Asia")?.zones).toEqual([
      { zone: "Asia/Kolkata", place: "Kolkata", time: "17:30" },
    ]);
    expect(groups.find((g) => g.region === "America")?.zones[0]).toMatchObject({
      zone: "America/Argentina/Buenos_Aires",
      place: "Argentina / Buenos Aires",
    });
  });

  it("reads a stored old name as the current one", () => {
    expect(currentZoneName("Europe/Kiev")).toBe("Europe/Kyiv");
    expect(currentZoneName("Asia/Calcutta")).toBe("Asia/Kolkata");
    expect(currentZoneName("Europe/Prague")).toBe("Europe/Prague");
  });

  it("the picker offers UTC first and groups, with the stored zone selected by its current name", async () => {
    const app = createAppState();
    await app.setLanguage("cs");
    render(
      <AppContext.Provider value={app}>
        <ZonePicker name="timeZone" value="Europe/Kiev" />
      </AppContext.Provider>,
    );
    const select = document.querySelector("select") as HTMLSelectElement;
    expect(select.options[0]?.value).toBe("UTC");
    expect(select.options[0]?.textContent).toMatch(/^UTC \(koordinovaný světový čas\) — \d{1,2}:\d{2}/);
    const labels = [...select.querySelectorAll("optgroup")].map((g) => g.label);
    expect(labels).toContain("Evropa");
    expect(labels).toContain("Amerika");
    expect(select.value).toBe("Europe/Kyiv");
    expect([...select.options].some((o) => o.value === "Europe/Kiev")).toBe(false);
    expect([...select.options].find((o) => o.value === "Europe/Prague")?.textContent).toMatch(
      /^Prague — \d{1,2}:\d{2}$/,
    );
  });
});
