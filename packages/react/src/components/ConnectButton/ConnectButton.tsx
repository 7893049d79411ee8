import type { AccountStatus, CaipNetwork } from "@foyer/core";
import { lazy, type ReactNode, Suspense, useMemo } from "react";
import { useFollowBalances } from "../../hooks/useFollowBalances.js";
import { useFoyer } from "../../hooks/useFoyer.js";
import { useFoyerAccount } from "../../hooks/useFoyerAccount.js";
import { useFoyerNetwork } from "../../hooks/useFoyerNetwork.js";
import { useLocale, useShellMessages } from "../../i18n/catalogueContext.js";
import { preloadModalDialog } from "../../modal/modalDialogChunk.js";
import { type DisplayAccount, displayAccount } from "./connectButtonState.js";

/** Everything a custom connect button needs, handed to `ConnectButton.Custom`'s child. */
export interface ConnectButtonRenderState {
  status: AccountStatus;
  isConnected: boolean;
  /** Set while an account is connected, or reconnecting to last visit's account. */
  account: DisplayAccount | undefined;
  network: CaipNetwork | undefined;
  openConnectModal(): void;
  openAccountModal(): void;
  openNetworkModal(): void;
}

/** The headless connect button: state and actions, no markup. */
function ConnectButtonCustom({
  children,
}: {
  children: (state: ConnectButtonRenderState) => ReactNode;
}) {
  const foyer = useFoyer();
  const account = useFoyerAccount();
  const locale = useLocale();
  const { network } = useFoyerNetwork();
  // The button shows the balance: it follows funds received, not only the account's own sends.
  useFollowBalances(account.isConnected);
  const state = useMemo<ConnectButtonRenderState>(
    () => ({
      status: account.status,
      isConnected: account.isConnected,
      // While reconnecting, an address is last visit's account (createFoyer's `ssr`):
      // showing it keeps the server's HTML and a returning visitor's first paint alike.
      account:
        account.address && (account.isConnected || account.status === "reconnecting")
          ? displayAccount({
              address: account.address,
              profileName: account.profileName,
              profileImage: account.profileImage,
              balance: account.balance,
              balanceSymbol: account.balanceSymbol,
              locale,
            })
          : undefined,
      network,
      openConnectModal: () => foyer.open(),
      openAccountModal: () => foyer.open({ view: "Account" }),
      openNetworkModal: () => foyer.open({ view: "Networks" }),
    }),
    [foyer, account, network, locale],
  );
  return <>{children(state)}</>;
}

/**
 * The modal's chunk loads at idle after the page's load; a pointer on the button
 * or focus on it (a click is near) starts it now if idle has not come yet.
 */
function preload(): void {
  preloadModalDialog().catch(() => undefined);
}

/**
 * The network button loads with its first connected render, off the page's first load (a
 * visitor who never connects never loads it).
 */
const NetworkButton = lazy(() => import("./NetworkButton.js"));

/**
 * The default connect button, built on `ConnectButton.Custom`: "Connect
 * wallet" until connected, then the network (icon and name, to switch) beside
 * the balance and truncated address. It renders in the host page, so it
 * carries class names for the host to style.
 */
export function ConnectButton() {
  const messages = useShellMessages();
  return (
    <ConnectButtonCustom>
      {(state) =>
        state.account ? (
          <>
            {state.network ? (
              <Suspense fallback={null}>
                <NetworkButton network={state.network} onClick={state.openNetworkModal} />
              </Suspense>
            ) : null}
            <button
              type="button"
              className="foyer-connect-button foyer-connect-button--connected"
              onClick={state.openAccountModal}
              onPointerEnter={preload}
              onFocus={preload}
            >
              {state.account.displayBalance ? (
                <span className="foyer-connect-button__balance">
                  {state.account.displayBalance}{" "}
                </span>
              ) : null}
              <span className="foyer-connect-button__address">{state.account.displayName}</span>
            </button>
          </>
        ) : (
          <button
            type="button"
            className="foyer-connect-button"
            onClick={state.openConnectModal}
            onPointerEnter={preload}
            onFocus={preload}
          >
            {state.status === "connecting" || state.status === "reconnecting"
              ? messages.connecting
              : messages.connectWallet}
          </button>
        )
      }
    </ConnectButtonCustom>
  );
}

ConnectButton.Custom = ConnectButtonCustom;
