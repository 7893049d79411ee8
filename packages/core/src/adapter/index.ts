export { createEmitter, type Emitter, type EventMap } from "@foyer/protocol";
export type {
  AdapterBalance,
  AdapterConnection,
  AdapterConnectOptions,
  AdapterEvents,
  AdapterFeeOption,
  AdapterSignInRequest,
  AdapterSignMessageRequest,
  AdapterTransactionRequest,
  ChainAdapter,
  FeeSpeed,
  TransactionSubmission,
} from "./ChainAdapter.js";
export type {
  BitcoinAccountType,
  Connection,
  ConnectionAccount,
  ConnectionAccountType,
} from "./connection.js";
export type { Connector, ConnectorType } from "./connector.js";
export { type LazyChainAdapterOptions, lazyChainAdapter } from "./lazyChainAdapter.js";
