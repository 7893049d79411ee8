import { BITCOIN_MAINNET, BITCOIN_REGTEST } from "@foyer/protocol";
import { Address, NETWORK, TEST_NETWORK } from "@scure/btc-signer";

/** Address encodings per network; regtest shares testnet's base58 versions, with bech32 `bcrt`. */
function encodingOf(chainId: string) {
  if (chainId === BITCOIN_MAINNET) return NETWORK;
  if (chainId === BITCOIN_REGTEST) return { ...TEST_NETWORK, bech32: "bcrt" };
  return TEST_NETWORK;
}

/** Whether `address` is a valid address (checksum included) of the Bitcoin network `chainId`. */
export function isBitcoinAddressOf(chainId: string, address: string): boolean {
  try {
    Address(encodingOf(chainId)).decode(address);
    return true;
  } catch {
    return false;
  }
}
