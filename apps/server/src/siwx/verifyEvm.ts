import { isAddress, isHex, type PublicClient, verifyMessage } from "viem";
import { SignatureCheckUnavailable } from "./verifyErrors.js";

/**
 * EIP-191 personal-message signature by `address`. An EOA signature is
 * recovered locally, without an upstream call; anything else goes to the
 * chain through viem's public `verifyMessage`, which runs the ERC-6492
 * universal validator: ERC-1271 `isValidSignature` on a deployed smart
 * account, or a counterfactual deploy-then-check for an ERC-6492-wrapped
 * signature of one not deployed yet.
 */
export async function verifyEvmSignature(
  client: PublicClient,
  address: string,
  message: string,
  signature: string,
): Promise<boolean> {
  if (!isAddress(address, { strict: false }) || !isHex(signature)) return false;
  try {
    if (await verifyMessage({ address, message, signature })) return true;
  } catch {
    // Not a plain 65-byte ECDSA signature (e.g. ERC-6492-wrapped): ask the chain.
  }
  if (await client.verifyMessage({ address, message, signature })) return true;
  // viem answers false both for a wrong signature and for an upstream that
  // failed the call. The latter is our failure, not the signer's: ask the
  // node something trivial to tell them apart.
  try {
    await client.getChainId();
  } catch (error) {
    throw new SignatureCheckUnavailable("the chain's upstream did not answer", { cause: error });
  }
  return false;
}
