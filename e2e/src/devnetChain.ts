import { dexPairAbi, foyerSampleAbi } from "@foyer/devnet";
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hash,
  http,
  parseEther,
  parseUnits,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { foundry } from "viem/chains";
import type { World } from "./world.js";

/** An ERC-20 of the devnet as the tests read it straight from the chain. */
export interface ChainToken {
  symbol: string;
  name: string;
  decimals: number;
  /** Undefined for the native coin. */
  address: Address | undefined;
  /** The pair pricing it against USDC (through WETH for ETH); undefined for USDC itself. */
  pair: Address | undefined;
}

/** The devnet's ETH, USDC, FOY and WETH with the pools that price them. */
export function chainTokens(world: World): ChainToken[] {
  const { contracts } = world.devnet.manifest;
  return [
    {
      symbol: "ETH",
      name: "Ether",
      decimals: 18,
      address: undefined,
      pair: contracts.pairs["WETH/USDC"],
    },
    { ...contracts.usdc, address: contracts.usdc.address, pair: undefined },
    { ...contracts.foy, address: contracts.foy.address, pair: contracts.pairs["FOY/USDC"] },
    { ...contracts.weth, address: contracts.weth.address, pair: contracts.pairs["WETH/USDC"] },
  ];
}

/** Reads and writes on the world's devnet with viem, independently of the app under test. */
export function devnetChain(world: World) {
  const { rpcUrl, manifest } = world.devnet;
  const client = createPublicClient({ chain: foundry, transport: http(rpcUrl) });
  const usdc = manifest.contracts.usdc.address;

  const balanceOf = (token: ChainToken, owner: Address): Promise<bigint> =>
    token.address === undefined
      ? client.getBalance({ address: owner })
      : client.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: "balanceOf",
          args: [owner],
        });

  /** USD per whole token as a fraction: the pool's USDC reserve over its other reserve, in base units. */
  async function usdPrice(token: ChainToken): Promise<{ usdcUnits: bigint; tokenUnits: bigint }> {
    if (token.pair === undefined) return { usdcUnits: 1n, tokenUnits: 1n };
    const [reserves, token0] = await Promise.all([
      client.readContract({ address: token.pair, abi: dexPairAbi, functionName: "getReserves" }),
      client.readContract({ address: token.pair, abi: dexPairAbi, functionName: "token0" }),
    ]);
    const [r0, r1] = [reserves[0], reserves[1]];
    return token0.toLowerCase() === usdc.toLowerCase()
      ? { usdcUnits: r0, tokenUnits: r1 }
      : { usdcUnits: r1, tokenUnits: r0 };
  }

  const wallet = (index: number) => {
    const account = manifest.accounts[index];
    if (account === undefined) throw new Error(`no dev account ${index}`);
    return createWalletClient({
      account: privateKeyToAccount(account.privateKey),
      chain: foundry,
      transport: http(rpcUrl),
    });
  };
  const confirmed = async (hash: Hash) => {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 100 });
    if (receipt.status !== "success") throw new Error(`transaction ${hash} reverted`);
    return hash;
  };

  return {
    balanceOf,
    usdPrice,
    /** A dev account sends `to` some ETH (funding a new wallet, as a faucet would). */
    sendEth: async (from: number, to: Address, amount: string) =>
      confirmed(await wallet(from).sendTransaction({ to, value: parseEther(amount) })),
    /** Transactions `owner` has sent: unchanged means nothing reached the chain from it. */
    nonceOf: (owner: Address) => client.getTransactionCount({ address: owner }),
    /** Another dev account pays `to` some USDC, as a counterparty would. */
    sendUsdc: async (from: number, to: Address, amount: string) =>
      confirmed(
        await wallet(from).writeContract({
          address: usdc,
          abi: erc20Abi,
          functionName: "transfer",
          args: [to, parseUnits(amount, 6)],
        }),
      ),
    /** A dev account hands one of its Foyer Sample tokens to `to`. */
    transferNft: async (from: number, to: Address, tokenId: bigint) => {
      const sender = manifest.accounts[from]?.address;
      if (sender === undefined) throw new Error(`no dev account ${from}`);
      return confirmed(
        await wallet(from).writeContract({
          address: manifest.contracts.nft.address,
          abi: foyerSampleAbi,
          functionName: "transferFrom",
          args: [sender, to, tokenId],
        }),
      );
    },
  };
}

/**
 * Behaviour §9 token amount, written out independently of the app: truncated to
 * 3 decimals, thousands separated (`1,234.567`).
 */
export function expectedTokenAmount(raw: bigint, decimals: number): string {
  const thousandths = (raw * 1000n) / 10n ** BigInt(decimals);
  return `${(thousandths / 1000n).toLocaleString("en-US")}.${(thousandths % 1000n).toString().padStart(3, "0")}`;
}

/** Behaviour §9 fiat: `raw` base units at `usdcUnits / tokenUnits` USDC per base unit, 2 decimals, half up. */
export function expectedFiatCents(
  raw: bigint,
  price: { usdcUnits: bigint; tokenUnits: bigint },
): bigint {
  // USDC has 6 decimals: cents = raw × usdcUnits / tokenUnits / 10^4.
  const numerator = raw * price.usdcUnits;
  const denominator = price.tokenUnits * 10_000n;
  return (2n * numerator + denominator) / (2n * denominator);
}

export function formatCents(cents: bigint): string {
  return `${(cents / 100n).toLocaleString("en-US")}.${(cents % 100n).toString().padStart(2, "0")}`;
}
