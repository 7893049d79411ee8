import { BITCOIN_MAINNET, BITCOIN_REGTEST, BITCOIN_TESTNET } from "@foyer/protocol";
import { NETWORK, TEST_NETWORK } from "@scure/btc-signer";

/** Address prefixes and version bytes of one Bitcoin network, as @scure/btc-signer takes them. */
export type BitcoinParams = typeof NETWORK;

/** Regtest shares testnet's version bytes; only its bech32 prefix differs (`bcrt`). */
const REGTEST_NETWORK: BitcoinParams = { ...TEST_NETWORK, bech32: "bcrt" };

const PARAMS: Readonly<Record<string, BitcoinParams>> = {
  [BITCOIN_MAINNET]: NETWORK,
  [BITCOIN_TESTNET]: TEST_NETWORK,
  [BITCOIN_REGTEST]: REGTEST_NETWORK,
};

/** The address parameters of a bip122 network; undefined for one Foyer does not know. */
export function bitcoinParams(caipNetworkId: string): BitcoinParams | undefined {
  return PARAMS[caipNetworkId];
}

/**
 * The network a sats-connect wallet names (`wallet_getNetwork`, `wallet_connect`'s
 * `network.bitcoin.name`) as its CAIP-2 id. Testnet4 and Signet have genesis blocks of
 * their own, so they are none of Foyer's three networks.
 */
export function caipOfWalletNetwork(name: string | undefined): `bip122:${string}` | undefined {
  if (name === "Mainnet") return BITCOIN_MAINNET;
  if (name === "Testnet") return BITCOIN_TESTNET;
  if (name === "Regtest") return BITCOIN_REGTEST;
  return undefined;
}
