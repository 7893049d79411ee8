/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by `npm start` only: `{ rpcUrl, chainId }` of the devnet for the Foyer Test Wallet. */
  readonly VITE_FOYER_CONSOLE_TEST_WALLET?: string;
}
