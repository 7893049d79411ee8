import { useState } from "react";
import { type Address, encodeFunctionData, type Hex, parseAbi } from "viem";
import type { DevnetContracts } from "../devnetContracts.js";
import { panelMessages as m } from "../panels/panelMessages.js";
import { ResultBox, type ResultTone } from "../panels/ResultBox.js";
import type { WalletRequest } from "../walletRequest.js";

const claimAbi = parseAbi(["function claim() returns (uint256 tokenId)"]);

type Outcome =
  | { state: "idle" }
  | { state: "waiting" }
  | { state: "done"; transactionHash: Hex }
  | { state: "failed"; message: string };

/**
 * A zero-value call to the devnet's sample NFT (`claim()`), as any dApp's first transaction: with
 * the email wallet on a project that sponsors gas, a brand-new account with no ETH can make it,
 * and the approval says who pays the gas.
 */
export function MintPanel(props: {
  request: WalletRequest;
  address: Address;
  contracts: DevnetContracts & { nft: Address };
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
            to: contracts.nft,
            data: encodeFunctionData({ abi: claimAbi, functionName: "claim" }),
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
        {m.mintButton}
      </button>
      <ResultBox testId="mint-status" {...shown(outcome)} />
    </>
  );
}

/** The result box's tone and line for each state of the mint. */
function shown(outcome: Outcome): { tone: ResultTone; text: string } {
  switch (outcome.state) {
    case "idle":
      return { tone: "idle", text: "" };
    case "waiting":
      return { tone: "waiting", text: m.mintWaiting };
    case "done":
      return { tone: "ok", text: m.minted(outcome.transactionHash) };
    case "failed":
      return { tone: "error", text: m.notSent(outcome.message) };
  }
}
