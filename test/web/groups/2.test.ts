import { runGroup } from "../../run-group.ts";

runGroup("web", 2, import.meta.glob(["../**/*.test.{ts,tsx}", "!./**"]));
