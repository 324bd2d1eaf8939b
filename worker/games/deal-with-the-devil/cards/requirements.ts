/**
 * The 12 requirement cards: each seat's set of 3 (L285), shown in front of the wall to say what
 * one would like to see offered (L560). CHOSEN wishes: rare resources, common resources, ducats.
 */
import type { Requirement } from "./types.ts";

const WANTS = ["rare", "common", "ducats"] as const;

export const REQUIREMENTS: readonly Requirement[] = [0, 1, 2, 3].flatMap((seat) =>
  WANTS.map((wants): Requirement => ({ id: `seat${seat}-${wants}`, seat, wants })),
);
