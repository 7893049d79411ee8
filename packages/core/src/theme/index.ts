export { assertThemeMode, isThemeMode, THEME_MODES, type ThemeMode } from "./themeMode.js";
export {
  isThemeValue,
  safeThemeVariables,
  THEME_VARIABLE_KINDS,
  type ThemeValueKind,
  type ThemeVariableName,
  themeVariableName,
} from "./themeVariables.js";
