import type {
  AccountStatus,
  CaipAddress,
  ChainNamespace,
  ConnectedWalletInfo,
  SocialOption,
} from "@foyer/core";
import { isSocialOption } from "@foyer/core/internal";
import { useMemo } from "react";
import { useActiveAccount } from "./useActiveAccount.js";

/** The connected account of the namespace on screen. */
export interface FoyerAccount {
  namespace: ChainNamespace;
  address: string | undefined;
  caipAddress: CaipAddress | undefined;
  status: AccountStatus;
  isConnected: boolean;
  /** Native balance as a decimal string. */
  balance: string | undefined;
  balanceSymbol: string | undefined;
  profileName: string | undefined;
  profileImage: string | undefined;
  walletInfo: ConnectedWalletInfo | undefined;
  /** The embedded wallet's email, when signed in by email. */
  email: string | undefined;
  /** The provider and what it calls the user, when signed in by social login. */
  social: { provider: SocialOption; username: string } | undefined;
  /** eoa or smartAccount (behaviour §3), or a Bitcoin role; undefined before a connection says. */
  accountType: string | undefined;
  /** Whether the smart account is deployed yet (its first user operation deploys it). */
  smartAccountDeployed: boolean;
}

/** The account on screen (address, status, balance, profile), re-rendering when it changes. */
export function useFoyerAccount(): FoyerAccount {
  const { namespace, account } = useActiveAccount();
  return useMemo(
    () => ({
      namespace,
      address: account.address,
      caipAddress: account.caipAddress,
      status: account.status,
      isConnected: account.status === "connected" && account.address !== undefined,
      balance: account.balance,
      balanceSymbol: account.balanceSymbol,
      profileName: account.profileName ?? undefined,
      profileImage: account.profileImage ?? undefined,
      walletInfo: account.connectedWalletInfo,
      email: account.user?.email ?? undefined,
      social:
        isSocialOption(account.socialProvider) && account.user?.username
          ? { provider: account.socialProvider, username: account.user.username }
          : undefined,
      accountType: account.preferredAccountType,
      smartAccountDeployed: account.smartAccountDeployed,
    }),
    [namespace, account],
  );
}
