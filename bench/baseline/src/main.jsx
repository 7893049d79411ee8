// The baseline the benchmarks compare the demo with: what a dApp ships with
// wagmi core + viem and a plain connect button, no modal. "Connect wallet"
// lists the wallets wagmi found (as wagmi's own connect example does); a
// wallet's button connects it. Plain JSX (not TS) because nothing here is
// type-checked; it only has to build.
import {
  connect,
  createConfig,
  getAccount,
  getConnectors,
  http,
  injected,
  watchAccount,
  watchConnectors,
} from "@wagmi/core";
import { StrictMode, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { defineChain } from "viem";

const devnet = defineChain({
  id: 31337,
  name: "Foyer Devnet",
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: ["http://127.0.0.1:8545"] } },
});

const config = createConfig({
  chains: [devnet],
  connectors: [injected()],
  transports: { [devnet.id]: http() },
});

function WalletList() {
  const [connectors, setConnectors] = useState(getConnectors(config));
  useEffect(() => watchConnectors(config, { onChange: setConnectors }), []);
  return (
    <ul id="wallets">
      {connectors.map((connector) => (
        <li key={connector.uid}>
          <button type="button" onClick={() => connect(config, { connector })}>
            {connector.name}
          </button>
        </li>
      ))}
    </ul>
  );
}

function ConnectButton() {
  const [address, setAddress] = useState(getAccount(config).address);
  const [open, setOpen] = useState(false);
  useEffect(() => watchAccount(config, { onChange: (account) => setAddress(account.address) }), []);
  if (address)
    return <button type="button">{`${address.slice(0, 6)}…${address.slice(-4)}`}</button>;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Connect wallet
      </button>
      {open ? <WalletList /> : null}
    </>
  );
}

createRoot(document.getElementById("root")).render(
  <StrictMode>
    <ConnectButton />
  </StrictMode>,
);
