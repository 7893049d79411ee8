// Entry of the self-contained dist/inject.js: reads the config a test put on
// the page and installs the wallet. Kept apart from index.ts because
// importing it has this side effect.
import { parseInjectConfig } from "./injectConfig.js";
import { type InstallTarget, installTestWallet } from "./install.js";

const target = window as unknown as InstallTarget & { __FOYER_TEST_WALLET__?: unknown };
try {
  installTestWallet(target, parseInjectConfig(target.__FOYER_TEST_WALLET__));
} catch (error) {
  console.error("[foyer-testwallet] not installed:", error);
}
