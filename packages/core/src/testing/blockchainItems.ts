import type {
  SwapToken,
  TokenBalanceItem,
  Transaction,
  TransactionTransfer,
} from "../api/blockchain/blockchainTypes.js";

/** A balance as the blockchain API answers it: 1 ETH on eip155:1 at $1, unless overridden. */
export function tokenBalanceItem(overrides: Partial<TokenBalanceItem> = {}): TokenBalanceItem {
  return {
    name: "Ether",
    symbol: "ETH",
    chainId: "eip155:1",
    value: 1,
    price: 1,
    quantity: { decimals: "18", numeric: "1" },
    iconUrl: "",
    ...overrides,
  };
}

/** A token as the swap lists it; `address` is CAIP-10 (`eip155:1:0x…`). */
export function swapToken(symbol: string, address: string, decimals: number): SwapToken {
  return { name: symbol, symbol, address, decimals, logoUri: "" };
}

/** A confirmed send on `chain` (eip155:1 by default) with the given transfers (none by default). */
export function transactionItem(
  id: string,
  chain = "eip155:1",
  transfers: TransactionTransfer[] = [],
): Transaction {
  return {
    id,
    metadata: {
      minedAt: "",
      chain,
      operationType: "send",
      status: "confirmed",
      sentFrom: "",
      sentTo: "",
    },
    transfers,
  };
}
