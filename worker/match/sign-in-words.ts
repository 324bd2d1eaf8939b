import * as z from "zod";
import type { Language } from "../context.ts";
import { type SignInWords, signInWordsFile } from "../i18n/sign-in.ts";
import { type WordFiles, wordsFile } from "./word-files.ts";

const Words: z.ZodType<SignInWords> = z.object({
  title: z.string(),
  as: z.string(),
  press: z.string(),
  button: z.string(),
  invalid: z.string(),
  back: z.string(),
  site: z.string(),
});

/** What the sign-in link's page says in a language, from the web build's file (`signInWordsFile`). */
export function signInWords(files: WordFiles, language: Language): Promise<SignInWords> {
  return wordsFile(files, signInWordsFile(language), Words);
}
