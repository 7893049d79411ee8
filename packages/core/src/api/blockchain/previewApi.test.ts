import { describe, expect, it } from "vitest";
import { BASE, COMMON, setupBlockchainApi } from "../../testing/blockchainSetup.js";

const FROM = "0x1111111111111111111111111111111111111111";
const TOKEN = "0x2222222222222222222222222222222222222222";
const ANSWER = {
  calls: [
    {
      kind: "tokenTransfer",
      token: TOKEN,
      symbol: "USDC",
      decimals: 6,
      to: FROM,
      amount: "5000000",
    },
  ],
  simulation: {
    status: "success",
    method: "eth_simulateV1",
    changes: [{ kind: "erc20", token: TOKEN, symbol: "USDC", decimals: 6, amount: "-5000000" }],
  },
};

describe("transaction preview (POST /v1/transactions/preview)", () => {
  it("posts chainId, from, the calls with hex values, and projectId; answers the checked preview", async () => {
    const { fake, blockchain, calls } = setupBlockchainApi();
    fake.answer({ status: 200, body: ANSWER });
    const answer = await blockchain.preview.previewTransaction({
      chainId: "eip155:1",
      from: FROM,
      calls: [
        { to: TOKEN, value: 0n, data: "0xa9059cbb" },
        { to: FROM, value: 10n ** 18n },
      ],
    });
    expect(answer).toEqual(ANSWER);
    expect(calls()[0]?.url).toBe(`${BASE}/v1/transactions/preview?${COMMON}`);
    expect(calls()[0]?.body).toEqual({
      chainId: "eip155:1",
      from: FROM,
      calls: [
        { to: TOKEN, value: "0x0", data: "0xa9059cbb" },
        { to: FROM, value: "0xde0b6b3a7640000" },
      ],
      projectId: "p1",
    });
  });

  it.each([
    ["a simulation of an unknown status", { ...ANSWER, simulation: { status: "maybe" } }],
    [
      "a change whose amount is not digits",
      {
        ...ANSWER,
        simulation: {
          ...ANSWER.simulation,
          changes: [{ kind: "native", symbol: "ETH", decimals: 18, amount: "1e3" }],
        },
      },
    ],
    ["no calls", { simulation: ANSWER.simulation }],
  ])("refuses %s as an invalid response", async (_name, body) => {
    const { fake, blockchain } = setupBlockchainApi();
    fake.answer({ status: 200, body });
    await expect(
      blockchain.preview.previewTransaction({
        chainId: "eip155:1",
        from: FROM,
        calls: [{ to: TOKEN, value: 0n }],
      }),
    ).rejects.toMatchObject({ code: "INVALID_RESPONSE" });
  });
});
