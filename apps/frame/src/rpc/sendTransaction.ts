import { type Hex, hexToBigInt } from "viem";
import type { PrivateKeyAccount } from "viem/accounts";
import { frameText, WalletFrameError } from "../errors/walletFrameError.js";
import type { UnsafeCall } from "./unsafeRequest.js";

type ChainRequest = (method: string, params: unknown) => Promise<unknown>;
type Tx = Extract<UnsafeCall, { method: "eth_sendTransaction" }>["tx"];

function asQuantity(value: unknown, what: string): bigint {
  if (typeof value !== "string" || !/^0x[0-9a-f]+$/i.test(value)) {
    throw invalidChainAnswer(what, value);
  }
  return hexToBigInt(value as Hex);
}

function invalidChainAnswer(what: string, answer: unknown): WalletFrameError {
  return new WalletFrameError(frameText("invalidChainAnswer", what), {
    code: "INVALID_CHAIN_ANSWER",
    details: { answer },
  });
}

/**
 * Fills in what the dApp left out (nonce, chain, gas, fees) from the chain,
 * signs with the in-memory key and broadcasts the raw transaction. This is
 * the part of a wallet client the frame needs; viem's full client would
 * double the frame's bundle. EIP-1559 when the chain has a base fee, legacy
 * otherwise; fields the dApp gave win.
 */
export async function sendTransaction(
  account: PrivateKeyAccount,
  tx: Tx,
  chainRequest: ChainRequest,
): Promise<Hex> {
  const base = { from: account.address, to: tx.to, value: tx.value, data: tx.data };
  const [chainIdHex, nonceHex, block] = await Promise.all([
    chainRequest("eth_chainId", []),
    tx.nonce ?? chainRequest("eth_getTransactionCount", [account.address, "pending"]),
    chainRequest("eth_getBlockByNumber", ["latest", false]),
  ]);
  const gas = tx.gas ?? (await chainRequest("eth_estimateGas", [base]));
  const common = {
    chainId: Number(asQuantity(chainIdHex, "chain id")),
    nonce: Number(asQuantity(nonceHex, "nonce")),
    gas: asQuantity(gas, "gas estimate"),
    ...(tx.to ? { to: tx.to } : {}),
    ...(tx.value ? { value: hexToBigInt(tx.value) } : {}),
    ...(tx.data ? { data: tx.data } : {}),
  };
  const baseFee =
    typeof block === "object" && block !== null && "baseFeePerGas" in block
      ? block.baseFeePerGas
      : undefined;
  let serialized: Hex;
  if (baseFee !== undefined && tx.gasPrice === undefined) {
    const priority = asQuantity(
      tx.maxPriorityFeePerGas ?? (await chainRequest("eth_maxPriorityFeePerGas", [])),
      "priority fee",
    );
    // Twice the base fee rides out several full blocks in a row (the usual wallet margin).
    const maxFee = tx.maxFeePerGas
      ? hexToBigInt(tx.maxFeePerGas)
      : asQuantity(baseFee, "base fee") * 2n + priority;
    serialized = await account.signTransaction({
      ...common,
      type: "eip1559",
      maxFeePerGas: maxFee,
      maxPriorityFeePerGas: priority,
    });
  } else {
    const gasPrice = asQuantity(
      tx.gasPrice ?? (await chainRequest("eth_gasPrice", [])),
      "gas price",
    );
    serialized = await account.signTransaction({ ...common, type: "legacy", gasPrice });
  }
  const hash = await chainRequest("eth_sendRawTransaction", [serialized]);
  if (typeof hash !== "string") throw invalidChainAnswer("transaction hash", hash);
  return hash as Hex;
}
