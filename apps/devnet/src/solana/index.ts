export type { SolanaChain } from "./chain.js";
export {
  LAMPORTS_PER_SOL,
  SOLANA_DEV_ACCOUNT_SOL,
  SOLANA_DEV_ACCOUNT_USDC,
  SOLANA_LOCAL_CAIP_NETWORK_ID,
  SOLANA_LOCAL_GENESIS_HASH,
  SOLANA_LOCAL_NAME,
  SOLANA_USDC,
} from "./constants.js";
export type { SolanaDevKey, SolanaKeys } from "./keys.js";
export {
  type SolanaDevnet,
  type StartSolanaDevnetOptions,
  startSolanaDevnet,
} from "./solanaDevnet.js";
