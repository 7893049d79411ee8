import { FoyerProvider } from "@foyer/react";
import { type ReactNode, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App.js";
import { readDemoConfig } from "./config.js";
import { createDemoFoyer } from "./foyer.js";
import { installDevTestWallet } from "./testWallet.js";
import { useColorScheme } from "./useColorScheme.js";
import "./styles.css";

const config = readDemoConfig(import.meta.env, window.location.search);
await installDevTestWallet(config);
// Sign in with X is loaded only when `?siwx=` asks for it, keeping the default page's JS small.
const siwxMode = config.siwx;
const siwx = siwxMode ? await import("./siwx.js") : undefined;
const { foyer, evm } = createDemoFoyer(
  config,
  siwx && siwxMode ? siwx.createDemoSiwx(config, siwxMode) : undefined,
);

const root = document.getElementById("root");
if (!root) throw new Error("The demo page has no #root element");
/** The host's theme follows the visitor's colour scheme, as it changes. */
function Themed({ children }: { children: ReactNode }) {
  return (
    <FoyerProvider foyer={foyer} themeMode={useColorScheme()}>
      {children}
    </FoyerProvider>
  );
}

createRoot(root).render(
  <StrictMode>
    <Themed>
      <App
        config={config}
        evm={evm}
        signIn={siwx && siwxMode ? <siwx.SiwxSessionPanel config={config} mode={siwxMode} /> : null}
      />
    </Themed>
  </StrictMode>,
);
