import { createAppClient } from "@farcaster/auth-client";
import { type Hex, isHex, zeroAddress } from "viem";
import { parseSiweMessage } from "viem/siwe";
import type { AuthRefusalCode } from "../errors.js";
import type { FarcasterRegistry } from "./farcasterRegistry.js";

/** A refused Sign In With Farcaster message: the refusal the frame gets, and why (for the log). */
export class FarcasterSignInRefused extends Error {
  override name = "FarcasterSignInRefused";
  constructor(
    readonly code: AuthRefusalCode,
    readonly reason: string,
  ) {
    super(reason);
  }
}

export interface SignInCheck {
  /** The SIWF message and signature as the Farcaster client sent them through the relay. */
  message: string;
  signature: string;
  /** The fid the relay says signed; it must be the message's. */
  fid: number;
  /** This sign-in's nonce and the domain the message must name (this server's host). */
  nonce: string;
  domain: string;
}

const FID_RESOURCE = /^farcaster:\/\/fid\/([1-9]\d*)\/?$/;

/**
 * Checks a SIWF message (EIP-4361 with a `farcaster://fid/<fid>` resource) as Farcaster's auth
 * client does — statement, chain, expiry, signature, and the signer holding the fid in the
 * IdRegistry (`idOf`) — after our own checks of domain, nonce and registration, which give each
 * refusal a clear reason. Resolves with the fid; rejects with {@link FarcasterSignInRefused}.
 */
export async function verifyFarcasterSignIn(
  check: SignInCheck,
  registry: FarcasterRegistry,
): Promise<{ fid: number }> {
  if (!isHex(check.signature)) {
    throw new FarcasterSignInRefused("FARCASTER_MESSAGE_INVALID", "signature is not hex");
  }
  let parsed: ReturnType<typeof parseSiweMessage>;
  try {
    parsed = parseSiweMessage(check.message);
  } catch {
    throw new FarcasterSignInRefused("FARCASTER_MESSAGE_INVALID", "not an EIP-4361 message");
  }
  if (parsed.domain !== check.domain) {
    throw new FarcasterSignInRefused("FARCASTER_DOMAIN_MISMATCH", `domain ${parsed.domain}`);
  }
  if (parsed.nonce !== check.nonce) {
    throw new FarcasterSignInRefused("FARCASTER_NONCE_MISMATCH", "nonce of another sign-in");
  }
  const fids = (parsed.resources ?? []).flatMap((r) => FID_RESOURCE.exec(r)?.[1] ?? []);
  if (fids.length !== 1 || Number(fids[0]) !== check.fid) {
    throw new FarcasterSignInRefused(
      "FARCASTER_MESSAGE_INVALID",
      "fid resource missing or not the relay's",
    );
  }
  const fid = BigInt(check.fid);
  const custody = await registry.custodyOf(fid).catch((error: unknown) => {
    throw new FarcasterSignInRefused("FARCASTER_CHAIN_UNAVAILABLE", describe(error));
  });
  if (custody === zeroAddress) {
    throw new FarcasterSignInRefused("FARCASTER_FID_UNREGISTERED", `fid ${fid} has no custody`);
  }
  const client = createAppClient({
    ethereum: {
      getFid: (address) => registry.idOf(address),
      // Only the custody address signs in here; auth addresses (KeyRegistry) are not accepted.
      isValidAuthAddress: async () => false,
      publicClient: registry.publicClient,
    },
  });
  const result = await client.verifySignInMessage({
    nonce: check.nonce,
    domain: check.domain,
    message: check.message,
    signature: check.signature as Hex,
    acceptAuthAddress: false,
  });
  if (result.isError) {
    const errCode = result.error?.errCode;
    const message = result.error?.message ?? "not verified";
    if (errCode === "unauthorized") {
      throw new FarcasterSignInRefused("FARCASTER_NOT_CUSTODY", message);
    }
    if (errCode === "bad_request.validation_failure") {
      throw new FarcasterSignInRefused("FARCASTER_MESSAGE_INVALID", message);
    }
    throw new FarcasterSignInRefused("FARCASTER_CHAIN_UNAVAILABLE", message);
  }
  if (result.fid !== check.fid) {
    throw new FarcasterSignInRefused("FARCASTER_MESSAGE_INVALID", "verified fid differs");
  }
  return { fid: check.fid };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.name : "unknown error";
}
