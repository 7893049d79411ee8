/**
 * SDK types by derivation from @reown/walletkit, so this app depends on the
 * package it uses rather than on @walletconnect/types directly.
 */
import type { WalletKit, WalletKitTypes } from "@reown/walletkit";

export type Kit = InstanceType<typeof WalletKit>;
export type SessionProposal = WalletKitTypes.SessionProposal;
export type SessionRequest = WalletKitTypes.SessionRequest;
export type Session = ReturnType<Kit["getActiveSessions"]>[string];
export type Namespaces = Session["namespaces"];
