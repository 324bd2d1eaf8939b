/** Vite's glob import, which vitest turns into imports before a group loads (test/run-group.ts). */
interface ImportMeta {
  glob(pattern: string | readonly string[]): Record<string, () => Promise<unknown>>;
}
