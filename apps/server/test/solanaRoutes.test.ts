import { LAMPORTS_PER_SOL, startSolanaDevnet } from "@foyer/devnet";
import { describe, expect, it } from "vitest";
import { createTestApp } from "./support/app.js";
import { pgliteDriver } from "./support/databases.js";
import { useServerApp } from "./support/serverApp.js";

/** SOL's fixed local price in these tests, as `npm start` configures one. */
const SOL_PRICE = 150;

describe("solana networks: JSON-RPC proxy, balances and supported chains", () => {
  const world = useServerApp(pgliteDriver, {
    devnet: startSolanaDevnet,
    build: ({ database, devnet }) =>
      createTestApp(database, {
        env: {
          FOYER_NETWORKS: JSON.stringify({
            [devnet.caipNetworkId]: {
              name: devnet.name,
              rpcUrls: [devnet.rpcUrl],
              nativeCurrency: { name: "Solana", symbol: "SOL", decimals: 9 },
              nativePriceUsd: SOL_PRICE,
              tokens: [
                {
                  address: devnet.keys.usdcMint.address,
                  name: "USD Coin",
                  symbol: "USDC",
                  decimals: 6,
                  priceUsd: 1,
                },
              ],
            },
          }),
        },
      }),
    project: {},
  });

  function rpc(payload: unknown, chainId: string = world.devnet.caipNetworkId) {
    return world.app.inject({
      method: "POST",
      url: `/v1/?chainId=${chainId}&projectId=${world.projectId}`,
      payload: JSON.stringify(payload),
    });
  }
  function balances(address: string, chainId: string = world.devnet.caipNetworkId) {
    return world.app.inject({
      method: "GET",
      url: `/v1/account/${address}/balance?currency=usd&chainId=${chainId}&projectId=${world.projectId}&forceUpdate=true`,
    });
  }
  function history(address: string, query = "") {
    return world.app.inject({
      method: "GET",
      url: `/v1/account/${address}/history?chainId=${world.devnet.caipNetworkId}&projectId=${world.projectId}${query}`,
    });
  }
  const owner = () => world.devnet.keys.accounts[0]?.address ?? "";

  it("lists the solana network among the supported chains", async () => {
    const response = await world.app.inject({
      method: "GET",
      url: `/v1/supported-chains?projectId=${world.projectId}`,
    });
    expect(response.json().http).toContain(world.devnet.caipNetworkId);
  });

  it("forwards Solana reads, a batch included, to the chain", async () => {
    const genesis = await rpc({ jsonrpc: "2.0", id: 1, method: "getGenesisHash" });
    expect(genesis.json()).toEqual({ jsonrpc: "2.0", id: 1, result: world.devnet.genesisHash });
    const batch = await rpc([
      { jsonrpc: "2.0", id: 1, method: "getBalance", params: [owner()] },
      { jsonrpc: "2.0", id: 2, method: "getLatestBlockhash" },
    ]);
    const [balance, latest] = batch.json();
    expect(balance.result.value).toBeGreaterThan(0);
    expect(latest.result.value.blockhash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  });

  it("refuses the faucet, EVM methods and unknown ones on a solana network", async () => {
    for (const method of ["requestAirdrop", "eth_chainId", "getProgramAccounts"]) {
      const response = await rpc({ jsonrpc: "2.0", id: 7, method, params: [owner(), 1] });
      expect(response.json()).toEqual({
        jsonrpc: "2.0",
        id: 7,
        error: { code: -32601, message: "Method not found" },
      });
    }
    // And the other way round: a Solana method on the EVM devnet.
    const evm = await rpc({ jsonrpc: "2.0", id: 8, method: "getBalance" }, "eip155:31337");
    expect(evm.json().error.code).toBe(-32601);
  });

  it("passes the chain's preflight error through unchanged", async () => {
    const response = await rpc({
      jsonrpc: "2.0",
      id: 3,
      method: "sendTransaction",
      params: ["AQID", { encoding: "base64" }],
    });
    expect(response.json().error.code).toBe(-32602);
  });

  it("answers SOL and USDC balances with their configured prices", async () => {
    const response = await balances(owner());
    expect(response.statusCode).toBe(200);
    const { balances: items } = response.json();
    expect(items[0]).toMatchObject({
      name: "Solana",
      symbol: "SOL",
      chainId: world.devnet.caipNetworkId,
      price: SOL_PRICE,
      quantity: { decimals: "9" },
    });
    expect(items[0].address).toBeUndefined();
    expect(items[1]).toEqual({
      name: "USD Coin",
      symbol: "USDC",
      chainId: world.devnet.caipNetworkId,
      address: `${world.devnet.caipNetworkId}:${world.devnet.keys.usdcMint.address}`,
      value: 100_000,
      price: 1,
      quantity: { decimals: "6", numeric: "100000" },
      iconUrl: expect.stringContaining("USDC"),
    });
  });

  it("follows the chain: SOL received shows on the next read", async () => {
    const before = await balances(world.devnet.keys.usdcMintAuthority.address);
    expect(before.json().balances).toHaveLength(1);
    await world.devnet.chain.airdrop(
      world.devnet.keys.usdcMintAuthority.address,
      2n * LAMPORTS_PER_SOL,
    );
    const after = await balances(world.devnet.keys.usdcMintAuthority.address);
    expect(Number(after.json().balances[0].quantity.numeric)).toBeCloseTo(
      Number(before.json().balances[0].quantity.numeric) + 2,
    );
  });

  it("refuses an EVM address on a solana network and a Solana one on an EVM network", async () => {
    const evmOnSolana = await balances("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
    expect(evmOnSolana.statusCode).toBe(400);
    expect(evmOnSolana.json().code).toBe("INVALID_ADDRESS");
    const solanaOnEvm = await balances(owner(), "eip155:31337");
    expect(solanaOnEvm.statusCode).toBe(400);
    const neither = await balances("not-an-address");
    expect(neither.statusCode).toBe(400);
  });

  it("lists SOL sends and receipts in the history, newest first, page by page", async () => {
    const receiver = world.devnet.keys.accounts[2]?.address ?? "";
    const faucet = world.devnet.keys.faucet.address;
    const first = await world.devnet.chain.airdrop(receiver as never, 1_500_000_000n);
    const second = await world.devnet.chain.airdrop(receiver as never, 250_000_000n);

    const received = await history(receiver);
    expect(received.statusCode).toBe(200);
    const { data } = received.json();
    expect(data.map((tx: { id: string }) => tx.id).slice(0, 2)).toEqual([second, first]);
    expect(data[0]).toMatchObject({
      id: second,
      metadata: {
        chain: world.devnet.caipNetworkId,
        operationType: "receive",
        status: "confirmed",
        sentFrom: faucet,
        sentTo: receiver,
        hash: second,
      },
      transfers: [
        {
          fungible_info: { name: "Solana", symbol: "SOL" },
          direction: "in",
          quantity: { numeric: "0.25" },
          price: SOL_PRICE,
          value: 0.25 * SOL_PRICE,
        },
      ],
    });
    expect(Date.parse(data[0].metadata.minedAt)).not.toBeNaN();

    const sent = (await history(faucet)).json().data;
    expect(sent[0]).toMatchObject({
      id: second,
      metadata: { operationType: "send", sentFrom: faucet, sentTo: receiver },
      transfers: [{ direction: "out", quantity: { numeric: "0.25" } }],
    });

    const page = (await history(receiver, "&limit=1")).json();
    expect(page.data.map((tx: { id: string }) => tx.id)).toEqual([second]);
    expect(page.next).toBe(second);
    const older = (await history(receiver, `&limit=1&cursor=${page.next}`)).json();
    expect(older.data.map((tx: { id: string }) => tx.id)).toEqual([first]);
    expect(older.data[0].transfers[0].quantity.numeric).toBe("1.5");
  });

  it("lists USDC someone else sends to the owner's existing token account, among its own moves", async () => {
    const [, sender, , owner] = world.devnet.keys.accounts;
    if (!sender || !owner) throw new Error("the devnet has too few dev keys");
    // A move of the owner's own (names the owner), then two receives that name only its token account.
    const own = await world.devnet.chain.airdrop(owner.address, 100_000_000n);
    const first = await world.devnet.chain.transferUsdc(sender.signer, owner.address, 1_250_000n);
    const second = await world.devnet.chain.transferUsdc(sender.signer, owner.address, 3_000_000n);
    expect(world.devnet.chain.ledger.get(second)?.accountKeys).not.toContain(owner.address);

    const { data } = (await history(owner.address)).json();
    expect(data.map((tx: { id: string }) => tx.id)).toEqual([second, first, own]);
    expect(data[0]).toMatchObject({
      metadata: {
        operationType: "receive",
        status: "confirmed",
        sentFrom: sender.address,
        sentTo: owner.address,
      },
      transfers: [
        {
          fungible_info: { symbol: "USDC" },
          direction: "in",
          quantity: { numeric: "3" },
          price: 1,
          value: 3,
        },
      ],
    });
    // The sender's history has the same transfer as a send (it names the sender, its payer).
    const sent = (await history(sender.address)).json().data;
    expect(sent[0]).toMatchObject({
      id: second,
      metadata: { operationType: "send", sentTo: owner.address },
    });

    // Page by page across the two lists: each transaction once, in the same order.
    const seen: string[] = [];
    let cursor = "";
    for (let pages = 0; pages < 5; pages += 1) {
      const page = (await history(owner.address, `&limit=1${cursor}`)).json();
      seen.push(...page.data.map((tx: { id: string }) => tx.id));
      if (page.next === undefined) break;
      cursor = `&cursor=${page.next}`;
    }
    expect(seen).toEqual([second, first, own]);
  });

  it("refuses a history for an address that is no Solana key, or a cursor that is no signature", async () => {
    for (const address of ["0x70997970C51812dc3A010C7d01b50e0d17dc79C8", "1".repeat(40)]) {
      const response = await history(address);
      expect([response.statusCode, response.json().code]).toEqual([400, "INVALID_ADDRESS"]);
      expect(response.json().message).toContain(world.devnet.caipNetworkId);
    }
    const cursor = await history(owner(), "&cursor=not-a-signature");
    expect([cursor.statusCode, cursor.json().code]).toEqual([400, "INVALID_CURSOR"]);
  });
});
