import { createRoot } from "react-dom/client";
import { App } from "./App.js";
import { configFromEnv } from "./config.js";
import { parseDeepLink } from "./deepLink.js";
import { initWalletKit } from "./walletKit.js";
import "./styles.css";

const config = configFromEnv(import.meta.env);
const root = document.getElementById("root");
if (root === null) throw new Error("index.html has no #root");

// One WalletKit per page, started before React so a re-mount cannot start a
// second Core on the same storage. The fixed prefix keeps sessions in
// IndexedDB across reloads.
const boot = initWalletKit({
  relayUrl: config.relayUrl,
  storagePrefix: "foyer-wallet",
  url: location.origin,
});

createRoot(root).render(<App config={config} boot={boot} link={parseDeepLink(location.search)} />);
