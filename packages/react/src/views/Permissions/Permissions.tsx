import {
  isUserRejection,
  permissionStatus,
  type SessionPermission,
  summarizePermission,
  truncateAddress,
} from "@foyer/core/internal";
import { useState } from "react";
import { StatusMessage } from "../../components/StatusMessage/StatusMessage.js";
import { useFoyerProvider } from "../../hooks/useFoyerProvider.js";
import { ShadowStyle } from "../../modal/shadowStyles.js";
import { useTokenBalances } from "../Account/tabs/TokensTab/useTokenBalances.js";
import { useAccountScreen } from "../useAccountScreen.js";
import { permissionText } from "./permissionText.js";
import { usePermissions } from "./usePermissions.js";

const PERMISSIONS_CSS = `
.permissions{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px;text-align:start}
.permission{display:flex;align-items:center;gap:12px;padding:10px 12px;border:1px solid var(--foyer-border);border-radius:var(--foyer-radius-small)}
.permission-body{flex:1;min-width:0;display:flex;flex-direction:column;gap:2px}
.permission-body p{margin:0;overflow-wrap:anywhere}
.permission-state{font-size:.8em;padding:2px 8px;border-radius:999px;background:var(--foyer-surface);color:var(--foyer-muted)}
`;

/**
 * What the smart account let others do without asking again (ERC-7715 grants the server
 * lists): what each allows, the session key, until when, its state, and Revoke for the live
 * ones. Revoke goes through the connected wallet (`wallet_revokePermissions`), which asks the
 * person to approve, disables the delegation on chain and then tells the server.
 */
export function Permissions() {
  const { foyer, account, network, locale, messages, wallet } = useAccountScreen();
  const evm = useFoyerProvider("eip155");
  const tokens = useTokenBalances();
  const { state, reload } = usePermissions(account.address, network?.caipNetworkId);
  const [revoking, setRevoking] = useState<string | undefined>();

  if (!account.address) return <StatusMessage title={messages.connectWallet} />;
  if (state.status === "loading") {
    return <StatusMessage title={wallet.loadingPermissions} />;
  }
  if (state.status === "failed") {
    return (
      <div className="center">
        <StatusMessage title={wallet.permissionsFailed} />
        <button type="button" className="secondary" onClick={reload}>
          {messages.tryAgain}
        </button>
      </div>
    );
  }

  const held = tokens.status === "ready" ? tokens.balances : [];
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const now = Math.floor(Date.now() / 1000);

  async function revoke(permission: SessionPermission) {
    if (!evm) return;
    setRevoking(permission.pci);
    try {
      await evm.provider.request({
        method: "wallet_revokePermissions",
        params: [{ permissionsContext: permission.permissionsContext }],
      });
      foyer.stores.toast.showSuccess(wallet.permissionRevoked);
    } catch (error) {
      // Declining the approval is the person's choice, not a failure.
      if (!isUserRejection(error)) foyer.stores.toast.showError(wallet.revokeFailed);
    } finally {
      setRevoking(undefined);
      reload();
    }
  }

  return (
    <div className="center">
      <ShadowStyle css={PERMISSIONS_CSS} />
      <p className="muted">{wallet.permissionsIntro}</p>
      {state.permissions.length === 0 ? (
        <StatusMessage title={wallet.noPermissions} />
      ) : (
        <ul className="permissions" aria-label={wallet.permissions}>
          {state.permissions.map((permission) => {
            const status = permissionStatus(permission, now);
            const allows = permission.permissions
              .map((entry) => permissionText(summarizePermission(entry), network, held, wallet))
              .join(" · ");
            return (
              <li className="permission" key={permission.pci} data-testid="permission">
                <div className="permission-body">
                  <p>{allows || wallet.permissionOther("—")}</p>
                  <p className="muted">
                    {wallet.permissionSessionKey(truncateAddress(permission.signer))}
                  </p>
                  <p className="muted">
                    {wallet.permissionUntil(dates.format(permission.expiry * 1000))}
                  </p>
                </div>
                {status === "active" ? (
                  <button
                    type="button"
                    className="secondary"
                    disabled={revoking !== undefined || !evm}
                    aria-busy={revoking === permission.pci}
                    onClick={() => void revoke(permission)}
                  >
                    {revoking === permission.pci ? wallet.revoking : wallet.revoke}
                  </button>
                ) : (
                  <span className="permission-state">
                    {status === "revoked"
                      ? wallet.permissionRevokedState
                      : wallet.permissionExpired}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
