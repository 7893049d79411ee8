import { type Config, type Connector, signMessage } from "@wagmi/core";
import type { Address } from "viem";

/**
 * `personal_sign` through the connected wallet. Its own module so the adapter
 * can load it on first use: viem's signing action stays out of the page's first load.
 */
export function signWithWallet(
  config: Config,
  connector: Connector,
  address: string,
  message: string,
): Promise<`0x${string}`> {
  return signMessage(config, { connector, account: address as Address, message });
}
