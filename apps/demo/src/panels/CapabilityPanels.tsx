import type { ChainAdapter } from "@foyer/core";
import { useFoyerAccount } from "@foyer/react";
import { lazy, type ReactNode, Suspense } from "react";
import type { Address } from "viem";
import type { DemoConfig } from "../config.js";
import { NetworkStatus } from "../status/NetworkStatus.js";
import { DebugLogPanel } from "./DebugLogPanel.js";
import { Panel } from "./Panel.js";
import { panelMessages as m } from "./panelMessages.js";
import { SendPanel } from "./SendPanel.js";
import { SignInPanel } from "./SignInPanel.js";
import { SignMessagePanel } from "./SignMessagePanel.js";
import { SignTypedDataPanel } from "./SignTypedDataPanel.js";
import { SwitchNetworkPanel } from "./SwitchNetworkPanel.js";

// The smart-account controls carry viem's ABI encoding and the smart-account toolkit: a chunk
// of their own, fetched once a wallet is connected.
const BatchActions = lazy(() =>
  import("../smartAccount/SmartAccountPanels.js").then((module) => ({
    default: module.BatchActions,
  })),
);
const MintActions = lazy(() =>
  import("../smartAccount/SmartAccountPanels.js").then((module) => ({
    default: module.MintActions,
  })),
);
const ApprovalActions = lazy(() =>
  import("../smartAccount/SmartAccountPanels.js").then((module) => ({
    default: module.ApprovalActions,
  })),
);
const PermissionActions = lazy(() =>
  import("../smartAccount/SmartAccountPanels.js").then((module) => ({
    default: module.PermissionActions,
  })),
);

/**
 * The status line and one card per capability. A chunk of its own, loaded right after the first
 * paint. Cards explain themselves before a wallet is connected; their buttons appear once one is.
 */
/**
 * Whether the provider server runs on this machine: only then is it the development server
 * whose mails (no SMTP configured) land in its dev mailbox rather than in real inboxes.
 */
function isLocalServer(serverUrl: string): boolean {
  try {
    return ["localhost", "127.0.0.1", "[::1]"].includes(new URL(serverUrl).hostname);
  } catch {
    return false;
  }
}

export default function CapabilityPanels(props: {
  config: DemoConfig;
  evm: ChainAdapter;
  signIn: ReactNode;
}) {
  const { config, evm, signIn } = props;
  const account = useFoyerAccount();
  const address =
    account.isConnected && account.namespace === "eip155" ? account.address : undefined;
  const smart = address ? { config, address: address as Address } : undefined;

  return (
    <>
      <NetworkStatus config={config} />
      {address ? null : (
        <p className="notice">
          {account.isConnected && account.namespace === "solana"
            ? m.solanaConnected
            : account.isConnected && account.namespace === "bip122"
              ? m.bitcoinConnected
              : m.connectFirst}
        </p>
      )}
      {account.isConnected || !isLocalServer(config.serverUrl) ? null : (
        <p className="notice">
          {m.mailboxHint}{" "}
          <a href={`${config.serverUrl}/dev/mailbox`} target="_blank" rel="noreferrer">
            {`${config.serverUrl}/dev/mailbox`}
          </a>
        </p>
      )}
      <div className="panels">
        <SwitchNetworkPanel config={config} />
        <SignMessagePanel evm={evm} address={address} />
        <SignTypedDataPanel address={address} />
        <SendPanel config={config} evm={evm} address={address} />
        <Panel id="mint" title={m.mintHeading} about={m.mintAbout}>
          {smart ? (
            <Suspense fallback={null}>
              <MintActions {...smart} />
            </Suspense>
          ) : null}
        </Panel>
        <Panel id="approval" title={m.approvalHeading} about={m.approvalAbout}>
          {smart ? (
            <Suspense fallback={null}>
              <ApprovalActions {...smart} />
            </Suspense>
          ) : null}
        </Panel>
        <Panel id="batch" title={m.batchHeading} about={m.batchAbout}>
          {smart ? (
            <Suspense fallback={null}>
              <BatchActions {...smart} />
            </Suspense>
          ) : null}
        </Panel>
        <Panel id="permissions" title={m.permissionsHeading} about={m.permissionsAbout}>
          {smart ? (
            <Suspense fallback={null}>
              <PermissionActions {...smart} />
            </Suspense>
          ) : null}
        </Panel>
        <SignInPanel signIn={signIn} />
        <DebugLogPanel />
      </div>
    </>
  );
}
