import type { Foyer } from "@foyer/core";
import type { AdminClient } from "@foyer/protocol";
import { FoyerProvider } from "@foyer/react";
import { useMemo } from "react";
import { type SessionStore, useSessionState } from "./auth/sessionStore.js";
import { ConsoleContext } from "./shell/consoleContext.js";
import { Shell } from "./shell/Shell.js";
import { SignIn } from "./shell/SignIn.js";
import { useTheme } from "./theme/useTheme.js";

/** Foyer's provider, the theme, and the console or its sign-in, as the session says. */
export function ConsoleRoot(props: { foyer: Foyer; call: AdminClient; session: SessionStore }) {
  const theme = useTheme();
  const state = useSessionState(props.session);
  const context = useMemo(
    () => ({ call: props.call, session: props.session }),
    [props.call, props.session],
  );
  return (
    <FoyerProvider foyer={props.foyer} themeMode={theme.mode}>
      <ConsoleContext.Provider value={context}>
        {state.session === null ? <SignIn refusal={state.refusal} /> : <Shell theme={theme} />}
      </ConsoleContext.Provider>
    </FoyerProvider>
  );
}
