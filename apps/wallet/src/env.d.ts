/// <reference types="vite/client" />

// The variables this app reads (see README); typed so config.ts gets strings.
interface ImportMetaEnv {
  readonly VITE_WALLET_RELAY_URL?: string;
  readonly VITE_WALLET_RPC_URL?: string;
  readonly VITE_WALLET_CHAINS?: string;
  readonly VITE_WALLET_FARCASTER_RELAY_URL?: string;
  readonly VITE_WALLET_FARCASTER_AUTH_KEY?: string;
  readonly VITE_WALLET_FARCASTER_ACCOUNTS?: string;
}
