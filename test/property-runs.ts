import { inject } from "vitest";

/**
 * How many random cases a property test tries: its thorough count scaled by the run's share
 * (PROPERTY_RUNS, test/vitest.config.ts), at least one.
 */
export function runs(thorough: number): number {
  return Math.max(1, Math.round(thorough * inject("propertyRuns")));
}

declare module "vitest" {
  export interface ProvidedContext {
    propertyRuns: number;
  }
}
