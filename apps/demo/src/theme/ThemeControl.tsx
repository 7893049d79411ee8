import type { ThemeMode } from "@foyer/core";
import type { CSSProperties } from "react";
import { ACCENT_NAMES, ACCENTS } from "./accents.js";
import { demoTheme } from "./pageTheme.js";
import { THEME_PREFERENCES, type ThemeChoice } from "./themeChoice.js";
import { themeMessages } from "./themeMessages.js";

/**
 * Light, dark or system, and an accent: two radio groups (one Tab stop each, arrows move within),
 * drawn as a segmented control and colour swatches.
 */
export function ThemeControl({
  choice,
  mode,
  onChange,
}: {
  choice: ThemeChoice;
  /** The mode painted now: each swatch shows its shade for it. */
  mode: ThemeMode;
  onChange(next: ThemeChoice): void;
}) {
  return (
    <div className="theme-control">
      <fieldset className="segmented">
        <legend className="visually-hidden">{themeMessages.themeLegend}</legend>
        {THEME_PREFERENCES.map((preference) => (
          <label key={preference}>
            <input
              type="radio"
              name="theme-mode"
              value={preference}
              checked={choice.preference === preference}
              onChange={() => onChange({ ...choice, preference })}
            />
            <span>{themeMessages.themeModes[preference]}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="swatches">
        <legend className="visually-hidden">{themeMessages.accentLegend}</legend>
        {ACCENT_NAMES.map((accent) => (
          <label
            key={accent}
            className="swatch"
            title={ACCENTS[accent].label}
            style={{ "--swatch": demoTheme(mode, accent).accent } as CSSProperties}
          >
            <input
              type="radio"
              name="theme-accent"
              value={accent}
              checked={choice.accent === accent}
              onChange={() => onChange({ ...choice, accent })}
            />
            <span className="visually-hidden">{ACCENTS[accent].label}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
