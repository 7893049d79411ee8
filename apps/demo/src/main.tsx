import { FoyerProvider } from "@foyer/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App.js";
import { readDemoConfig } from "./config.js";
import { createDemoFoyer } from "./foyer.js";
import { installDevTestWallet } from "./testWallet.js";
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
const reactRoot = createRoot(root);
// The modal (and the wallet's screens inside it) follows the visitor's colour scheme, live.
const dark = window.matchMedia("(prefers-color-scheme: dark)");
const render = () =>
  reactRoot.render(
    <StrictMode>
      <FoyerProvider foyer={foyer} themeMode={dark.matches ? "dark" : "light"}>
        <App
          config={config}
          evm={evm}
          signIn={
            siwx && siwxMode ? <siwx.SiwxSessionPanel config={config} mode={siwxMode} /> : null
          }
        />
      </FoyerProvider>
    </StrictMode>,
  );
dark.addEventListener("change", render);
render();
