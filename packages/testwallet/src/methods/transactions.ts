import type { MethodTable, WalletContext } from "../context.js";
import { invalidParams } from "../errors.js";
import { formatWei, shortenAddress } from "../format.js";
import { paramsArray } from "../params.js";
import { checkTransaction, parseTransactionRequest, signAndSend } from "../transaction.js";

export function transactionMethods(ctx: WalletContext): MethodTable {
  return {
    eth_sendTransaction: async (params, method) => {
      ctx.requireAuthorized();
      const [raw] = paramsArray(params, method);
      if (raw === undefined) throw invalidParams("eth_sendTransaction expects [transaction].");
      const tx = parseTransactionRequest(raw);
      const chain = ctx.chains.active();
      checkTransaction(tx, ctx.account.address, chain.chainId);
      const value = formatWei(tx.value ?? 0n, chain.nativeCurrency?.symbol);
      const summary =
        tx.to === undefined
          ? `Deploy a contract (${value})`
          : `Send ${value} to ${shortenAddress(tx.to)}${tx.data !== undefined && tx.data !== "0x" ? " with data" : ""}`;
      await ctx.approvals.ask({ kind: "sendTransaction", method, params, summary });
      // The chain may have been switched while the prompt was open; sign for the one asked about.
      if (ctx.chains.active().chainId !== chain.chainId) {
        throw invalidParams("the active chain changed before the transaction was approved.");
      }
      return ctx.exclusive(() =>
        signAndSend(tx, ctx.account, chain.chainId, (m, p) => ctx.node(m, p)),
      );
    },
  };
}
