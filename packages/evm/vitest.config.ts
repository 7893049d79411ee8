import { defaultServerConditions } from "vite";
import { defineProject, mergeConfig } from "vitest/config";
import { sourceResolution } from "../../vitest.shared.js";

/**
 * Without the "module" condition, as in `apps/relay`: under it Node loads
 * @walletconnect/core's ESM build, whose default import of the CommonJS
 * @walletconnect/keyvaluestorage is not a constructor in Node. Plain Node
 * resolves the CommonJS build, so the WalletConnect tests match that.
 */
const serverConditions = [
  "foyer-source",
  ...defaultServerConditions.filter((condition) => condition !== "module"),
];

export default mergeConfig(
  { ...sourceResolution, ssr: { resolve: { conditions: serverConditions } } },
  defineProject({
    test: {
      name: "evm",
      testTimeout: 20_000,
    },
  }),
);
