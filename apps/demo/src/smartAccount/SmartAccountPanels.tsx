import type { EvmAdapter } from "@foyer/evm";
import { useMemo } from "react";
import type { Address } from "viem";
import type { DemoConfig } from "../config.js";
import { readDevnetContracts } from "../devnetContracts.js";
import { walletRequest } from "../walletRequest.js";
import { BatchPanel } from "./BatchPanel.js";
import { PermissionsPanel } from "./PermissionsPanel.js";

/** The batch and permission panels: a chunk of their own, loaded once a wallet is connected. */
export default function SmartAccountPanels(props: {
  config: DemoConfig;
  evm: EvmAdapter;
  address: Address;
}) {
  const request = useMemo(() => walletRequest(props.evm), [props.evm]);
  const contracts = readDevnetContracts(import.meta.env.VITE_FOYER_DEVNET_CONTRACTS);
  if (!contracts) {
    return <p className="hint">Batch and permission panels need VITE_FOYER_DEVNET_CONTRACTS.</p>;
  }
  return (
    <>
      <BatchPanel request={request} address={props.address} contracts={contracts} />
      <PermissionsPanel
        config={props.config}
        request={request}
        address={props.address}
        contracts={contracts}
      />
    </>
  );
}
