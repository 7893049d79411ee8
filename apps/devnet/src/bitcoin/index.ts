export {
  type BitcoinDevnet,
  type StartBitcoinDevnetOptions,
  startBitcoinDevnet,
} from "./bitcoinDevnet.js";
export { BitcoinChain } from "./chain.js";
export {
  BITCOIN_DEFAULT_PORT,
  BITCOIN_LOCAL_NAME,
  BITCOIN_REGTEST_CAIP_NETWORK_ID,
  BITCOIN_REGTEST_GENESIS_HASH,
  REGTEST_NETWORK,
  SATS_PER_BTC,
  TEST_MNEMONIC,
} from "./constants.js";
export {
  type BitcoinDevKey,
  type BitcoinKeys,
  bitcoinKeys,
  ORDINAL_PATH,
  PAYMENT_PATH,
} from "./keys.js";
export { TxRefusal } from "./txRefusal.js";
