import { type Hex, isHex, numberToHex } from "viem";

/**
 * EIP-5792 `wallet_getCapabilities` for the plain account (EOA): one
 * transaction at a time (a batch is sent call by call, so no atomic batches),
 * no paymaster, no ERC-7715 permissions (those need the smart account), and
 * ERC-7811 asset discovery, which the frame answers from the provider server
 * (a network it doesn't read answers no assets). The same on every EVM chain,
 * so per requested chain, else for the current one.
 */
export function eoaCapabilities(params: unknown, currentChain: number): Record<Hex, unknown> {
  const requested = Array.isArray(params) && Array.isArray(params[1]) ? params[1] : undefined;
  const chains =
    requested === undefined
      ? [currentChain]
      : requested.filter((id): id is Hex => isHex(id)).map(Number);
  const result: Record<Hex, unknown> = {};
  for (const chain of chains) {
    result[numberToHex(chain)] = {
      atomic: { status: "unsupported" },
      paymasterService: { supported: false },
      assetDiscovery: { supported: true },
      permissions: { supported: false },
    };
  }
  return result;
}
