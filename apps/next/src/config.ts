/** What the page needs of the local world, read by the server per request and handed to the client. */
export interface NextExampleConfig {
  /** The devnet's JSON-RPC URL (chain 31337). */
  devnetRpcUrl: string;
  /** The second devnet's (chain 31338), for the two-instance page. */
  devnet2RpcUrl: string;
  /** Whether to bring the in-page Foyer Test Wallet, as the demo does in development. */
  testWallet: boolean;
}

/** From the server's environment, with `npm start`'s default ports. */
export function readConfig(env: Readonly<Record<string, string | undefined>>): NextExampleConfig {
  return {
    devnetRpcUrl: env.FOYER_DEVNET_RPC_URL ?? "http://127.0.0.1:8545",
    devnet2RpcUrl: env.FOYER_DEVNET2_RPC_URL ?? "http://127.0.0.1:8546",
    testWallet: env.FOYER_TEST_WALLET !== "0",
  };
}
