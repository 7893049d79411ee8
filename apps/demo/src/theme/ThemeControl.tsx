import type { ThemeMode } from "@foyer/core";
import type { CSSProperties } from "react";
import { ACCENT_NAMES, ACCENTS } from "./accents.js";
import { demoTheme } from "./pageTheme.js";
import { THEME_PREFERENCES, type ThemeChoice } from "./themeChoice.js";
import { themeMessages } from "./themeMessages.js";

/**
 * Light, dark or system, and an accent: two radio groups (one Tab stop each, arrows move within),
 * drawn as a segmented control and colour swatches. Each group is named by `aria-label` and each
 * swatch is the radio itself, drawn: the page's first screen stays a few elements light.
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
      <fieldset className="segmented" aria-label={themeMessages.themeLegend}>
        {THEME_PREFERENCES.map((preference) => (
          <label key={preference}>
            <input
              type="radio"
              name="theme-mode"
              value={preference}
              checked={choice.preference === preference}
              onChange={() => onChange({ ...choice, preference })}
            />
            {themeMessages.themeModes[preference]}
          </label>
        ))}
      </fieldset>
      <fieldset className="swatches" aria-label={themeMessages.accentLegend}>
        {ACCENT_NAMES.map((accent) => (
          <input
            key={accent}
            type="radio"
            className="swatch"
            name="theme-accent"
            value={accent}
            aria-label={ACCENTS[accent].label}
            title={ACCENTS[accent].label}
            style={{ "--swatch": demoTheme(mode, accent).accent } as CSSProperties}
            checked={choice.accent === accent}
            onChange={() => onChange({ ...choice, accent })}
          />
        ))}
      </fieldset>
    </div>
  );
}
