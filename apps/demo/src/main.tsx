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
const { foyer, evm } = createDemoFoyer(config);

const root = document.getElementById("root");
if (!root) throw new Error("The demo page has no #root element");
createRoot(root).render(
  <StrictMode>
    <FoyerProvider foyer={foyer}>
      <App config={config} evm={evm} />
    </FoyerProvider>
  </StrictMode>,
);
