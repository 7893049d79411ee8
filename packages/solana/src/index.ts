export {
  createSolanaAdapter,
  type SolanaAdapter,
  type SolanaAdapterOptions,
  type SolanaSendOptions,
  type SolanaTransactionRequest,
} from "./createSolanaAdapter.js";
export {
  type ChainErrorKind,
  chainErrorKind,
  kindOfTransactionError,
} from "./transactions/chainErrors.js";
export {
  buildTransfer,
  type TransferRequest,
  type UnsignedTransfer,
} from "./transactions/transfer.js";
export { type SolanaWalletChain, walletChainOf } from "./walletStandard/chains.js";
export { connectorIdOf, toConnector } from "./walletStandard/discovery.js";
