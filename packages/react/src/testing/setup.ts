import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { preloadModalDialog } from "../modal/modalDialogChunk.js";

// A lazy view's first import is transformed on demand: on a busy machine (CI's two cores,
// tests in parallel) it can take seconds, so waits give up after 10 s, not testing-library's 1 s.
// A wait that passes returns as soon as it holds, so this costs a passing test nothing.
configure({ asyncUtilTimeout: 10_000 });

// The modal's chunk is in before any test renders, as on a page once it is idle:
// an open modal then shows in the same render, as after a click.
beforeAll(async () => {
  await preloadModalDialog();
});

// Vitest runs without globals, so testing-library can't register its own clean-up.
afterEach(() => {
  cleanup();
});
