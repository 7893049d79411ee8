import type {
  BlockchainApi,
  SwapFlow,
  SwapFlowState,
  SwapPreview,
  TransactionPreview,
} from "@foyer/core/internal";
import { swapToken } from "@foyer/core/testing";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { previewEn } from "../../i18n/previewEn.js";
import { swapEn } from "../../i18n/swapEn.js";
import { FoyerContext } from "../../provider/FoyerContext.js";
import { setupWalletFoyer } from "../../testing/blockchainServer.js";
import { LONG_ADDRESS } from "../../testing/renderFoyer.js";
import { SwapPreviewPanel } from "./SwapPreviewPanel.js";

const ROUTER = "0x3333333333333333333333333333333333333333";
const USDC = "0x2222222222222222222222222222222222222222";
const FOY = "0x4444444444444444444444444444444444444444";
const USER = `eip155:1:${LONG_ADDRESS}`;
const SWAP_TX = { from: USER, to: `eip155:1:${ROUTER}`, data: "0x38ed1739", value: "0" };
const APPROVE_TX = { from: USER, to: `eip155:1:${USDC}`, data: "0x095ea7b3", value: "0" };
const PREVIEW = {
  from: swapToken("USDC", `eip155:1:${USDC}`, 6),
  to: swapToken("FOY", `eip155:1:${FOY}`, 18),
  units: 250_000_000n,
  built: {
    tx: SWAP_TX,
    quote: {
      fromAmount: "250000000",
      toAmount: "1250000000000000000",
      toAmountMin: "1237500000000000000",
      route: [],
      priceImpact: "0.05",
      feePercent: "0.30",
    },
  },
  approvalNeeded: true,
} as SwapPreview;

function answer(risk?: "unlimited"): TransactionPreview {
  return {
    calls: [
      {
        kind: "tokenApproval",
        token: USDC,
        symbol: "USDC",
        decimals: 6,
        spender: ROUTER,
        amount: "250000000",
        ...(risk ? { risk } : {}),
      },
      {
        kind: "swap",
        router: ROUTER,
        sell: { symbol: "USDC", decimals: 6, amount: "250000000" },
        buyAtLeast: { symbol: "FOY", decimals: 18, amount: "1237500000000000000" },
      },
    ],
    simulation: {
      status: "success",
      method: "eth_simulateV1",
      changes: [
        { kind: "erc20", token: USDC, symbol: "USDC", decimals: 6, amount: "-250000000" },
        { kind: "erc20", token: FOY, symbol: "FOY", decimals: 18, amount: "1250000000000000000" },
      ],
    },
  };
}

/** The review for the test's browser wallet (or, `embedded`, as if it were the embedded wallet). */
async function renderReview(preview: TransactionPreview, { embedded = false } = {}) {
  const { foyer } = setupWalletFoyer();
  await act(() => foyer.connect("metamask"));
  if (embedded) {
    const accounts = foyer.stores.accounts.store;
    const evm = accounts.getState().byNamespace.eip155;
    if (!evm) throw new Error("no EVM account");
    act(() =>
      accounts.setState({
        byNamespace: {
          ...accounts.getState().byNamespace,
          eip155: { ...evm, connectedWalletInfo: { name: "Email", type: "AUTH" } },
        },
      }),
    );
  }
  const blockchain = {
    swap: { buildApprove: vi.fn(async () => ({ tx: APPROVE_TX })) },
    preview: { previewTransaction: vi.fn(async () => preview) },
  };
  const state = {
    user: USER,
    quote: { status: "idle" },
    step: { kind: "preview", preview: PREVIEW },
    error: undefined,
  } as unknown as SwapFlowState;
  const flow = { approve: vi.fn(async () => {}), edit: vi.fn() } as unknown as SwapFlow;
  const effects = { sendTransaction: vi.fn(), waitForReceipt: vi.fn() };
  render(
    <FoyerContext.Provider value={foyer}>
      <SwapPreviewPanel
        flow={flow}
        state={state}
        preview={PREVIEW}
        effects={effects}
        nativePrice={3000}
        nativeDecimals={18}
        slippage={1}
        blockchain={blockchain as unknown as Pick<BlockchainApi, "preview" | "swap">}
      />
    </FoyerContext.Provider>,
  );
  return { blockchain, flow };
}

describe("the swap review's preview", () => {
  it("simulates the approval and the swap after it, and shows both balance changes and both calls", async () => {
    const { blockchain } = await renderReview(answer());
    await waitFor(() =>
      expect(screen.getAllByTestId("balance-change").map((li) => li.textContent)).toEqual([
        "−250 USDC",
        "+1.25 FOY",
      ]),
    );
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toContain(
      previewEn.doesApprove("0x3333…3333", "250", "USDC"),
    );
    expect(screen.getByTestId("decoded-calls").textContent).toContain(
      previewEn.doesSwap("250", "USDC", "1.2375", "FOY"),
    );
    expect(blockchain.preview.previewTransaction).toHaveBeenCalledWith({
      chainId: "eip155:1",
      from: LONG_ADDRESS,
      calls: [
        { to: USDC, value: 0n, data: "0x095ea7b3" },
        { to: ROUTER, value: 0n, data: "0x38ed1739" },
      ],
    });
    const approve = screen.getByRole("button", { name: swapEn.approve("USDC") });
    expect((approve as HTMLButtonElement).disabled).toBe(false);
  });

  it("an unlimited approval is a warning: Approve stays off until it is ticked as read", async () => {
    const { flow } = await renderReview(answer("unlimited"));
    const warning = previewEn.warnUnlimitedApproval("USDC", "0x3333…3333");
    await waitFor(() => expect(screen.getByText(warning)).toBeTruthy());
    const approve = screen.getByRole("button", { name: swapEn.approve("USDC") });
    expect((approve as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(approve);
    expect(flow.approve).not.toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText(previewEn.acknowledgeWarning));
    expect((approve as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(approve);
    expect(flow.approve).toHaveBeenCalledTimes(1);
  });

  it("leaves the preview to the embedded wallet's own approval", async () => {
    const { blockchain } = await renderReview(answer(), { embedded: true });
    expect(screen.getByRole("button", { name: swapEn.approve("USDC") })).toBeTruthy();
    expect(screen.queryByTestId("balance-changes")).toBeNull();
    expect(blockchain.preview.previewTransaction).not.toHaveBeenCalled();
  });
});
