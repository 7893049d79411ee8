// The app's Foyer setup, as a developer writes it from the READMEs: Foyer's EVM adapter builds
// the wagmi config the app hands to <WagmiProvider>; Solana and the email wallet beside it.
import {
  createFoyer,
  evmChainToCaipNetwork,
  lazyEmbeddedWallet,
  solanaNetwork,
  systemClock,
} from "@foyer/core";
import { createEvmAdapter } from "@foyer/evm";
import { createSolanaAdapter } from "@foyer/solana";
import world from "./world.json";

export { world };

const devnet = evmChainToCaipNetwork({
  id: 31337,
  name: "Foyer Devnet",
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: [world.devnetRpcUrl] } },
});
const devnet2 = evmChainToCaipNetwork({
  id: 31338,
  name: "Foyer Devnet 2",
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: [world.devnet2RpcUrl] } },
});
const solana = solanaNetwork({
  caipNetworkId: world.solana.caipNetworkId as `solana:${string}`,
  name: world.solana.name,
  rpcUrl: world.solana.rpcUrl,
  testnet: true,
});
const networks = [devnet, devnet2, solana];

const embeddedWallet = lazyEmbeddedWallet(() =>
  import("@foyer/embedded").then((m) =>
    m.createEmbeddedWallet({
      document,
      window,
      serverUrl: world.serverUrl,
      projectId: world.projectId,
      chainId: 31337,
      rpcUrl: world.devnetRpcUrl,
      clock: systemClock,
      storage: window.localStorage,
    }),
  ),
);

export const evm = createEvmAdapter({ networks, embeddedWallet, storage: window.localStorage });

export const foyer = createFoyer({
  projectId: world.projectId,
  networks,
  adapters: [evm, createSolanaAdapter({ networks, embeddedWallet })],
  embeddedWallet,
  server: { baseUrl: world.serverUrl, fetch: window.fetch.bind(window) },
  storage: window.localStorage,
});
