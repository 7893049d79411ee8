import type { Hex } from "viem";
import type { AuthApi } from "../api/authApi.js";
import { combineShares } from "./keyShares.js";

export interface KeyExportDeps {
  api: AuthApi;
  session: () => { token: string | undefined; address: string | undefined };
}

/**
 * Key export after a fresh code (contract item 7): the server mails a code,
 * and only a correct one releases the recovery share. The key shown is the one
 * the server's two shares rebuild, checked against the wallet's address — so
 * what the user writes down is provably the wallet's key.
 */
export function createKeyExport(deps: KeyExportDeps) {
  function session() {
    const { token, address } = deps.session();
    if (!token || !address) throw new Error("Sign in to export your key");
    return { token, address };
  }
  return {
    async sendCode(): Promise<void> {
      await deps.api.reauth(session().token);
    },
    async reveal(otp: string): Promise<Hex> {
      const { token, address } = session();
      const recoveryShare = await deps.api.recoveryShare(token, otp);
      const { authShare } = await deps.api.authShare(token);
      return combineShares(authShare, recoveryShare, address);
    },
  };
}

export type KeyExport = ReturnType<typeof createKeyExport>;
