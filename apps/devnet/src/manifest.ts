import { readFile } from "node:fs/promises";
import { type Address, type Hex, toHex } from "viem";
import type { HDAccount } from "viem/accounts";
import { foyerSampleAbi, mintableErc20Abi } from "./abis.js";
import { DEV_ACCOUNT_COUNT, devAccount } from "./accounts.js";
import type { BuildClients } from "./clients.js";
import type { Deployment } from "./deploy.js";
import type { DevnetFarcasterAccount } from "./farcaster.js";
import { paymasterSigner } from "./paymaster/paymasterAccounts.js";
import type { SmartAccountsEnvironment } from "./smartAccounts.js";

export interface TokenInfo {
  address: Address;
  name: string;
  symbol: string;
  decimals: number;
}

export type PairName = "WETH/USDC" | "FOY/USDC" | "WETH/FOY";

export interface DevnetAccount {
  address: Address;
  /** Derived from anvil's public test mnemonic: never use it on a real network. */
  privateKey: Hex;
}

/** What the build deployed and where; saved as `build/manifest.json`. */
export interface DevnetManifest {
  chainId: 31337;
  caip2: "eip155:31337";
  contracts: {
    usdc: TokenInfo;
    foy: TokenInfo;
    weth: TokenInfo;
    dexFactory: { address: Address };
    dexRouter: { address: Address };
    pairs: Record<PairName, Address>;
    nft: { address: Address; name: string; symbol: string };
    entryPoint: { address: Address };
    simpleAccountFactory: { address: Address };
    /**
     * MetaMask's Delegation Framework: DeleGator smart accounts (HybridDeleGator: one ECDSA owner),
     * the DelegationManager that redeems permissions, and the caveat enforcers that bound them.
     * The shape is the toolkit's `SmartAccountsEnvironment`, so it can be handed to it as is.
     */
    smartAccounts: SmartAccountsEnvironment;
    /** Farcaster's IdRegistry: `idOf(address)` and `custodyOf(fid)` as on Optimism. */
    idRegistry: { address: Address };
    /**
     * ERC-4337's sample VerifyingPaymaster, its EntryPoint deposit funded: it pays for the
     * operations `signer` signed (the server's paymaster service holds that key).
     */
    paymaster: { address: Address; signer: DevnetAccount };
  };
  accounts: DevnetAccount[];
  /** The registered Farcaster test accounts (fids 1-3) and their custody keys. */
  farcaster: DevnetFarcasterAccount[];
  /** Block number the saved state ends at; a fresh devnet continues from here. */
  startBlock: number;
}

function keyed(account: HDAccount): DevnetAccount {
  const privateKey = account.getHdKey().privateKey;
  if (!privateKey) throw new Error(`no private key for ${account.address}`);
  return { address: account.address, privateKey: toHex(privateKey) };
}

export async function readManifest(path: string): Promise<DevnetManifest> {
  return JSON.parse(await readFile(path, "utf8")) as DevnetManifest;
}

/** Reads token metadata back from the chain, so the manifest states what is actually deployed. */
async function readToken(clients: BuildClients, address: Address): Promise<TokenInfo> {
  const read = <F extends "name" | "symbol" | "decimals">(functionName: F) =>
    clients.publicClient.readContract({ address, abi: mintableErc20Abi, functionName });
  return {
    address,
    name: await read("name"),
    symbol: await read("symbol"),
    decimals: await read("decimals"),
  };
}

export async function assembleManifest(
  clients: BuildClients,
  deployment: Deployment,
  pairs: Record<PairName, Address>,
  farcaster: DevnetFarcasterAccount[],
): Promise<DevnetManifest> {
  const nft = deployment.nft;
  const nftRead = <F extends "name" | "symbol">(functionName: F) =>
    clients.publicClient.readContract({ address: nft, abi: foyerSampleAbi, functionName });
  return {
    chainId: 31337,
    caip2: "eip155:31337",
    contracts: {
      usdc: await readToken(clients, deployment.usdc),
      foy: await readToken(clients, deployment.foy),
      weth: await readToken(clients, deployment.weth),
      dexFactory: { address: deployment.dexFactory },
      dexRouter: { address: deployment.dexRouter },
      pairs,
      nft: { address: nft, name: await nftRead("name"), symbol: await nftRead("symbol") },
      entryPoint: { address: deployment.entryPoint },
      simpleAccountFactory: { address: deployment.simpleAccountFactory },
      smartAccounts: deployment.smartAccounts,
      idRegistry: { address: deployment.idRegistry },
      paymaster: { address: deployment.paymaster, signer: keyed(paymasterSigner) },
    },
    farcaster,
    accounts: Array.from({ length: DEV_ACCOUNT_COUNT }, (_, index) => keyed(devAccount(index))),
    startBlock: Number(await clients.publicClient.getBlockNumber()),
  };
}
