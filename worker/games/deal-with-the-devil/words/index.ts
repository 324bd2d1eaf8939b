import type { GameWords } from "../../contract.ts";
import { describeEvent } from "./describe.ts";

export const words: GameWords = {
  messages: {
    en: () => import("./en.ts").then((m) => m.default),
    cs: () => import("./cs.ts").then((m) => m.default),
    sk: () => import("./sk.ts").then((m) => m.default),
    ru: () => import("./ru.ts").then((m) => m.default),
  },
  describeEvent,
};
