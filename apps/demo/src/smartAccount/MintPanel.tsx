import { type Address, encodeFunctionData, parseAbi } from "viem";
import type { DevnetContracts } from "../devnetContracts.js";
import { panelMessages as m } from "../panels/panelMessages.js";
import type { WalletRequest } from "../walletRequest.js";
import { TransactionPanel } from "./TransactionPanel.js";

const claimAbi = parseAbi(["function claim() returns (uint256 tokenId)"]);

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
  return (
    <TransactionPanel
      request={request}
      address={address}
      call={{
        to: contracts.nft,
        data: encodeFunctionData({ abi: claimAbi, functionName: "claim" }),
      }}
      label={m.mintButton}
      testId="mint-status"
      done={m.minted}
    />
  );
}
