/**
 * The local Bitcoin regtest chain's facts: Bitcoin Core's regtest parameters (genesis,
 * proof-of-work limit, halving interval, coinbase maturity) and the test wallet's keys.
 * The keys come from the public test mnemonic: they only ever hold local coins.
 */

/** CAIP-2 id of Bitcoin regtest: `bip122:` + the first 32 hex digits of its genesis hash. */
export const BITCOIN_REGTEST_CAIP_NETWORK_ID = "bip122:0f9188f13cb7b2c71f2a335e3a4fc328";
export const BITCOIN_REGTEST_GENESIS_HASH =
  "0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206";
export const BITCOIN_LOCAL_NAME = "Foyer Bitcoin Regtest";

/** Address encodings of regtest (`bcrt1…`, `m…`/`n…`, `2…`) in @scure/btc-signer's shape. */
export const REGTEST_NETWORK = {
  bech32: "bcrt",
  pubKeyHash: 0x6f,
  scriptHash: 0xc4,
  wif: 0xef,
} as const;

export const SATS_PER_BTC = 100_000_000n;
/** Regtest's proof-of-work limit as compact bits: about every other hash meets it. */
export const REGTEST_BITS = 0x207fffff;
/** Regtest halves the 50 BTC subsidy every 150 blocks. */
export const SUBSIDY_HALVING_INTERVAL = 150;
export const INITIAL_SUBSIDY = 50n * SATS_PER_BTC;
/** Blocks before a coinbase output may be spent, as on every Bitcoin network. */
export const COINBASE_MATURITY = 100;
/** Bitcoin Core's default minimum relay fee: 1 sat per virtual byte. */
export const MIN_RELAY_FEE_RATE = 1;
/** Largest standard transaction weight (Bitcoin Core's MAX_STANDARD_TX_WEIGHT). */
export const MAX_STANDARD_TX_WEIGHT = 400_000;

export const BITCOIN_DEFAULT_PORT = 3002;
export const TEST_MNEMONIC = "test test test test test test test test test test test junk";
