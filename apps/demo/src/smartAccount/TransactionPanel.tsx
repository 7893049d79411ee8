import { useState } from "react";
import type { Address, Hex } from "viem";
import { panelMessages as m } from "../panels/panelMessages.js";
import { ResultBox, type ResultTone } from "../panels/ResultBox.js";
import type { WalletRequest } from "../walletRequest.js";

type Outcome =
  | { state: "idle" }
  | { state: "waiting" }
  | { state: "done"; transactionHash: Hex }
  | { state: "failed"; message: string };

/** One button that sends one transaction from the connected account, and its result box. */
export function TransactionPanel(props: {
  request: WalletRequest;
  address: Address;
  /** Where the transaction goes and what it calls. */
  call: { to: Address; data: Hex };
  label: string;
  testId: string;
  /** The result line once the wallet answers the transaction's hash. */
  done(transactionHash: Hex): string;
}) {
  const { request, address, call, label, testId, done } = props;
  const [outcome, setOutcome] = useState<Outcome>({ state: "idle" });

  const run = async () => {
    setOutcome({ state: "waiting" });
    try {
      const transactionHash = (await request({
        method: "eth_sendTransaction",
        params: [{ from: address, ...call }],
      })) as Hex;
      setOutcome({ state: "done", transactionHash });
    } catch (error) {
      setOutcome({ state: "failed", message: error instanceof Error ? error.message : "Failed" });
    }
  };

  return (
    <>
      <button type="button" className="action" onClick={run} disabled={outcome.state === "waiting"}>
        {label}
      </button>
      <ResultBox testId={testId} {...shown(outcome, done)} />
    </>
  );
}

/** The result box's tone and line for each state of the transaction. */
function shown(outcome: Outcome, done: (hash: Hex) => string): { tone: ResultTone; text: string } {
  switch (outcome.state) {
    case "idle":
      return { tone: "idle", text: "" };
    case "waiting":
      return { tone: "waiting", text: m.mintWaiting };
    case "done":
      return { tone: "ok", text: done(outcome.transactionHash) };
    case "failed":
      return { tone: "error", text: m.notSent(outcome.message) };
  }
}
