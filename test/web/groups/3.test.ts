import { runGroup } from "../../run-group.ts";

runGroup("web", 3, import.meta.glob(["../**/*.test.{ts,tsx}", "!./**"]));
