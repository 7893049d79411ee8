import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import {
  readThemePreference,
  resolveTheme,
  storeThemePreference,
  type ThemePreference,
} from "./themePreference.js";

const DARK_QUERY = "(prefers-color-scheme: dark)";

function subscribeToSystem(listener: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
}

const systemIsDark = () => window.matchMedia(DARK_QUERY).matches;

/** The page's theme: the operator's choice (kept in localStorage), following the system live. */
export function useTheme() {
  const [preference, setPreference] = useState<ThemePreference>(() =>
    readThemePreference(window.localStorage),
  );
  const systemDark = useSyncExternalStore(subscribeToSystem, systemIsDark, () => false);
  const mode = resolveTheme(preference, systemDark);
  useEffect(() => {
    document.documentElement.dataset.theme = mode;
  }, [mode]);
  const choose = useCallback((next: ThemePreference) => {
    storeThemePreference(window.localStorage, next);
    setPreference(next);
  }, []);
  return { preference, mode, choose };
}
