import { type Hex, isHex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { RpcFailure } from "./rpcErrors.js";
import { sendTransaction } from "./sendTransaction.js";
import type { UnsafeCall } from "./unsafeRequest.js";

export interface SignContext {
  privateKey: Hex;
  /** Reads the chain for eth_sendTransaction (nonce, fees, gas, broadcast). */
  chainRequest: (method: string, params: unknown) => Promise<unknown>;
}

function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * Carries out an approved call with the in-memory key. The dApp names the
 * account it expects; a mismatch is refused rather than signed with whatever
 * key the frame holds.
 */
export async function signCall(call: UnsafeCall, context: SignContext): Promise<unknown> {
  const account = privateKeyToAccount(context.privateKey);
  const mismatch = new RpcFailure("The request names another account", 4100);
  switch (call.method) {
    case "personal_sign":
      if (!sameAddress(call.address, account.address)) throw mismatch;
      return account.signMessage({
        message: isHex(call.message) ? { raw: call.message } : call.message,
      });
    case "eth_signTypedData_v4": {
      if (!sameAddress(call.address, account.address)) throw mismatch;
      // viem derives the domain type itself and refuses it in `types`.
      const { EIP712Domain: _domain, ...types } = call.typedData.types;
      return account.signTypedData({
        domain: call.typedData.domain,
        types,
        primaryType: call.typedData.primaryType,
        message: call.typedData.message,
      });
    }
    case "eth_sendTransaction":
      if (call.tx.from && !sameAddress(call.tx.from, account.address)) throw mismatch;
      return sendTransaction(account, call.tx, context.chainRequest);
  }
}
