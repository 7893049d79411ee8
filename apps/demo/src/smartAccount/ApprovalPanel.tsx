import { type Address, encodeFunctionData, erc20Abi, maxUint256 } from "viem";
import type { DevnetContracts } from "../devnetContracts.js";
import { panelMessages as m } from "../panels/panelMessages.js";
import type { WalletRequest } from "../walletRequest.js";
import { TransactionPanel } from "./TransactionPanel.js";

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
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: "approve",
    args: [contracts.dexRouter, maxUint256],
  });
  return (
    <TransactionPanel
      request={request}
      address={address}
      call={{ to: contracts.usdc, data }}
      label={m.approvalButton}
      testId="approval-status"
      done={m.approved}
    />
  );
}
