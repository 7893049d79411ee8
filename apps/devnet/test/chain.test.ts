import { createRequire } from "node:module";
import {
  type Address,
  createPublicClient,
  erc20Abi,
  formatUnits,
  getContractAddress,
  http,
  type PublicClient,
  pad,
  parseAbi,
  parseEther,
  parseUnits,
} from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Devnet,
  dexPairAbi,
  ENTRY_POINT_V07_ADDRESS,
  ensureDevnetBuild,
  foyerSampleAbi,
  simpleAccountFactoryAbi,
  startDevnet,
} from "../src/index.js";

/** Anvil's well-known first two dev accounts. */
const ACCOUNT_0 = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
const ACCOUNT_0_KEY = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
const ACCOUNT_1 = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

let devnet: Devnet;
let client: PublicClient;

beforeAll(async () => {
  await ensureDevnetBuild();
  devnet = await startDevnet();
  client = createPublicClient({ transport: http(devnet.rpcUrl) });
}, 300_000);

afterAll(async () => {
  await devnet?.stop();
});

describe("manifest", () => {
  it("describes chain 31337 and the ten anvil dev accounts", async () => {
    const { manifest } = devnet;
    expect(manifest.chainId).toBe(31337);
    expect(manifest.caip2).toBe("eip155:31337");
    expect(devnet.chainId).toBe(31337);
    expect(await client.getChainId()).toBe(31337);
    expect(manifest.accounts).toHaveLength(10);
    expect(manifest.accounts[0]).toEqual({ address: ACCOUNT_0, privateKey: ACCOUNT_0_KEY });
    expect(manifest.accounts[1]?.address).toBe(ACCOUNT_1);
    expect(Number(await client.getBlockNumber())).toBe(manifest.startBlock);
  });

  it("has code at every contract address", async () => {
    const { contracts } = devnet.manifest;
    const addresses: Address[] = [
      contracts.usdc.address,
      contracts.foy.address,
      contracts.weth.address,
      contracts.dexFactory.address,
      contracts.dexRouter.address,
      contracts.nft.address,
      contracts.entryPoint.address,
      contracts.simpleAccountFactory.address,
      ...Object.values(contracts.pairs),
    ];
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const address of addresses) {
      const code = await client.getCode({ address });
      expect(code?.length ?? 0, address).toBeGreaterThan(2);
    }
  });

  it("has the token metadata on chain that the manifest claims", async () => {
    const { usdc, foy, weth } = devnet.manifest.contracts;
    expect(usdc).toMatchObject({ name: "USD Coin", symbol: "USDC", decimals: 6 });
    expect(foy).toMatchObject({ name: "Foyer Token", symbol: "FOY", decimals: 18 });
    expect(weth).toMatchObject({ name: "Wrapped Ether", symbol: "WETH", decimals: 18 });
    for (const token of [usdc, foy, weth]) {
      const read = <F extends "name" | "symbol" | "decimals">(functionName: F) =>
        client.readContract({ address: token.address, abi: erc20Abi, functionName });
      expect(await read("name")).toBe(token.name);
      expect(await read("symbol")).toBe(token.symbol);
      expect(await read("decimals")).toBe(token.decimals);
    }
  });

  it("funds every dev account with 10,000 ETH, 100,000 USDC and 1,000 FOY", async () => {
    const { usdc, foy } = devnet.manifest.contracts;
    for (const { address } of devnet.manifest.accounts) {
      expect(await client.getBalance({ address })).toBe(parseEther("10000"));
      const balanceOf = (token: Address) =>
        client.readContract({
          address: token,
          abi: erc20Abi,
          functionName: "balanceOf",
          args: [address],
        });
      expect(await balanceOf(usdc.address)).toBe(parseUnits("100000", 6));
      expect(await balanceOf(foy.address)).toBe(parseUnits("1000", 18));
    }
  });
});

