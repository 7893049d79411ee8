export type {
  AdapterBalance,
  AdapterConnection,
  AdapterConnectOptions,
  AdapterEvents,
  AdapterSignInRequest,
  AdapterSignMessageRequest,
  AdapterTransactionRequest,
  ChainAdapter,
  TransactionSubmission,
} from "./ChainAdapter.js";
export type {
  BitcoinAccountType,
  Connection,
  ConnectionAccount,
  ConnectionAccountType,
} from "./connection.js";
export type { Connector, ConnectorType } from "./connector.js";
export { createEmitter, type Emitter, type EventMap } from "./emitter.js";
export { lazyChainAdapter } from "./lazyChainAdapter.js";
