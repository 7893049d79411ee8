/** A dApp on the official sign-client, as the Foyer connector (or any dApp) would be. */
import { randomUUID } from "node:crypto";
import { SignClient } from "@walletconnect/sign-client";

export type DApp = Awaited<ReturnType<typeof SignClient.init>>;
export type DAppSession = Awaited<ReturnType<Awaited<ReturnType<DApp["connect"]>>["approval"]>>;

export const DAPP_NAME = "Foyer test dApp";

/** `name` tells dApps apart in the wallet UI, where one browser profile keeps sessions across tests. */
export function startDApp(relayUrl: string, name = DAPP_NAME): Promise<DApp> {
  return SignClient.init({
    relayUrl,
    projectId: "demo",
    logger: "silent",
    customStoragePrefix: `foyer-wallet-test-dapp-${randomUUID()}`,
    storageOptions: { database: ":memory:" },
    telemetryEnabled: false,
    metadata: {
      name,
      description: "wallet e2e test",
      url: "http://127.0.0.1:5173",
      icons: [],
    },
  });
}

export async function stopDApp(dapp: DApp): Promise<void> {
  await dapp.core.relayer.transportClose();
  dapp.core.heartbeat.stop();
}

export const DEVNET_NAMESPACE = {
  eip155: {
    chains: ["eip155:31337"],
    methods: ["personal_sign", "eth_sendTransaction", "wallet_switchEthereumChain"],
    events: ["accountsChanged", "chainChanged"],
  },
};

/**
 * Starts a pairing; resolves with the URI to give the wallet and the dApp's
 * approval. `approval()` is called at once on purpose: sign-client 2.25's
 * delayed promise drops a settlement that arrives before anyone called it,
 * and a fast wallet can settle before the caller gets round to it.
 */
export async function propose(
  dapp: DApp,
): Promise<{ uri: string; approval: Promise<DAppSession> }> {
  const { uri, approval } = await dapp.connect({ optionalNamespaces: DEVNET_NAMESPACE });
  if (uri === undefined) throw new Error("sign-client gave no pairing URI");
  const settled = approval();
  // Tests that expect a rejection assert it; this only keeps an unobserved
  // one from failing the run as "unhandled".
  settled.catch(() => {});
  return { uri, approval: settled };
}
