import { ApiError, createClientError, WalletError } from "@foyer/core";
import { type AdapterTransactionRequest, coreText, foyerMessages } from "@foyer/core/internal";
import type { Config, Connector } from "@wagmi/core";
import { type Address, type Hex, numberToHex } from "viem";
import { evmChainId } from "./chains.js";
import type { InjectedProvider } from "./discovery.js";
import { sayingWhenUnpaid } from "./insufficientFunds.js";

/*
 * Transactions go to the wallet and the node as plain JSON-RPC rather than
 * through wagmi's `sendTransaction` / `estimateGas` actions: those pull in
 * viem's transaction preparation (fee and nonce filling, EIP-7702
 * authorization recovery with secp256k1), about 23 KB gzip that a browser
 * wallet makes redundant, since it fills gas, fees and nonce itself.
 */

/** The JSON-RPC transaction object both methods take. */
function rpcTransaction(request: AdapterTransactionRequest) {
  return {
    // The wallet and the node check the addresses; these are only typed for viem.
    from: request.from as Address,
    to: request.to as Address,
    value: numberToHex(request.value),
    ...(request.data ? { data: request.data } : {}),
    // A swap carries the server's estimate: a wallet estimating itself would refuse a swap
    // whose quote went stale instead of letting it revert on-chain, where the user sees why.
    ...(request.gas ? { gas: numberToHex(request.gas) } : {}),
  };
}

/**
 * `eth_sendTransaction` on the wallet behind `connector`, after checking it
 * is on the request's chain (behaviour §8 chain mismatch): a wallet signs for
 * whatever chain it is on, so a mismatch would send on the wrong network.
 */
export async function sendWalletTransaction(
  connector: Connector,
  request: AdapterTransactionRequest,
): Promise<Hex> {
  const chainId = evmChainId(request.caipNetwork);
  const walletChainId = await connector.getChainId();
  if (walletChainId !== chainId) {
    throw createClientError("CHAIN_MISMATCH", {
      expected: `eip155:${chainId}`,
      actual: `eip155:${walletChainId}`,
    });
  }
  const provider = (await connector.getProvider()) as InjectedProvider | undefined;
  if (!provider) throw createClientError("PROVIDER_NOT_FOUND", { connectorId: connector.id });
  const hash = await sayingWhenUnpaid(() =>
    provider.request({ method: "eth_sendTransaction", params: [rpcTransaction(request)] }),
  );
  if (typeof hash !== "string" || !/^0x[0-9a-fA-F]{64}$/.test(hash)) {
    throw new WalletError(
      coreText("rpcAnswerInvalid", foyerMessages.rpcAnswerInvalid, "eth_sendTransaction"),
      {
        code: "WALLET_ERROR",
        details: { connectorId: connector.id, answer: hash },
      },
    );
  }
  return hash as Hex;
}

/** `eth_estimateGas` on the chain's RPC; needs no wallet. */
export async function estimateTransactionGas(
  config: Config,
  request: AdapterTransactionRequest,
): Promise<bigint> {
  const client = config.getClient({ chainId: evmChainId(request.caipNetwork) });
  const gas: unknown = await sayingWhenUnpaid(() =>
    client.request({ method: "eth_estimateGas", params: [rpcTransaction(request)] }),
  );
  if (typeof gas !== "string") {
    throw new ApiError(
      coreText("rpcAnswerInvalid", foyerMessages.rpcAnswerInvalid, "eth_estimateGas"),
      {
        code: "INVALID_RESPONSE",
        details: { answer: gas },
      },
    );
  }
  return BigInt(gas);
}
