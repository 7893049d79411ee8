import { hex } from "@scure/base";
import { HDKey } from "@scure/bip32";
import { mnemonicToSeedSync } from "@scure/bip39";
import { p2tr, p2wpkh } from "@scure/btc-signer";
import { REGTEST_NETWORK, TEST_MNEMONIC } from "./constants.js";

/** One key of the test mnemonic on regtest, as the test wallet shows it. */
export interface BitcoinDevKey {
  address: string;
  /** Compressed (33 bytes) for payment keys; x-only (32 bytes) for the taproot key. */
  publicKey: string;
  path: string;
  privateKey: Uint8Array;
  script: Uint8Array;
}

export interface BitcoinKeys {
  /** P2WPKH at m/84'/1'/0'/0/i, i = 0..4: index 0 is the wallet's payment account. */
  payment: BitcoinDevKey[];
  /** P2TR (BIP-86 key path) at m/86'/1'/0'/0/0: the wallet's ordinal account. */
  ordinal: BitcoinDevKey;
  /** Receives the block rewards; it funds the dev keys at first start. */
  miner: BitcoinDevKey;
}

export const PAYMENT_PATH = (index: number) => `m/84'/1'/0'/0/${index}`;
export const ORDINAL_PATH = "m/86'/1'/0'/0/0";
/** A separate account of the same mnemonic, so the miner's coins never mix with the wallet's. */
export const MINER_PATH = "m/84'/1'/1'/0/0";
export const FUNDED_PAYMENT_KEYS = 5;

function segwitKey(root: HDKey, path: string): BitcoinDevKey {
  const node = root.derive(path);
  if (!node.privateKey || !node.publicKey) throw new Error(`no key at ${path}`);
  const payment = p2wpkh(node.publicKey, REGTEST_NETWORK);
  return {
    address: payment.address!,
    publicKey: hex.encode(node.publicKey),
    path,
    privateKey: node.privateKey,
    script: payment.script,
  };
}

function taprootKey(root: HDKey, path: string): BitcoinDevKey {
  const node = root.derive(path);
  if (!node.privateKey || !node.publicKey) throw new Error(`no key at ${path}`);
  const xOnly = node.publicKey.slice(1);
  const payment = p2tr(xOnly, undefined, REGTEST_NETWORK);
  return {
    address: payment.address!,
    publicKey: hex.encode(xOnly),
    path,
    privateKey: node.privateKey,
    script: payment.script,
  };
}

/** The dev keys of the test mnemonic (the same every start and on every machine). */
export function bitcoinKeys(mnemonic = TEST_MNEMONIC): BitcoinKeys {
  const root = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic));
  return {
    payment: Array.from({ length: FUNDED_PAYMENT_KEYS }, (_, index) =>
      segwitKey(root, PAYMENT_PATH(index)),
    ),
    ordinal: taprootKey(root, ORDINAL_PATH),
    miner: segwitKey(root, MINER_PATH),
  };
}
