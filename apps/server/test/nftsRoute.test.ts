import { foyerSampleAbi } from "@foyer/devnet";
import { createPublicClient, createWalletClient, http } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { foundry } from "viem/chains";
import { expect, it } from "vitest";
import { DEVNET_CHAIN_ID } from "../src/config.js";
import { eventually } from "./support/chainActions.js";
import { describeDevnetWorld } from "./support/devnetWorld.js";

interface NftPage {
  data: {
    chainId: string;
    address: string;
    tokenId: string;
    name: string;
    collection: { name: string; symbol: string };
    imageUrl: string;
  }[];
  next?: string;
}

describeDevnetWorld("NFT holdings route against a started devnet", { indexer: true }, (world) => {
  const account = (index: number) => {
    const entry = world.devnet.manifest.accounts[index];
    if (entry === undefined) throw new Error(`no dev account ${index}`);
    return entry;
  };
  const nfts = async (address: string, query = ""): Promise<NftPage> => {
    const response = await world.app.inject({
      method: "GET",
      url: `/v1/account/${address}/nfts?chainId=${DEVNET_CHAIN_ID}&projectId=${world.projectId}${query}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as NftPage;
  };
  const names = async (index: number) =>
    (await nfts(account(index).address)).data.map((nft) => nft.name);

  it("lists the seeded tokens of each account with their on-chain image, newest first", async () => {
    const held = await eventually(async () => {
      const page = await nfts(account(1).address);
      return page.data.length === 2 ? page : undefined;
    });
    const collection = world.devnet.manifest.contracts.nft.address;
    expect(held.data.map((nft) => nft.name)).toEqual(["Foyer Sample #5", "Foyer Sample #4"]);
    expect(held.data[0]).toMatchObject({
      chainId: DEVNET_CHAIN_ID,
      address: `${DEVNET_CHAIN_ID}:${collection}`,
      tokenId: "5",
      collection: { name: "Foyer Sample", symbol: "FSAMPLE" },
    });
    expect(held.data[0]?.imageUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect("next" in held).toBe(false);
    expect(await names(0)).toEqual(["Foyer Sample #3", "Foyer Sample #2", "Foyer Sample #1"]);
    expect(await names(2)).toEqual([]);
  });

  it("moves a transferred token from the sender's list to the receiver's", async () => {
    const from = account(1);
    const to = account(2);
    const wallet = createWalletClient({
      account: privateKeyToAccount(from.privateKey),
      chain: foundry,
      transport: http(world.devnet.rpcUrl),
    });
    const hash = await wallet.writeContract({
      address: world.devnet.manifest.contracts.nft.address,
      abi: foyerSampleAbi,
      functionName: "transferFrom",
      args: [from.address, to.address, 4n],
    });
    await createPublicClient({
      chain: foundry,
      transport: http(world.devnet.rpcUrl),
    }).waitForTransactionReceipt({ hash, pollingInterval: 50 });
    await eventually(async () => ((await names(2)).length === 1 ? true : undefined));
    expect(await names(2)).toEqual(["Foyer Sample #4"]);
    expect(await names(1)).toEqual(["Foyer Sample #5"]);
  });

  it("pages with next until the last page", async () => {
    const first = await nfts(account(0).address, "&limit=2");
    expect(first.data.map((nft) => nft.tokenId)).toEqual(["3", "2"]);
    expect(first.next).toBe("2");
    const second = await nfts(account(0).address, `&limit=2&cursor=${first.next}`);
    expect(second.data.map((nft) => nft.tokenId)).toEqual(["1"]);
    expect("next" in second).toBe(false);
  });

  it("rejects bad input with 400 and answers unsupported networks empty", async () => {
    const get = (path: string) =>
      world.app.inject({
        method: "GET",
        url: `${path}${path.includes("?") ? "&" : "?"}projectId=${world.projectId}`,
      });
    const address = account(0).address;
    expect((await get(`/v1/account/nope/nfts?chainId=${DEVNET_CHAIN_ID}`)).json()).toMatchObject({
      code: "INVALID_ADDRESS",
    });
    expect((await get(`/v1/account/${address}/nfts`)).json()).toMatchObject({
      code: "INVALID_CHAIN_ID",
    });
    for (const cursor of ["abc", "0", "-1"]) {
      const response = await get(
        `/v1/account/${address}/nfts?chainId=${DEVNET_CHAIN_ID}&cursor=${cursor}`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "INVALID_CURSOR" });
    }
    expect(
      (await get(`/v1/account/${address}/nfts?chainId=${DEVNET_CHAIN_ID}&limit=101`)).statusCode,
    ).toBe(400);
    const other = await get(`/v1/account/${address}/nfts?chainId=eip155:5`);
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ data: [] });
    const unknownProject = await world.app.inject({
      method: "GET",
      url: `/v1/account/${address}/nfts?chainId=${DEVNET_CHAIN_ID}&projectId=nope`,
    });
    expect(unknownProject.statusCode).toBe(401);
  });
});
