import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { preloadModalDialog } from "../modal/modalDialogChunk.js";

// The modal's chunk is in before any test renders, as on a page once it is idle:
// an open modal then shows in the same render, as after a click.
beforeAll(async () => {
  await preloadModalDialog();
});

// Vitest runs without globals, so testing-library can't register its own clean-up.
afterEach(() => {
  cleanup();
});
