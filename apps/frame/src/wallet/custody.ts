import type { Hex } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { isApiError } from "../api/apiError.js";
import type { AuthApi } from "../api/authApi.js";
import type { FrameStorage } from "../storage/frameState.js";
import { combineShares, ShareMismatchError, splitKey } from "./keyShares.js";

/** A signed-in user with the key in memory (never in storage, never on the wire). */
export interface UnlockedWallet {
  userId: string;
  /** Null for a social login's user, who has no email. */
  email: string | null;
  address: Hex;
  privateKey: Hex;
}

export interface CustodyDeps {
  api: AuthApi;
  storage: FrameStorage;
}

/**
 * Where the device share goes. With storage it stays in the frame's origin;
 * with storage blocked it would die with the page, so the contract's fallback
 * keeps it on the server, encrypted to this session only (route 8).
 */
async function keepDeviceShare(
  deps: CustodyDeps,
  token: string,
  userId: string,
  share: string,
): Promise<void> {
  deps.storage.setDeviceShare(userId, share);
  if (!deps.storage.persistent) await deps.api.putDeviceFallback(token, share);
}

async function findDeviceShare(
  deps: CustodyDeps,
  token: string,
  userId: string,
): Promise<string | undefined> {
  const local = deps.storage.deviceShare(userId);
  if (local) return local;
  if (deps.storage.persistent) return undefined;
  try {
    return await deps.api.getDeviceFallback(token);
  } catch (error) {
    // 404 / no fallback yet: this session has no share, recover instead.
    if (isApiError(error) && error.status === 404) return undefined;
    throw error;
  }
}

async function createWallet(
  deps: CustodyDeps,
  token: string,
  me: { id: string; email: string | null },
): Promise<UnlockedWallet> {
  const privateKey = generatePrivateKey();
  const { address } = privateKeyToAccount(privateKey);
  const shares = await splitKey(privateKey);
  // The server learns the wallet first: if that fails (WALLET_EXISTS from a
  // race with another tab), no orphan device share is left behind.
  await deps.api.createWallet(token, {
    address,
    authShare: shares.auth,
    recoveryShare: shares.recovery,
  });
  await keepDeviceShare(deps, token, me.id, shares.device);
  return { userId: me.id, email: me.email, address, privateKey };
}

/**
 * Contract item 7: no usable device share (fresh profile, or another device
 * re-split since). Auth + recovery share rebuild the key; a new split replaces
 * both server shares and gives this device its own share.
 * `otp` is the fresh code when the caller has one; right after /email/verify
 * the server counts that login as fresh and none is needed.
 */
export async function recoverWallet(
  deps: CustodyDeps,
  token: string,
  me: { id: string; email: string | null },
  address: string,
  otp: string | undefined,
): Promise<UnlockedWallet> {
  const { authShare } = await deps.api.authShare(token);
  const recoveryShare = await deps.api.recoveryShare(token, otp);
  const privateKey = await combineShares(authShare, recoveryShare, address);
  const shares = await splitKey(privateKey);
  await deps.api.reshare(token, {
    address,
    authShare: shares.auth,
    recoveryShare: shares.recovery,
  });
  await keepDeviceShare(deps, token, me.id, shares.device);
  return { userId: me.id, email: me.email, address: address as Hex, privateKey };
}

export type UnlockResult =
  | { status: "unlocked"; wallet: UnlockedWallet }
  /** The user has a wallet but this device cannot open it without a fresh code. */
  | { status: "needs-recovery"; me: { id: string; email: string | null }; address: string };

/**
 * After a login: create the wallet if the user has none, else rebuild it from
 * the device share and the auth share. `freshLogin` says the session was just
 * made by /email/verify, which the server counts as a fresh code for recovery.
 */
export async function unlockWallet(
  deps: CustodyDeps,
  token: string,
  freshLogin: boolean,
): Promise<UnlockResult> {
  const me = await deps.api.me(token);
  if (me.wallet === null) {
    try {
      return { status: "unlocked", wallet: await createWallet(deps, token, me) };
    } catch (error) {
      if (!isApiError(error, "WALLET_EXISTS")) throw error;
      return unlockWallet(deps, token, freshLogin);
    }
  }
  const { address } = me.wallet;
  const deviceShare = await findDeviceShare(deps, token, me.id);
  if (deviceShare) {
    const { authShare } = await deps.api.authShare(token);
    try {
      const privateKey = await combineShares(deviceShare, authShare, address);
      return {
        status: "unlocked",
        wallet: { userId: me.id, email: me.email, address: address as Hex, privateKey },
      };
    } catch (error) {
      if (!(error instanceof ShareMismatchError)) throw error;
      // Stale share: another device re-split the key. Recover like a fresh profile.
    }
  }
  if (!freshLogin) return { status: "needs-recovery", me, address };
  return { status: "unlocked", wallet: await recoverWallet(deps, token, me, address, undefined) };
}
