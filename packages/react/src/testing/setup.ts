import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Vitest runs without globals, so testing-library can't register its own clean-up.
afterEach(() => {
  cleanup();
});
