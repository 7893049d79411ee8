import { useSyncExternalStore } from "react";

const DARK = "(prefers-color-scheme: dark)";

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(DARK);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** The visitor's colour scheme, live: the demo's modal (and the wallet's screens in it) follow it. */
export function useColorScheme(): "light" | "dark" {
  return useSyncExternalStore(subscribe, () =>
    window.matchMedia(DARK).matches ? "dark" : "light",
  );
}
