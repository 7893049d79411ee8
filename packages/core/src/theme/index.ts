export { isThemeMode, THEME_MODES, type ThemeMode } from "./themeMode.js";
