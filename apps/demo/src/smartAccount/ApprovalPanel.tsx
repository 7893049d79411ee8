import { useState } from "react";
import { type Address, encodeFunctionData, erc20Abi, type Hex, maxUint256 } from "viem";
import type { DevnetContracts } from "../devnetContracts.js";
import { panelMessages as m } from "../panels/panelMessages.js";
import { ResultBox, type ResultTone } from "../panels/ResultBox.js";
import type { WalletRequest } from "../walletRequest.js";

type Outcome =
  | { state: "idle" }
  | { state: "waiting" }
  | { state: "done"; transactionHash: Hex }
  | { state: "failed"; message: string };

/**
 * The approval many dApps ask for: `approve(router, 2^256 − 1)` on USDC, so the DEX may take
 * any amount, now and later. A wallet should say so before Approve; the email wallet's approval
 * does, and waits for a tick that the warning was read.
 */
export function ApprovalPanel(props: {
  request: WalletRequest;
  address: Address;
  contracts: DevnetContracts;
}) {
  const { request, address, contracts } = props;
  const [outcome, setOutcome] = useState<Outcome>({ state: "idle" });

  const run = async () => {
    setOutcome({ state: "waiting" });
    try {
      const transactionHash = (await request({
        method: "eth_sendTransaction",
        params: [
          {
            from: address,
            to: contracts.usdc,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: "approve",
              args: [contracts.dexRouter, maxUint256],
            }),
          },
        ],
      })) as Hex;
      setOutcome({ state: "done", transactionHash });
    } catch (error) {
      setOutcome({ state: "failed", message: error instanceof Error ? error.message : "Failed" });
    }
  };

  const waiting = outcome.state === "waiting";
  return (
    <>
      <button type="button" className="action" onClick={run} disabled={waiting}>
        {m.approvalButton}
      </button>
      <ResultBox testId="approval-status" {...shown(outcome)} />
    </>
  );
}

function shown(outcome: Outcome): { tone: ResultTone; text: string } {
  switch (outcome.state) {
    case "idle":
      return { tone: "idle", text: "" };
    case "waiting":
      return { tone: "waiting", text: m.mintWaiting };
    case "done":
      return { tone: "ok", text: m.approved(outcome.transactionHash) };
    case "failed":
      return { tone: "error", text: m.notSent(outcome.message) };
  }
}
