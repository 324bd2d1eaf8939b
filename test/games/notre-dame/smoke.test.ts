import { describe, expect, it } from "vitest";
import { atPlay, fresh, mustPlay, player, withPlayer } from "./fixtures.ts";

describe("fixtures", () => {
  it("school with two cubes gives three", () => {
    const s = atPlay(withPlayer(fresh(), 0, { fields: { school: 2 } }), 0, ["school", "bank", "inn"]);
    const after = mustPlay(s, 0, { type: "play", card: "school" }).state;
    expect(player(after, 0).fields.school).toBe(3);
    expect(player(after, 0).supply).toBe(4 - 1 + 3);
  });
});
