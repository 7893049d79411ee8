import { ConnectButton, FoyerProvider } from "@foyer/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { WagmiProvider } from "wagmi";
import { EthersPanel } from "./EthersPanel.js";
import { evm, foyer } from "./foyer.js";
import { SolanaPanel } from "./SolanaPanel.js";
import { WagmiPanel } from "./WagmiPanel.js";

const queryClient = new QueryClient();
void foyer.reconnect();

// wagmi's own provider over the config Foyer's adapter built; Foyer reconnects, so wagmi doesn't.
createRoot(document.getElementById("root") as HTMLElement).render(
  <StrictMode>
    <WagmiProvider config={evm.wagmiConfig} reconnectOnMount={false}>
      <QueryClientProvider client={queryClient}>
        <FoyerProvider foyer={foyer}>
          <ConnectButton />
          <WagmiPanel />
          <EthersPanel />
          <SolanaPanel />
        </FoyerProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
);
