import type { ChainClients } from "../blockchain/chain-clients.js";
import { splitChainId } from "./message-text.js";
import { verifyBitcoinSignature } from "./verify-bitcoin.js";
import { SignatureCheckUnavailable } from "./verify-errors.js";
import { verifyEvmSignature } from "./verify-evm.js";
import { verifySolanaSignature } from "./verify-solana.js";

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
