import type { KeyValueStorage } from "../effects/storage.js";
import type { FoyerOptions } from "../instance/options.js";
import { createFakeAdapter, evmConnector } from "../testing/fakeAdapter.js";
import type { FakeClock } from "../testing/fakeClock.js";
import { createFakeEmbeddedWallet } from "../testing/fakeEmbeddedWallet.js";
import { setupFoyer } from "../testing/setupFoyer.js";

/** The account the embedded wallet holds in these tests. */
export const EMBEDDED_ADDRESS = "0x52908400098527886E0F7030069857D2E4169EE7";
/** The id of the embedded wallet's AUTH connector. */
export const AUTH_ID = "foyer-embedded";

/**
 * An instance as every embedded-login test starts it: a fake frame holding `address` behind the
 * EVM adapter's AUTH connector ("Email"), nothing connected yet. `patch` adds options (SIWX,
 * social popups); `shared` passes the storage or clock a test looks at.
 */
export function setupEmbedded(
  patch: Partial<FoyerOptions> = {},
  shared: { storage?: KeyValueStorage; clock?: FakeClock; address?: string } = {},
) {
  const { address = EMBEDDED_ADDRESS, ...effects } = shared;
  const wallet = createFakeEmbeddedWallet({ address });
  const adapter = createFakeAdapter({
    connectors: [evmConnector(AUTH_ID, { type: "AUTH", name: "Email" })],
    accounts: { [AUTH_ID]: [{ address, type: "eoa" }] },
  });
  const test = setupFoyer({ embeddedWallet: wallet, ...patch }, { adapter, ...effects });
  return { ...test, wallet, adapter };
}
