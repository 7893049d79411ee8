import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { readDemoConfig } from "./config.js";
import { DemoRoot } from "./DemoRoot.js";
import { createDemoFoyer } from "./foyer.js";
import { applyPageTheme } from "./theme/pageTheme.js";
import { resolveThemeMode } from "./theme/themeChoice.js";
import { readStoredThemeChoice, systemPrefersDark } from "./theme/useThemeChoice.js";
import { tidyPreloadLinks } from "./tidyPreloadLinks.js";
import "./styles.css";

tidyPreloadLinks(document);

// The stored theme is painted before anything renders: no flash of the other mode.
const initialTheme = readStoredThemeChoice(window.localStorage);
applyPageTheme(
  document.documentElement,
  resolveThemeMode(initialTheme.preference, systemPrefersDark()),
  initialTheme.accent,
);

const config = readDemoConfig(import.meta.env, window.location.search);
// Solana is set up from a chunk of its own, fetched only when the world has a Solana chain.
const solanaRaw = config.solanaNetwork;
const solana = solanaRaw
  ? await import("./solana.js").then((m) => m.demoSolana(config, solanaRaw))
  : undefined;
// Bitcoin likewise, only when the world has a Bitcoin chain.
const bitcoinRaw = config.bitcoinNetwork;
const bitcoin = bitcoinRaw
  ? await import("./bitcoin.js").then((m) => m.demoBitcoin(config, bitcoinRaw))
  : undefined;
// The development wallet (its key and the import of its code) is a chunk of its own, fetched only
// when the config turns it on.
if (config.testWallet)
  await import("./testWallet.js").then((m) => m.installDevTestWallet(config, solana?.testWallet));
// Sign in with X is loaded only when `?siwx=` asks for it, keeping the default page's JS small.
const siwxMode = config.siwx;
const siwx = siwxMode ? await import("./siwx.js") : undefined;
const { foyer, evm } = createDemoFoyer(
  config,
  siwx && siwxMode ? siwx.createDemoSiwx(config, siwxMode) : undefined,
  solana,
  bitcoin,
);

const root = document.getElementById("root");
if (!root) throw new Error("The demo page has no #root element");
createRoot(root).render(
  <StrictMode>
    <DemoRoot
      foyer={foyer}
      config={config}
      evm={evm}
      initialTheme={initialTheme}
      signIn={siwx && siwxMode ? <siwx.SiwxSessionPanel config={config} mode={siwxMode} /> : null}
    />
  </StrictMode>,
);
