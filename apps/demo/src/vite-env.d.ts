/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FOYER_SERVER_URL?: string;
  readonly VITE_FOYER_PROJECT_ID?: string;
  readonly VITE_FOYER_DEVNET_RPC_URL?: string;
}