describe("account abstraction", () => {
  it("has EntryPoint v0.7 at its canonical address with the published runtime code", async () => {
    expect(devnet.manifest.contracts.entryPoint.address).toBe(ENTRY_POINT_V07_ADDRESS);
    const published = createRequire(import.meta.url)(
      "@account-abstraction/contracts/artifacts/EntryPoint.json",
    ) as { deployedBytecode: string };
    // The constructor deploys SenderCreator (nonce 1) and bakes its address into an immutable,
    // which the published artifact leaves as 32 zero bytes after a PUSH32.
    const senderCreator = getContractAddress({ from: ENTRY_POINT_V07_ADDRESS, nonce: 1n });
    expect(senderCreator).toBe("0xEFC2c1444eBCC4Db75e7613d20C6a62fF67A167C");
    const expected = published.deployedBytecode.replaceAll(
      `7f${"00".repeat(32)}`,
      `7f${pad(senderCreator).slice(2).toLowerCase()}`,
    );
    expect(expected).not.toBe(published.deployedBytecode);
    expect(await client.getCode({ address: ENTRY_POINT_V07_ADDRESS })).toBe(expected);
    expect((await client.getCode({ address: senderCreator }))?.length ?? 0).toBeGreaterThan(2);
  });

  it("binds SimpleAccountFactory to that EntryPoint", async () => {
    const factory = devnet.manifest.contracts.simpleAccountFactory.address;
    const implementation = await client.readContract({
      address: factory,
      abi: simpleAccountFactoryAbi,
      functionName: "accountImplementation",
    });
    const entryPoint = await client.readContract({
      address: implementation,
      abi: parseAbi(["function entryPoint() view returns (address)"]),
      functionName: "entryPoint",
    });
    expect(entryPoint).toBe(ENTRY_POINT_V07_ADDRESS);
    const counterfactual = await client.readContract({
      address: factory,
      abi: simpleAccountFactoryAbi,
      functionName: "getAddress",
      args: [ACCOUNT_0, 0n],
    });
    expect(counterfactual).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });
});

describe("DEX pools", () => {
  /** Price of `base` in units of `quote`, from the pair's reserves. */
  async function price(pair: Address, base: Address, baseDecimals: number, quoteDecimals: number) {
    const token0 = await client.readContract({
      address: pair,
      abi: dexPairAbi,
      functionName: "token0",
    });
    const [reserve0, reserve1] = await client.readContract({
      address: pair,
      abi: dexPairAbi,
      functionName: "getReserves",
    });
    const [baseReserve, quoteReserve] =
      token0 === base ? [reserve0, reserve1] : [reserve1, reserve0];
    return (
      Number(formatUnits(quoteReserve, quoteDecimals)) /
      Number(formatUnits(baseReserve, baseDecimals))
    );
  }

  it("prices WETH at 3,000 USDC, FOY at 2 USDC and WETH at 1,500 FOY", async () => {
    const { pairs, weth, foy } = devnet.manifest.contracts;
    expect(await price(pairs["WETH/USDC"], weth.address, 18, 6)).toBeCloseTo(3000, 6);
    expect(await price(pairs["FOY/USDC"], foy.address, 18, 6)).toBeCloseTo(2, 6);
    expect(await price(pairs["WETH/FOY"], weth.address, 18, 18)).toBeCloseTo(1500, 6);
  });
});

describe("NFT collection", () => {
  it("is named Foyer Sample and owned by accounts 0 and 1", async () => {
    const { nft } = devnet.manifest.contracts;
    expect(nft).toMatchObject({ name: "Foyer Sample", symbol: "FSAMPLE" });
    const read = (functionName: "name" | "symbol") =>
      client.readContract({ address: nft.address, abi: foyerSampleAbi, functionName });
    expect(await read("name")).toBe("Foyer Sample");
    expect(await read("symbol")).toBe("FSAMPLE");
    const owners = [ACCOUNT_0, ACCOUNT_0, ACCOUNT_0, ACCOUNT_1, ACCOUNT_1];
    for (const [index, owner] of owners.entries()) {
      const actual = await client.readContract({
        address: nft.address,
        abi: foyerSampleAbi,
        functionName: "ownerOf",
        args: [BigInt(index + 1)],
      });
      expect(actual).toBe(owner);
    }
  });

  it("serves base64 JSON metadata with an on-chain SVG, coloured per token", async () => {
    const fills: string[] = [];
    for (const tokenId of [1n, 2n]) {
      const uri = await client.readContract({
        address: devnet.manifest.contracts.nft.address,
        abi: foyerSampleAbi,
        functionName: "tokenURI",
        args: [tokenId],
      });
      const jsonPrefix = "data:application/json;base64,";
      expect(uri.startsWith(jsonPrefix)).toBe(true);
      const metadata = JSON.parse(
        Buffer.from(uri.slice(jsonPrefix.length), "base64").toString(),
      ) as {
        name: string;
        description: string;
        image: string;
      };
      expect(metadata.name).toBe(`Foyer Sample #${tokenId}`);
      expect(metadata.description.length).toBeGreaterThan(0);
      const svgPrefix = "data:image/svg+xml;base64,";
      expect(metadata.image.startsWith(svgPrefix)).toBe(true);
      const svg = Buffer.from(metadata.image.slice(svgPrefix.length), "base64").toString();
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg".*<\/svg>$/s);
      const fill = /fill="(hsl\([^)]*\))"/.exec(svg)?.[1];
      expect(fill).toBeDefined();
      fills.push(fill ?? "");
    }
    expect(fills[0]).not.toBe(fills[1]);
  });
});
