import { APPROVAL_TITLES } from "@foyer/core";
import type { GrantPlan } from "@foyer/smart-account";
import { type Address, formatEther, formatUnits } from "viem";
import type { CallSummary } from "../rpc/describeCall.js";
import { readableMessage } from "../rpc/describeCall.js";
import type { WalletCall } from "./walletCalls.js";

/** What the approval shows about the account itself: a first user operation also deploys it. */
function accountRows(account: Address, deployed: boolean): CallSummary["rows"] {
  return [
    { label: "From", value: `${account} (smart account)` },
    ...(deployed
      ? []
      : [{ label: "Account", value: "Not deployed yet: this also deploys your smart account" }]),
  ];
}

function callRows(calls: readonly WalletCall[]): CallSummary["rows"] {
  return calls.flatMap((call, index) => {
    const prefix = calls.length === 1 ? "" : `Call ${index + 1}: `;
    return [
      { label: `${prefix}To`, value: call.to },
      { label: `${prefix}Value`, value: `${formatEther(call.value)} ETH` },
      { label: `${prefix}Data`, value: call.data === "0x" ? "None" : call.data },
    ];
  });
}

export function describeSendCalls(
  calls: readonly WalletCall[],
  account: Address,
  deployed: boolean,
): CallSummary {
  return {
    title:
      calls.length === 1
        ? APPROVAL_TITLES.sendTransaction
        : `Send ${calls.length} calls in one transaction (all or none)`,
    rows: [...accountRows(account, deployed), ...callRows(calls)],
  };
}

export function describeSign(
  kind: "message" | "typedData",
  text: string,
  account: Address,
  deployed: boolean,
): CallSummary {
  return {
    title: kind === "message" ? APPROVAL_TITLES.signMessage : APPROVAL_TITLES.signTypedData,
    rows: [
      { label: "Message", value: kind === "message" ? readableMessage(text) : text },
      {
        label: "Account",
        value: `${account} (smart account${deployed ? "" : ", not deployed yet"})`,
      },
    ],
  };
}

export interface TokenInfo {
  symbol: string;
  decimals: number;
}

function allowanceText(plan: GrantPlan, token: TokenInfo | undefined): string {
  const { scope } = plan;
  switch (scope.type) {
    case "erc20-token-transfer": {
      const amount = token ? formatUnits(scope.allowance, token.decimals) : String(scope.allowance);
      const symbol = token?.symbol ?? scope.ticker ?? "tokens";
      return `Transfer up to ${amount} ${symbol} (${scope.token}) in total`;
    }
    case "native-token-transfer":
      return `Send up to ${formatEther(scope.allowance)} ETH in total, to any address`;
    case "contract-call":
      return `Call ${scope.functions.join(", ")} on ${scope.targets.join(", ")}, without sending ETH`;
  }
}

export function describeGrant(
  plan: GrantPlan,
  account: Address,
  deployed: boolean,
  token: TokenInfo | undefined,
): CallSummary {
  return {
    title: APPROVAL_TITLES.grantPermissions,
    rows: [
      { label: "Session key", value: plan.session },
      { label: "Allows", value: allowanceText(plan, token) },
      { label: "Until", value: new Date(plan.expiry * 1000).toISOString() },
      {
        label: "Enforced by",
        value: "The chain: the account's caveat enforcers refuse anything else",
      },
      ...(plan.gasBudget > 0n
        ? [
            {
              label: "Network fees",
              value: `Up to ${formatEther(plan.gasBudget)} ETH, deposited now for the session key`,
            },
          ]
        : []),
      ...accountRows(account, deployed),
    ],
  };
}

export function describeRevoke(
  permission: string,
  session: Address,
  account: Address,
): CallSummary {
  return {
    title: APPROVAL_TITLES.revokePermissions,
    rows: [
      { label: "Permission", value: permission },
      { label: "Session key", value: session },
      { label: "Takes effect", value: "On chain, with one transaction from your account" },
      { label: "From", value: `${account} (smart account)` },
    ],
  };
}
