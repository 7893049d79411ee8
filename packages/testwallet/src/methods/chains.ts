import { isRecord } from "@foyer/protocol";
import { chainName, parseAddChainParams } from "../chains.js";
import type { MethodTable, WalletContext } from "../context.js";
import { invalidParams, unrecognizedChain } from "../errors.js";
import { paramsArray, parseChainIdHex, toChainIdHex } from "../params.js";

export function chainMethods(ctx: WalletContext): MethodTable {
  return {
    // Answered by the wallet, not the node, as extensions do: it is the wallet's selection.
    eth_chainId: async () => toChainIdHex(ctx.chains.active().chainId),
    net_version: async () => String(ctx.chains.active().chainId),
    wallet_switchEthereumChain: async (params, method) => {
      const [request] = paramsArray(params, method);
      if (!isRecord(request))
        throw invalidParams("wallet_switchEthereumChain expects [{ chainId }].");
      const chainId = parseChainIdHex(request.chainId);
      const chain = ctx.chains.get(chainId);
      if (chain === undefined) throw unrecognizedChain(toChainIdHex(chainId));
      if (chainId === ctx.chains.active().chainId) return null;
      await ctx.approvals.ask({
        kind: "switchChain",
        method,
        params,
        summary: `Switch to ${chainName(chain)} (${chainId})`,
      });
      ctx.switchChain(chainId);
      return null;
    },
    // Adds the chain and switches to it, as MetaMask does; wagmi checks the
    // chain id right after adding and treats "not switched" as a rejection.
    wallet_addEthereumChain: async (params, method) => {
      const chain = parseAddChainParams(paramsArray(params, method));
      const known = ctx.chains.get(chain.chainId);
      if (known !== undefined) {
        if (known.chainId === ctx.chains.active().chainId) return null;
        await ctx.approvals.ask({
          kind: "switchChain",
          method,
          params,
          summary: `Switch to ${chainName(known)} (${known.chainId})`,
        });
      } else {
        await ctx.approvals.ask({
          kind: "addChain",
          method,
          params,
          summary: `Add ${chainName(chain)} (${chain.chainId}) at ${chain.rpcUrl}`,
        });
        ctx.addChain(chain);
      }
      ctx.switchChain(chain.chainId);
      return null;
    },
  };
}
