import type { Hex } from "viem";
import type { AuthApi } from "../api/authApi.js";
import { frameText, WalletFrameError } from "../errors/walletFrameError.js";
import { combineShares } from "./keyShares.js";

export interface KeyExportDeps {
  api: AuthApi;
  session: () => { token: string | undefined; address: string | undefined };
}

/**
 * How the user proves it is them before the key shows: an email user with a code mailed for
 * the export; a social or Farcaster user (no email) with a sign-in of the last few minutes.
 */
export type ExportProof = "code" | "recentSignIn";

/**
 * Key export after a fresh proof: for an email user the server mails a code for this purpose
 * and session only, and only that code releases the recovery share (a fresh login does not);
 * for a social or Farcaster user, only a session signed in within minutes does. The key is rebuilt here from the server's auth share and that
 * recovery share and checked against the wallet's address — so what the user
 * writes down is provably the wallet's key.
 */
export function createKeyExport(deps: KeyExportDeps) {
  function session() {
    const { token, address } = deps.session();
    if (!token || !address) {
      throw new WalletFrameError(frameText("signInToExport"), { code: "NOT_SIGNED_IN" });
    }
    return { token, address };
  }
  return {
    /** Which proof this user gives (the server's record of the user decides). */
    async proof(): Promise<ExportProof> {
      const me = await deps.api.me(session().token);
      return me.email === null ? "recentSignIn" : "code";
    },
    async sendCode(): Promise<void> {
      await deps.api.exportCode(session().token);
    },
    /**
     * The key, once the code is right (no code: the recent sign-in); a wrong code or an old
     * sign-in rejects with the server's message.
     */
    async unlock(otp: string | undefined): Promise<Hex> {
      const { token, address } = session();
      const recoveryShare = await deps.api.exportShare(token, otp);
      const { authShare } = await deps.api.authShare(token);
      return combineShares(authShare, recoveryShare, address);
    },
  };
}

export type KeyExport = ReturnType<typeof createKeyExport>;
