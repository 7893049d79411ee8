import type { TokenBalanceItem } from "@foyer/protocol";
import type { ConnectionAccountType } from "../../adapter/connection.js";
import type { CaipAddress, ChainNamespace } from "../../types/chain.js";
import { defaultAccountType } from "./accountTypeRules.js";

/** Account status (behaviour §3). */
export type AccountStatus = "connected" | "connecting" | "reconnecting" | "disconnected";

/** The wallet that holds the account, as shown in the modal header. */
export interface ConnectedWalletInfo {
  name: string;
  icon?: string;
  /** e.g. "injected", "walletConnect", "auth". */
  type?: string;
}

/** A token the account holds, as the balance call reports it (behaviour §3 token balance item). */
export type AccountTokenBalance = TokenBalanceItem;

/** Account state of one namespace, every field of behaviour §3. */
export interface AccountState {
  caipAddress?: CaipAddress;
  address?: string;
  /** Native balance as a decimal string. */
  balance?: string;
  balanceSymbol?: string;
  profileName?: string | null;
  profileImage?: string | null;
  user?: { email?: string | null; username?: string | null };
  tokenBalance: readonly AccountTokenBalance[];
  status: AccountStatus;
  preferredAccountType?: ConnectionAccountType;
  smartAccountDeployed: boolean;
  socialProvider?: string;
  /** Names the host gives addresses (address → label). */
  addressLabels: Readonly<Record<string, string>>;
  connectedWalletInfo?: ConnectedWalletInfo;
}

/** A namespace's account before any wallet: disconnected, with the namespace's default account type. */
export function initialAccountState(namespace: ChainNamespace): AccountState {
  return {
    tokenBalance: [],
    preferredAccountType: defaultAccountType(namespace),
    status: "disconnected",
    smartAccountDeployed: false,
    addressLabels: {},
  };
}

/**
 * Behaviour §4 "Reset account": clears address, balance, profile and tokens and
 * sets the status to disconnected. Preferences that outlive a session
 * (preferred account type, address labels) stay.
 */
export function resetAccount(state: AccountState): AccountState {
  return {
    ...state,
    caipAddress: undefined,
    address: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    profileName: undefined,
    profileImage: undefined,
    tokenBalance: [],
    smartAccountDeployed: false,
    status: "disconnected",
  };
}

/**
 * Behaviour §4 "Disconnect clears account, … user, wallet info": a reset plus
 * everything tied to the wallet that just left.
 */
export function disconnectedAccount(state: AccountState): AccountState {
  return {
    ...resetAccount(state),
    user: undefined,
    socialProvider: undefined,
    connectedWalletInfo: undefined,
  };
}
