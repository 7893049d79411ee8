import { describe, expect, it, vi } from "vitest";
import type { TransactionPreview } from "../api/blockchain/previewApi.js";
import { swapToken } from "../testing/blockchainItems.js";
import type { SwapPreview } from "./swapFlow.js";
import { simulateSwap } from "./swapSimulation.js";

const ME = "0x1111111111111111111111111111111111111111";
const USER = `eip155:31337:${ME}`;
const ROUTER = "0x3333333333333333333333333333333333333333";
const USDC = "0x2222222222222222222222222222222222222222";
const SWAP_TX = { from: USER, to: `eip155:31337:${ROUTER}`, data: "0x38ed1739", value: "0" };
const APPROVE_TX = { from: USER, to: `eip155:31337:${USDC}`, data: "0x095ea7b3", value: "0" };
const ANSWER: TransactionPreview = {
  calls: [],
  simulation: { status: "success", method: "eth_simulateV1", changes: [] },
};

function setup(approvalNeeded: boolean) {
  const preview = {
    from: swapToken("USDC", `eip155:31337:${USDC}`, 6),
    to: swapToken("FOY", "eip155:31337:0x4444444444444444444444444444444444444444", 18),
    units: 250_000_000n,
    built: { tx: SWAP_TX },
    approvalNeeded,
  } as unknown as SwapPreview;
  const api = {
    swap: { buildApprove: vi.fn(async () => ({ tx: APPROVE_TX })) },
    preview: { previewTransaction: vi.fn(async () => ANSWER) },
  };
  return { preview, api };
}

describe("simulateSwap", () => {
  it("simulates the swap alone from the account once the router may spend the token", async () => {
    const { preview, api } = setup(false);
    expect(await simulateSwap(api, preview, USER)).toBe(ANSWER);
    expect(api.swap.buildApprove).not.toHaveBeenCalled();
    expect(api.preview.previewTransaction).toHaveBeenCalledWith({
      chainId: "eip155:31337",
      from: ME,
      calls: [{ to: ROUTER, value: 0n, data: "0x38ed1739" }],
    });
  });

  it("puts the exact approval Approve will send before the swap while one is needed", async () => {
    const { preview, api } = setup(true);
    await simulateSwap(api, preview, USER);
    expect(api.swap.buildApprove).toHaveBeenCalledWith({
      userAddress: USER,
      from: preview.from.address,
      to: preview.to.address,
      amount: "250000000",
    });
    expect(api.preview.previewTransaction).toHaveBeenCalledWith({
      chainId: "eip155:31337",
      from: ME,
      calls: [
        { to: USDC, value: 0n, data: "0x095ea7b3" },
        { to: ROUTER, value: 0n, data: "0x38ed1739" },
      ],
    });
  });
});
