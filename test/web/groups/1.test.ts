import { runGroup } from "../../run-group.ts";

runGroup("web", 1, import.meta.glob(["../**/*.test.{ts,tsx}", "!./**"]));
