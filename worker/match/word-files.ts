import type * as z from "zod";

/** Where the Worker reads words kept out of its bundle: its static files (the `ASSETS` binding), written by the web build. */
export type WordFiles = Pick<Fetcher, "fetch">;

const loaded = new Map<string, Promise<unknown>>();

async function read<T>(files: WordFiles, file: string, schema: z.ZodType<T>): Promise<T> {
  // The binding serves the files whatever the host; only the path counts.
  const response = await files.fetch(`https://assets.invalid${file}`);
  if (!response.ok) throw new Error(`no words at ${file} (${response.status}): the web build writes them`);
  return schema.parse(await response.json());
}

/** A words file of the web build, read once per isolate (a failed read is tried again next time). */
export function wordsFile<T>(files: WordFiles, file: string, schema: z.ZodType<T>): Promise<T> {
  let words = loaded.get(file) as Promise<T> | undefined;
  if (!words) {
    words = read(files, file, schema);
    words.catch(() => loaded.delete(file));
    loaded.set(file, words);
  }
  return words;
}
