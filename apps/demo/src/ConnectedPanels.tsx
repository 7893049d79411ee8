import type { ComponentProps } from "react";
import SignTypedData from "./SignTypedData.js";
import SmartAccountPanels from "./smartAccount/SmartAccountPanels.js";

/**
 * What the page offers once an EVM wallet is connected: typed-data signing,
 * then the smart-account panels. One chunk, loaded then.
 */
export default function ConnectedPanels(props: ComponentProps<typeof SmartAccountPanels>) {
  return (
    <>
      <SignTypedData evm={props.evm} address={props.address} />
      <SmartAccountPanels {...props} />
    </>
  );
}
