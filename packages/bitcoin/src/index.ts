export {
  type BitcoinAddressType,
  bitcoinAddressType,
  dustLimit,
  isBitcoinAddress,
} from "./address/bitcoinAddress.js";
export {
  type BitcoinAdapter,
  type BitcoinAdapterOptions,
  type BitcoinPsbtRequest,
  createBitcoinAdapter,
} from "./createBitcoinAdapter.js";
export { type FeeRateOption, feeRateOptions } from "./esplora/feeOptions.js";
export { type BitcoinParams, bitcoinParams, caipOfWalletNetwork } from "./networks.js";
export { toConnector } from "./satsConnect/discovery.js";
export {
  buildTransfer,
  TransferError,
  type TransferProblem,
  type TransferRequest,
  type UnsignedTransfer,
} from "./transfer/buildTransfer.js";
