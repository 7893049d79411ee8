import type { Hex } from "viem";
import type { AuthApi } from "../api/authApi.js";
import { WALLET_FRAME_MESSAGES, WalletFrameError } from "../errors/walletFrameError.js";
import { combineShares } from "./keyShares.js";

export interface KeyExportDeps {
  api: AuthApi;
  session: () => { token: string | undefined; address: string | undefined };
}

/**
 * Key export after a fresh code: the server mails a code for this purpose and
 * session only, and only that code releases the recovery share (a fresh login
 * does not). The key is rebuilt here from the server's auth share and that
 * recovery share and checked against the wallet's address — so what the user
 * writes down is provably the wallet's key.
 */
export function createKeyExport(deps: KeyExportDeps) {
  function session() {
    const { token, address } = deps.session();
    if (!token || !address) {
      throw new WalletFrameError(WALLET_FRAME_MESSAGES.signInToExport, { code: "NOT_SIGNED_IN" });
    }
    return { token, address };
  }
  return {
    async sendCode(): Promise<void> {
      await deps.api.exportCode(session().token);
    },
    /** The key, once the code is right; a wrong code rejects with the server's message. */
    async unlock(otp: string): Promise<Hex> {
      const { token, address } = session();
      const recoveryShare = await deps.api.exportShare(token, otp);
      const { authShare } = await deps.api.authShare(token);
      return combineShares(authShare, recoveryShare, address);
    },
  };
}

export type KeyExport = ReturnType<typeof createKeyExport>;
