import type { Address } from "viem";
import type { DemoConfig } from "../config.js";
import { readDevnetContracts } from "../devnetContracts.js";
import { panelMessages as m } from "../panels/panelMessages.js";
import { useWalletRequest } from "../walletRequest.js";
import { ApprovalPanel } from "./ApprovalPanel.js";
import { BatchPanel } from "./BatchPanel.js";
import { MintPanel } from "./MintPanel.js";
import { PermissionsPanel } from "./PermissionsPanel.js";

/**
 * The batch and permission panels' controls: a chunk of their own (viem's ABI encoding, the
 * smart-account toolkit), loaded once a wallet is connected. Their cards are drawn before.
 */
export interface SmartAccountProps {
  config: DemoConfig;
  address: Address;
}

function useSetup() {
  const request = useWalletRequest();
  const contracts = readDevnetContracts(import.meta.env.VITE_FOYER_DEVNET_CONTRACTS);
  return { request, contracts };
}

export function BatchActions({ address }: SmartAccountProps) {
  const { request, contracts } = useSetup();
  if (!contracts) return <p className="panel__note">{m.smartAccountsNeedContracts}</p>;
  return <BatchPanel request={request} address={address} contracts={contracts} />;
}

export function PermissionActions({ config, address }: SmartAccountProps) {
  const { request, contracts } = useSetup();
  if (!contracts) return <p className="panel__note">{m.smartAccountsNeedContracts}</p>;
  return (
    <PermissionsPanel config={config} request={request} address={address} contracts={contracts} />
  );
}

export function MintActions({ address }: SmartAccountProps) {
  const { request, contracts } = useSetup();
  const nft = contracts?.nft;
  if (!contracts || !nft) return <p className="panel__note">{m.smartAccountsNeedContracts}</p>;
  return <MintPanel request={request} address={address} contracts={{ ...contracts, nft }} />;
}

export function ApprovalActions({ address }: SmartAccountProps) {
  const { request, contracts } = useSetup();
  if (!contracts) return <p className="panel__note">{m.smartAccountsNeedContracts}</p>;
  return <ApprovalPanel request={request} address={address} contracts={contracts} />;
}
