// The bundle-size baseline: what a dApp ships with wagmi core + viem and a
// plain connect button, no modal. Plain JSX (not TS) because nothing here is
// type-checked; it only has to build.
import { connect, createConfig, getAccount, http, injected, watchAccount } from "@wagmi/core";
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

function ConnectButton() {
  const [address, setAddress] = useState(getAccount(config).address);
  useEffect(() => watchAccount(config, { onChange: (account) => setAddress(account.address) }), []);
  if (address)
    return <button type="button">{`${address.slice(0, 6)}…${address.slice(-4)}`}</button>;
  return (
    <button type="button" onClick={() => connect(config, { connector: config.connectors[0] })}>
      Connect wallet
    </button>
  );
}

createRoot(document.getElementById("root")).render(
  <StrictMode>
    <ConnectButton />
  </StrictMode>,
);
