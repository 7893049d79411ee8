/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FOYER_SERVER_URL?: string;
  readonly VITE_FOYER_PROJECT_ID?: string;
  readonly VITE_FOYER_DEVNET_RPC_URL?: string;
  /** Comma-separated server base URLs whose RPC proxy the EVM reads are ranked between. */
  readonly VITE_FOYER_RPC_PROXY_URLS?: string;
  readonly VITE_FOYER_RELAY_URL?: string;
  /** `off` leaves email login (the embedded wallet) out. */
  readonly VITE_FOYER_EMAIL_LOGIN?: string;
  /** JSON list of `{ id, name, rpcUrl }`: EVM networks listed besides the devnet. */
  readonly VITE_FOYER_EXTRA_NETWORKS?: string;
  /** JSON `{ usdc, foy, dexRouter }` from the devnet's manifest, for the batch and permission panels. */
  readonly VITE_FOYER_DEVNET_CONTRACTS?: string;
  /** JSON `{ caipNetworkId, name, rpcUrl, usdcMint, devKeySeedHex }`: the local Solana chain. */
  readonly VITE_FOYER_SOLANA_NETWORK?: string;
  /** JSON `{ caipNetworkId, name, esploraUrl }`: the local Bitcoin regtest chain. */
  readonly VITE_FOYER_BITCOIN_NETWORK?: string;
}
