import {
  type Account,
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Hash,
  type HttpTransport,
  http,
  type PublicClient,
  type TestClient,
  type TransactionReceipt,
  type WalletClient,
} from "viem";
import { anvil } from "viem/chains";

type AnvilChain = typeof anvil;

/** viem clients for talking to the build-time anvil. */
export interface BuildClients {
  publicClient: PublicClient<HttpTransport, AnvilChain>;
  /** Anvil cheat methods: balances and state dumps. */
  testClient: TestClient<"anvil", HttpTransport, AnvilChain>;
  walletFor(account: Account): WalletClient<HttpTransport, AnvilChain, Account>;
  /** Waits for the receipt and throws on a revert, so a broken step stops the build. */
  confirm(hash: Hash): Promise<TransactionReceipt>;
}

export function buildClients(rpcUrl: string): BuildClients {
  // Anvil mines each transaction on arrival, so short polling keeps the build from idling.
  const publicClient = createPublicClient({
    chain: anvil,
    transport: http(rpcUrl),
    pollingInterval: 20,
  });
  return {
    publicClient,
    testClient: createTestClient({ mode: "anvil", chain: anvil, transport: http(rpcUrl) }),
    walletFor: (account) => createWalletClient({ account, chain: anvil, transport: http(rpcUrl) }),
    async confirm(hash) {
      const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 });
      if (receipt.status !== "success") throw new Error(`transaction ${hash} reverted`);
      return receipt;
    },
  };
}
