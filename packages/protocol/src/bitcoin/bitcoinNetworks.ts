/**
 * Bitcoin networks as CAIP-2 ids (CAIP-4: `bip122:` + the first 32 hex digits of the
 * genesis block hash). Shared by the server, the wallet side and the client adapter so
 * every part names the same network the same way.
 */
export const BITCOIN_MAINNET = "bip122:000000000019d6689c085ae165831e93";
export const BITCOIN_TESTNET = "bip122:000000000933ea01ad0ee984209779ba";
export const BITCOIN_REGTEST = "bip122:0f9188f13cb7b2c71f2a335e3a4fc328";

export const BITCOIN_NETWORK_IDS = [BITCOIN_MAINNET, BITCOIN_TESTNET, BITCOIN_REGTEST] as const;
export type BitcoinNetworkId = (typeof BITCOIN_NETWORK_IDS)[number];

export function isBitcoinNetworkId(id: unknown): id is BitcoinNetworkId {
  return (BITCOIN_NETWORK_IDS as readonly unknown[]).includes(id);
}

/** Base58 (p2pkh `1`/`m`/`n`, p2sh `3`/`2`) or bech32/bech32m (`bc1`, `tb1`, `bcrt1`), shape only. */
const BASE58_ADDRESS = /^[13mn2][1-9A-HJ-NP-Za-km-z]{25,34}$/;
const BECH32_ADDRESS = /^(bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}$/;

/**
 * Whether a string has the shape of a Bitcoin address. Checksums and the network are not
 * checked here (that needs a codec the protocol package does not carry); the server and
 * the wallet decode the address fully before they act on it.
 */
export function isBitcoinAddressShape(address: string): boolean {
  return BASE58_ADDRESS.test(address) || BECH32_ADDRESS.test(address.toLowerCase());
}
