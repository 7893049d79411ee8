/** Where the demo finds the provider server and the devnet, and which project it is. */
export interface DemoConfig {
  serverUrl: string;
  projectId: string;
  chainId: `${string}:${string}`;
  /** The devnet's own RPC; the built-in test wallet talks to it like a wallet talks to its node. */
  devnetRpcUrl: string;
  /** Install the development test wallet (never in a production build). */
  testWallet: boolean;
}

export function readDemoConfig(env: ImportMetaEnv, search: string): DemoConfig {
  const params = new URLSearchParams(search);
  return {
    serverUrl: (env.VITE_FOYER_SERVER_URL ?? "http://127.0.0.1:8787").replace(/\/$/, ""),
    projectId: env.VITE_FOYER_PROJECT_ID ?? "demo",
    chainId: "eip155:31337",
    devnetRpcUrl: env.VITE_FOYER_DEVNET_RPC_URL ?? "http://127.0.0.1:8545",
    testWallet: env.DEV && params.get("testwallet") !== "off",
  };
}
