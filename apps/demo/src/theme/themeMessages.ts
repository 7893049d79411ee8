/** The theme control's words. */
export const themeMessages = {
  themeLegend: "Theme",
  accentLegend: "Accent",
  themeModes: { light: "Light", dark: "Dark", system: "System" },
} as const;
