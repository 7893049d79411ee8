import type { ThemeMode } from "@foyer/core";
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { applyPageTheme } from "./pageTheme.js";
import {
  parseThemeChoice,
  resolveThemeMode,
  THEME_STORAGE_KEY,
  type ThemeChoice,
} from "./themeChoice.js";

const DARK_QUERY = "(prefers-color-scheme: dark)";

function subscribeToSystem(listener: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
}

/** Whether the OS asks for dark now (what "system" follows). */
export const systemPrefersDark = () => window.matchMedia(DARK_QUERY).matches;

/** The stored choice, read once at start-up (before the first paint, so no flash of the other mode). */
export function readStoredThemeChoice(storage: Storage): ThemeChoice {
  try {
    return parseThemeChoice(storage.getItem(THEME_STORAGE_KEY));
  } catch {
    // Storage blocked (private mode, sandboxed frame): the default for this visit.
    return parseThemeChoice(null);
  }
}

export interface ThemeState {
  choice: ThemeChoice;
  /** The mode painted now: "system" resolved live from `prefers-color-scheme`. */
  mode: ThemeMode;
  setChoice(next: ThemeChoice): void;
}

/** The visitor's theme choice, kept in localStorage, with "system" following the OS as it changes. */
export function useThemeChoice(initial: ThemeChoice): ThemeState {
  const [choice, setChoiceState] = useState(initial);
  const prefersDark = useSyncExternalStore(subscribeToSystem, systemPrefersDark);
  const mode = resolveThemeMode(choice.preference, prefersDark);
  const setChoice = useCallback((next: ThemeChoice) => {
    setChoiceState(next);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Not kept: the choice still holds for this visit.
    }
  }, []);
  // The page's own colours follow the modal's mode and accent.
  useEffect(() => {
    applyPageTheme(document.documentElement, mode, choice.accent);
  }, [mode, choice.accent]);
  return { choice, mode, setChoice };
}
