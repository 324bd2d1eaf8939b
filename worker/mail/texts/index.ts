import type { Language } from "../../context.ts";
import { cs } from "./cs.ts";
import { en } from "./en.ts";
import { ru } from "./ru.ts";
import { sk } from "./sk.ts";
import type { NotificationTexts } from "./types.ts";

export type { NotificationTexts } from "./types.ts";

export const NOTIFICATION_TEXTS: Record<Language, NotificationTexts> = { en, cs, sk, ru };
