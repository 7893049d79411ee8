/**
 * SDK types by derivation from @reown/walletkit, so this app depends on the
 * package it uses rather than on @walletconnect/types directly.
 */
import type { WalletKit, WalletKitTypes } from "@reown/walletkit";

export type Kit = InstanceType<typeof WalletKit>;
export type SessionProposal = WalletKitTypes.SessionProposal;
export type SessionRequest = WalletKitTypes.SessionRequest;
/** A one-click sign-in request (wc_sessionAuthenticate): connect and sign a SIWE message at once. */
export type SessionAuthenticate = WalletKitTypes.SessionAuthenticate;
export type Session = ReturnType<Kit["getActiveSessions"]>[string];
export type Namespaces = Session["namespaces"];
/** A sign-in request inside a session proposal (the dApp's `connect({ authentication })`). */
export type ProposalSignIn = NonNullable<
  NonNullable<SessionProposal["params"]["requests"]>["authentication"]
>[number];
/** What a wallet sends back with its approval for the proposal's requests (the CACAOs). */
export type ProposalResponses = NonNullable<
  Parameters<Kit["approveSession"]>[0]["proposalRequestsResponses"]
>;
