import type { ChainAdapter, Foyer } from "@foyer/core";
import { FoyerProvider } from "@foyer/react";
import { type ReactNode, useMemo } from "react";
import { App } from "./App.js";
import type { DemoConfig } from "./config.js";
import { accentVariables, type ThemeChoice } from "./theme/themeChoice.js";
import { useThemeChoice } from "./theme/useThemeChoice.js";

/**
 * The page under Foyer's provider. The theme lives here: the provider's `themeMode` and
 * `themeVariables` are ordinary props, so a new choice re-renders the modal in it.
 */
export function DemoRoot(props: {
  foyer: Foyer;
  config: DemoConfig;
  evm: ChainAdapter;
  initialTheme: ThemeChoice;
  signIn?: ReactNode;
}) {
  const theme = useThemeChoice(props.initialTheme);
  const themeVariables = useMemo(
    () => accentVariables(theme.choice.accent, theme.mode),
    [theme.choice.accent, theme.mode],
  );
  return (
    <FoyerProvider foyer={props.foyer} themeMode={theme.mode} themeVariables={themeVariables}>
      <App config={props.config} evm={props.evm} theme={theme} signIn={props.signIn} />
    </FoyerProvider>
  );
}
