import { defineProject, mergeConfig } from "vitest/config";
import { sourceResolution } from "../../vitest.shared.js";

export default mergeConfig(sourceResolution, defineProject({ test: { name: "bitcoin" } }));
