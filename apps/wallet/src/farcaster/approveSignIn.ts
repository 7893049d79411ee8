import { createWalletClient, viemConnector } from "@farcaster/auth-client";
import { privateKeyToAccount } from "viem/accounts";
import type { FarcasterAccount, FarcasterConfig } from "./farcasterConfig.js";
import type { SignInRequest } from "./signInUrl.js";

export class FarcasterApprovalError extends Error {
  override name = "FarcasterApprovalError";
}

/**
 * Approves a sign-in as a Farcaster client does: builds the SIWF message (EIP-4361, statement
 * "Farcaster Auth", chain 10, resource `farcaster://fid/<fid>`) for the app's domain and nonce,
 * signs it with the fid's custody key, and completes the relay channel with it.
 */
export async function approveSignIn(
  config: FarcasterConfig,
  account: FarcasterAccount,
  request: SignInRequest,
): Promise<void> {
  const custody = privateKeyToAccount(account.custodyPrivateKey);
  const client = createWalletClient({
    relay: config.relayUrl,
    ethereum: viemConnector({ rpcUrl: config.rpcUrl }),
  });
  const built = client.buildSignInMessage({
    address: custody.address,
    fid: account.fid,
    uri: request.siweUri,
    domain: request.domain,
    nonce: request.nonce,
    ...(request.notBefore ? { notBefore: new Date(request.notBefore) } : {}),
    ...(request.expirationTime ? { expirationTime: new Date(request.expirationTime) } : {}),
    ...(request.requestId ? { requestId: request.requestId } : {}),
  });
  if (built.isError) {
    throw new FarcasterApprovalError(built.error?.message ?? "Could not build the message");
  }
  const signature = await custody.signMessage({ message: built.message });
  const result = await client.authenticate({
    channelToken: request.channelToken,
    authKey: config.authKey,
    message: built.message,
    signature,
    fid: account.fid,
    username: account.username,
    displayName: account.displayName,
    bio: "",
    pfpUrl: "",
  });
  if (result.isError) {
    throw new FarcasterApprovalError(
      `The relay could not be reached (${result.error?.message ?? "unknown error"})`,
    );
  }
  if (result.response.status !== 201) {
    throw new FarcasterApprovalError(
      result.response.status === 401
        ? "The relay does not know this sign-in any more (expired or used)"
        : `The relay refused the approval (${result.response.status})`,
    );
  }
}
