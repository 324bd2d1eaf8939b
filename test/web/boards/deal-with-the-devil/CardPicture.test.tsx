import { cleanup, fireEvent, render } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import { BuildingName } from "../../../../web/boards/deal-with-the-devil/Board.tsx";
import { CardPicture } from "../../../../web/boards/deal-with-the-devil/CardPicture.tsx";
import { buildingSvg, eventSvg, inquisitorSvg } from "../../../../web/boards/deal-with-the-devil/card-svg.ts";
import { table } from "../../../../web/boards/deal-with-the-devil/table.ts";
import { BUILDING_BY_ID, EVENT_BY_ID, INQUISITOR_BY_ID } from "../../../../worker/games/deal-with-the-devil/table.ts";
import { createTranslate } from "../../../../worker/i18n/translate.ts";

afterEach(cleanup);

const t = createTranslate("cs", [await table.messages.cs()], []);
const [building] = BUILDING_BY_ID.values();
const [event] = EVENT_BY_ID.values();
const [inquisitor] = INQUISITOR_BY_ID.values();
if (!building || !event || !inquisitor) throw new Error("the cards are data");

describe("Deal with the Devil's cards at the table", () => {
  it("draws each kind of card with the card sheet's own code, at 1.5× so its smallest text reads at 12 px", async () => {
    const cases = [
      { kind: "building" as const, id: building.id, svg: buildingSvg(building, t) },
      { kind: "event" as const, id: event.id, svg: eventSvg(event, t) },
      { kind: "inquisitor" as const, id: inquisitor.id, svg: inquisitorSvg(inquisitor, t) },
    ];
    for (const c of cases) {
      const { findByRole } = render(<CardPicture kind={c.kind} id={c.id} name="the card" t={t} />);
      const img = await findByRole("img", { name: "the card" });
      expect(img.getAttribute("width")).toBe("300");
      expect(img.innerHTML.length).toBeGreaterThan(100);
      const drawn = document.createElementNS("http://www.w3.org/2000/svg", "svg");
      drawn.innerHTML = c.svg;
      expect(img.innerHTML, c.kind).toBe(drawn.innerHTML);
      cleanup();
    }
  });

  it("shows a building's card when its name is tapped, and none before", async () => {
    const { getByRole, findByRole, queryByRole } = render(<BuildingName id={building.id} t={t} />);
    expect(queryByRole("img")).toBeNull();
    fireEvent.click(getByRole("button"));
    expect((await findByRole("img")).getAttribute("aria-label")).toBe(t(`dd.building.${building.id}`));
  });
});
