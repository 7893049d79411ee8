import type { EvmAdapter } from "@foyer/evm";

/** An EIP-1193 request to the wallet the dApp is connected to (the embedded one, or any other). */
export type WalletRequest = (args: { method: string; params?: unknown }) => Promise<unknown>;

interface Eip1193 {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
}

/** The connected wallet's provider, through the adapter's wagmi config. */
export function walletRequest(evm: EvmAdapter): WalletRequest {
  return async (args) => {
    const { current, connections } = evm.wagmiConfig.state;
    const connection = current ? connections.get(current) : undefined;
    if (!connection) throw new Error("No wallet is connected");
    const provider = (await connection.connector.getProvider()) as Eip1193;
    return provider.request(args);
  };
}
