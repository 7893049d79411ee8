import { hex } from "@scure/base";
import { HDKey } from "@scure/bip32";
import { mnemonicToSeedSync } from "@scure/bip39";
import { p2tr, p2wpkh } from "@scure/btc-signer";

/** The public test mnemonic: its keys only ever hold local regtest coins. */
export const BITCOIN_TEST_MNEMONIC = "test test test test test test test test test test test junk";

/** Regtest address encodings (`bcrt1…`, `m…`/`n…`, `2…`) in @scure/btc-signer's shape. */
export const REGTEST = { bech32: "bcrt", pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef } as const;

/** The networks the wallet's Bitcoin side can be on, by their sats-connect names. */
export type BitcoinNetworkName = "Regtest" | "Testnet" | "Mainnet";

/**
 * Each network's address encodings and BIP-44 coin type: mainnet keys are coin 0, test
 * networks share coin 1 (so regtest and testnet have the same keys, their addresses differing
 * only in prefix).
 */
/** Address encodings in @scure/btc-signer's shape. */
export interface BitcoinAddressParams {
  bech32: string;
  pubKeyHash: number;
  scriptHash: number;
  wif: number;
}

export const BITCOIN_NETWORKS: Readonly<
  Record<BitcoinNetworkName, { params: BitcoinAddressParams; coinType: 0 | 1 }>
> = {
  Regtest: { params: REGTEST, coinType: 1 },
  Testnet: { params: { bech32: "tb", pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }, coinType: 1 },
  Mainnet: { params: { bech32: "bc", pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 }, coinType: 0 },
};

/** The regtest (and testnet) accounts' derivation paths. */
export const PAYMENT_PATH = "m/84'/1'/0'/0/0";
export const ORDINALS_PATH = "m/86'/1'/0'/0/0";

/** One of the wallet's Bitcoin accounts, as sats-connect describes it (plus the key). */
export interface BitcoinAccountKey {
  address: string;
  /** Hex: compressed (33 bytes) for payment, x-only (32 bytes) for ordinals. */
  publicKey: string;
  purpose: "payment" | "ordinals";
  addressType: "p2wpkh" | "p2tr";
  path: string;
  script: Uint8Array;
  privateKey: Uint8Array;
}

export interface BitcoinAccountKeys {
  payment: BitcoinAccountKey;
  ordinals: BitcoinAccountKey;
}

/**
 * The wallet's two accounts on a network (regtest by default) from a mnemonic: payment =
 * P2WPKH at m/84'/c'/0'/0/0, ordinals = P2TR (BIP-86 key path) at m/86'/c'/0'/0/0, with c the
 * network's coin type.
 */
export function deriveBitcoinAccounts(
  mnemonic: string = BITCOIN_TEST_MNEMONIC,
  network: BitcoinNetworkName = "Regtest",
): BitcoinAccountKeys {
  const { params, coinType } = BITCOIN_NETWORKS[network];
  const paymentPath = `m/84'/${coinType}'/0'/0/0`;
  const ordinalsPath = `m/86'/${coinType}'/0'/0/0`;
  const root = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic));
  const paymentNode = root.derive(paymentPath);
  const ordinalNode = root.derive(ordinalsPath);
  if (
    !paymentNode.privateKey ||
    !paymentNode.publicKey ||
    !ordinalNode.privateKey ||
    !ordinalNode.publicKey
  )
    throw new Error("The mnemonic gave no keys.");
  const payment = p2wpkh(paymentNode.publicKey, params);
  const xOnly = ordinalNode.publicKey.slice(1);
  const ordinals = p2tr(xOnly, undefined, params);
  return {
    payment: {
      address: payment.address!,
      publicKey: hex.encode(paymentNode.publicKey),
      purpose: "payment",
      addressType: "p2wpkh",
      path: paymentPath,
      script: payment.script,
      privateKey: paymentNode.privateKey,
    },
    ordinals: {
      address: ordinals.address!,
      publicKey: hex.encode(xOnly),
      purpose: "ordinals",
      addressType: "p2tr",
      path: ordinalsPath,
      script: ordinals.script,
      privateKey: ordinalNode.privateKey,
    },
  };
}
