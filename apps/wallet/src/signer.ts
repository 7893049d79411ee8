/**
 * The devnet account that answers requests: a viem local account (keys never
 * leave this tab) plus one wallet client per configured chain, so
 * transactions are signed here and sent raw to that chain's RPC.
 */
import {
  type Address,
  createWalletClient,
  defineChain,
  type Hash,
  type Hex,
  http,
  type LocalAccount,
  type SignableMessage,
  type TypedDataDefinition,
  type WalletClient,
} from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { type ChainConfig, findChain } from "./config.js";

/** Anvil's and Hardhat's well-known dev mnemonic: public test keys, never real funds. */
export const DEV_MNEMONIC = "test test test test test test test test test test test junk";
export const ACCOUNT_COUNT = 10;

export function devAccount(index: number): LocalAccount {
  if (!Number.isInteger(index) || index < 0 || index >= ACCOUNT_COUNT) {
    throw new RangeError(`dev account index must be 0–${ACCOUNT_COUNT - 1}, got ${index}`);
  }
  return mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index });
}

/** The fields of an `eth_sendTransaction` request after validation (see requests.ts). */
export interface TransactionFields {
  to?: Address;
  value?: bigint;
  data?: Hex;
  gas?: bigint;
  gasPrice?: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  nonce?: number;
}

export interface Signer {
  address: Address;
  signMessage(message: SignableMessage): Promise<Hex>;
  signTypedData(typedData: TypedDataDefinition): Promise<Hex>;
  sendTransaction(chainId: number, tx: TransactionFields): Promise<Hash>;
}

function walletClient(account: LocalAccount, chain: ChainConfig): WalletClient {
  const viemChain = defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  });
  return createWalletClient({ account, chain: viemChain, transport: http(chain.rpcUrl) });
}

export function createSigner(account: LocalAccount, chains: readonly ChainConfig[]): Signer {
  const clients = new Map<number, WalletClient>();
  const clientFor = (chainId: number): WalletClient => {
    const existing = clients.get(chainId);
    if (existing !== undefined) return existing;
    const chain = findChain(chains, chainId);
    if (chain === undefined) throw new Error(`chain ${chainId} is not configured`);
    const client = walletClient(account, chain);
    clients.set(chainId, client);
    return client;
  };
  return {
    address: account.address,
    signMessage: (message) => account.signMessage({ message }),
    signTypedData: (typedData) => account.signTypedData(typedData),
    sendTransaction(chainId, tx) {
      const client = clientFor(chainId);
      const base = {
        account,
        chain: client.chain,
        to: tx.to,
        value: tx.value,
        data: tx.data,
        gas: tx.gas,
        nonce: tx.nonce,
      };
      // viem's types keep legacy and EIP-1559 fees apart, so pick one shape.
      if (tx.gasPrice !== undefined)
        return client.sendTransaction({ ...base, gasPrice: tx.gasPrice });
      return client.sendTransaction({
        ...base,
        maxFeePerGas: tx.maxFeePerGas,
        maxPriorityFeePerGas: tx.maxPriorityFeePerGas,
      });
    },
  };
}
