import { THEME_PREFERENCES, type ThemePreference } from "./themePreference.js";

const LABELS: Record<ThemePreference, string> = { light: "Light", dark: "Dark", system: "System" };

/** Light, dark or the system's: a radio group, so arrow keys move between them. */
export function ThemeControl(props: {
  value: ThemePreference;
  onChange(value: ThemePreference): void;
}) {
  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">Theme</legend>
      {THEME_PREFERENCES.map((preference) => (
        <label key={preference}>
          <input
            type="radio"
            name="console-theme"
            value={preference}
            checked={props.value === preference}
            onChange={() => props.onChange(preference)}
          />
          <span>{LABELS[preference]}</span>
        </label>
      ))}
    </fieldset>
  );
}
