import { useState } from "react";
import { type Address, encodeFunctionData, erc20Abi, type Hex, parseAbi, parseUnits } from "viem";
import type { DevnetContracts } from "../devnetContracts.js";
import { panelMessages as m } from "../panels/panelMessages.js";
import type { WalletRequest } from "../walletRequest.js";

const routerAbi = parseAbi([
  "function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)",
]);

const DEVNET_CHAIN = "0x7a69";
const ONE_USDC = parseUnits("1", 6);

type Outcome =
  | { state: "idle" }
  | { state: "waiting"; id?: Hex }
  | { state: "done"; transactionHash: Hex }
  | { state: "failed"; message: string };

interface CallsStatus {
  status: number;
  receipts?: { transactionHash: Hex }[];
}

/**
 * EIP-5792 from the dApp's side: approve the DEX router for 1 USDC and swap it for FOY in one
 * click — one approval in the wallet, one atomic user operation. (Its card, heading and
 * description are drawn by the page; this is the button and the result.)
 */
export function BatchPanel(props: {
  request: WalletRequest;
  address: Address;
  contracts: DevnetContracts;
}) {
  const { request, address, contracts } = props;
  const [outcome, setOutcome] = useState<Outcome>({ state: "idle" });

  const run = async () => {
    setOutcome({ state: "waiting" });
    try {
      const capabilities = (await request({
        method: "wallet_getCapabilities",
        params: [address, [DEVNET_CHAIN]],
      })) as Record<string, { atomic?: { status?: string } } | undefined>;
      const atomic = capabilities[DEVNET_CHAIN]?.atomic?.status;
      if (atomic !== "supported" && atomic !== "ready") {
        setOutcome({
          state: "failed",
          message: m.batchNotAtomic,
        });
        return;
      }
      const deadline = BigInt(Math.floor(Date.now() / 1000) + 600);
      const { id } = (await request({
        method: "wallet_sendCalls",
        params: [
          {
            version: "2.0.0",
            chainId: DEVNET_CHAIN,
            from: address,
            atomicRequired: true,
            calls: [
              {
                to: contracts.usdc,
                data: encodeFunctionData({
                  abi: erc20Abi,
                  functionName: "approve",
                  args: [contracts.dexRouter, ONE_USDC],
                }),
              },
              {
                to: contracts.dexRouter,
                data: encodeFunctionData({
                  abi: routerAbi,
                  functionName: "swapExactTokensForTokens",
                  args: [ONE_USDC, 1n, [contracts.usdc, contracts.foy], address, deadline],
                }),
              },
            ],
          },
        ],
      })) as { id: Hex };
      setOutcome({ state: "waiting", id });
      for (;;) {
        const status = (await request({
          method: "wallet_getCallsStatus",
          params: [id],
        })) as CallsStatus;
        if (status.status === 100) {
          await new Promise((resolve) => setTimeout(resolve, 500));
          continue;
        }
        const transactionHash = status.receipts?.[0]?.transactionHash;
        if (status.status === 200 && transactionHash)
          setOutcome({ state: "done", transactionHash });
        else
          setOutcome({
            state: "failed",
            message: `The batch failed on chain (status ${status.status})`,
          });
        return;
      }
    } catch (error) {
      setOutcome({ state: "failed", message: error instanceof Error ? error.message : "Failed" });
    }
  };

  const waiting = outcome.state === "waiting";
  return (
    <>
      <button type="button" className="action" onClick={run} disabled={waiting}>
        Approve + swap 1 USDC
      </button>
      <div
        className={`result result--${
          waiting
            ? "waiting"
            : outcome.state === "done"
              ? "ok"
              : outcome.state === "failed"
                ? "error"
                : "idle"
        }`}
      >
        <p role="status" className="result__text" data-testid="batch-status">
          {waiting
            ? outcome.id
              ? `Batch ${outcome.id} pending…`
              : "Waiting for the wallet…"
            : null}
          {outcome.state === "done"
            ? `Batch confirmed in transaction ${outcome.transactionHash}`
            : null}
          {outcome.state === "failed" ? m.batchNotSent(outcome.message) : null}
        </p>
      </div>
    </>
  );
}
