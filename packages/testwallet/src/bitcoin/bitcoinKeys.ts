import { hex } from "@scure/base";
import { HDKey } from "@scure/bip32";
import { mnemonicToSeedSync } from "@scure/bip39";
import { p2tr, p2wpkh } from "@scure/btc-signer";

/** The public test mnemonic: its keys only ever hold local regtest coins. */
export const BITCOIN_TEST_MNEMONIC = "test test test test test test test test test test test junk";

/** Regtest address encodings (`bcrt1…`, `m…`/`n…`, `2…`) in @scure/btc-signer's shape. */
export const REGTEST = { bech32: "bcrt", pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef } as const;

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
 * The wallet's two regtest accounts from a mnemonic: payment = P2WPKH at m/84'/1'/0'/0/0,
 * ordinals = P2TR (BIP-86 key path) at m/86'/1'/0'/0/0.
 */
export function deriveBitcoinAccounts(
  mnemonic: string = BITCOIN_TEST_MNEMONIC,
): BitcoinAccountKeys {
  const root = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic));
  const paymentNode = root.derive(PAYMENT_PATH);
  const ordinalNode = root.derive(ORDINALS_PATH);
  if (
    !paymentNode.privateKey ||
    !paymentNode.publicKey ||
    !ordinalNode.privateKey ||
    !ordinalNode.publicKey
  )
    throw new Error("The mnemonic gave no keys.");
  const payment = p2wpkh(paymentNode.publicKey, REGTEST);
  const xOnly = ordinalNode.publicKey.slice(1);
  const ordinals = p2tr(xOnly, undefined, REGTEST);
  return {
    payment: {
      address: payment.address!,
      publicKey: hex.encode(paymentNode.publicKey),
      purpose: "payment",
      addressType: "p2wpkh",
      path: PAYMENT_PATH,
      script: payment.script,
      privateKey: paymentNode.privateKey,
    },
    ordinals: {
      address: ordinals.address!,
      publicKey: hex.encode(xOnly),
      purpose: "ordinals",
      addressType: "p2tr",
      path: ORDINALS_PATH,
      script: ordinals.script,
      privateKey: ordinalNode.privateKey,
    },
  };
}
