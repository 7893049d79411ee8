import { splitChainId } from "@foyer/protocol";
import type { ChainClients } from "../blockchain/chainClients.js";
import { verifyBitcoinSignature } from "./verifyBitcoin.js";
import { SignatureCheckUnavailable } from "./verifyErrors.js";
import { verifyEvmSignature } from "./verifyEvm.js";
import { verifySolanaSignature } from "./verifySolana.js";

export interface SignatureVerifier {
  /**
   * Whether `signature` over `message` is by `address` on `chainId` (a
   * supported chain). Throws {@link SignatureCheckUnavailable} when the
   * chain could not be asked.
   */
  verify(chainId: string, address: string, message: string, signature: string): Promise<boolean>;
}

export function createSignatureVerifier(clients: ChainClients): SignatureVerifier {
  return {
    async verify(chainId, address, message, signature) {
      switch (splitChainId(chainId).namespace) {
        case "eip155": {
          const client = clients.get(chainId);
          if (client === undefined)
            throw new SignatureCheckUnavailable(`no upstream for ${chainId}`);
          return verifyEvmSignature(client, address, message, signature);
        }
        case "solana":
          return verifySolanaSignature(address, message, signature);
        case "bip122":
          return verifyBitcoinSignature(address, message, signature);
        default:
          return false;
      }
    },
  };
}
