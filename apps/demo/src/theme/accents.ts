/**
 * Accent colours for the page and Foyer's modal. Each has a light and a dark shade picked for
 * 4.5:1 contrast against its text colour and the modal's background and surface (WCAG AA).
 * "blue" is Foyer's own accent, so it overrides nothing.
 */
export const ACCENTS = {
  blue: { label: "Blue", light: undefined, dark: undefined },
  teal: { label: "Teal", light: "#0f766e", dark: "#2dd4bf" },
  orange: { label: "Orange", light: "#c2410c", dark: "#fb923c" },
  violet: { label: "Violet", light: "#7c3aed", dark: "#a78bfa" },
  pink: { label: "Pink", light: "#be185d", dark: "#f472b6" },
} as const;

export type AccentName = keyof typeof ACCENTS;

export const ACCENT_NAMES = Object.keys(ACCENTS) as AccentName[];
