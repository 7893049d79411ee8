import { Verify } from "@walletconnect/core";

/**
 * The SDK's Verify step, answered locally.
 *
 * Before it publishes a session proposal (and so before the pairing URI is
 * handed out), the SDK's `Verify.register` loads a hidden iframe from
 * verify.walletconnect.org to have WalletConnect attest the page's origin,
 * and gives up after 5 s: offline, on a local relay, or behind a blocker,
 * every QR code waited those 5 s. `Verify.resolve` fetches attestations and
 * the service's public key from the same host. The SDK offers no switch for
 * either: Core takes no Verify URL (the v3 URL is a constant), the
 * metadata's `verifyUrl` only tells wallets where to resolve (and only
 * WalletConnect's own hosts are trusted), and its bypass is for the SDK's
 * own test runs (`IS_VITEST`).
 *
 * The attestation is worth nothing here anyway: it speaks for an origin
 * registered with WalletConnect's Verify service, to wallets that ask that
 * same service, and a self-hosted Foyer on its own relay has neither; Foyer
 * also promises to call no one but the configured relay and its own server.
 * So `register` answers "no attestation" at once (what the SDK sends itself
 * when the service is unreachable), and `resolve` finds nothing, which leaves
 * a peer's request UNKNOWN (the SDK's answer when no attestation exists).
 */
export class LocalVerify extends Verify {
  override register: Verify["register"] = async () => "";
  // The SDK's own resolve answers undefined when there is nothing to resolve;
  // its declared type does not say so.
  override resolve = (async () => undefined) as unknown as Verify["resolve"];
}
