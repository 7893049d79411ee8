import {
  isSwapChain,
  shortenEmail,
  truncateAddress,
  type WalletFeature,
} from "@foyer/core/internal";
import { Fragment, type ReactNode, useId } from "react";
import { displayBalance } from "../../components/ConnectButton/connectButtonState.js";
import { networkImageUrl } from "../../components/NetworkImage/networkImageUrl.js";
import { SocialIcon } from "../../components/SocialIcon/SocialIcon.js";
import { SOCIAL_STYLES } from "../../components/SocialIcon/socialStyles.js";
import { StatusMessage } from "../../components/StatusMessage/StatusMessage.js";
import { useFeatures } from "../../hooks/useFeatures.js";
import { useFollowBalances } from "../../hooks/useFollowBalances.js";
import { isNotServed, useServedNetworks } from "../../hooks/useServedNetworks.js";
import { useStore } from "../../hooks/useStore.js";
import { useNamesMessages } from "../../i18n/useNamesMessages.js";
import { useSocialMessages } from "../../i18n/useSocialMessages.js";
import { ShadowStyle } from "../../modal/shadowStyles.js";
import { copyWithToast } from "../copyWithToast.js";
import { useAccountScreen } from "../useAccountScreen.js";
import { ViewButton } from "../ViewButton.js";
import { AccountTabs } from "./AccountTabs.js";
import { ACCOUNT_CSS } from "./accountCss.js";
import { BitcoinAccounts } from "./BitcoinAccounts.js";
import { explorerAddressUrl } from "./explorerLink.js";

/** The connected account: identity, balance, network, copy/explorer/disconnect, and its tabs. */
export function Account() {
  const { foyer, account, network, locale, messages, wallet } = useAccountScreen();
  const swapNoteId = useId();
  const features = useFeatures();
  const social = useSocialMessages();
  const names = useNamesMessages();
  const served = useServedNetworks();
  const keyExport = useStore(foyer.stores.embedded, (s) => s.keyExport);
  const smartAccounts = useStore(foyer.stores.embedded, (s) => s.smartAccounts);
  const address = account.address;
  // The header shows the balance: it follows funds received while the view is open.
  useFollowBalances(address !== undefined);
  if (!address) return <StatusMessage title={messages.connectWallet} />;

  const shortAddress = truncateAddress(address);
  const balance = displayBalance(account.balance, account.balanceSymbol, locale);
  const explorer = explorerAddressUrl(network, address);
  const networkImage = network ? networkImageUrl(network, foyer.services?.registry) : undefined;

  const copy = (text: string) =>
    copyWithToast(foyer.stores.toast, text, {
      copied: messages.addressCopied,
      failed: messages.copyFailed,
    });

  /**
   * Behaviour §4 switch, offered for the embedded wallet (email, social, Farcaster or passkey) on a
   * network with smart accounts; the frame then acts as the other account and the dApp hears
   * accountsChanged.
   */
  const chainNumber = network?.caipNetworkId.startsWith("eip155:")
    ? Number(network.caipNetworkId.slice("eip155:".length))
    : undefined;
  const canSwitchType =
    account.walletInfo?.type === "AUTH" &&
    chainNumber !== undefined &&
    smartAccounts.enabledNetworks.includes(chainNumber);
  const switchTarget = account.accountType === "smartAccount" ? "eoa" : "smartAccount";

  async function switchAccountType() {
    await foyer.email.switchAccountType(switchTarget);
    const { error } = foyer.stores.embedded.getState().smartAccounts;
    if (error) foyer.stores.toast.showError(error);
  }

  /** The outcome as a toast: it belongs to this click, not to the account. */
  async function exportKey() {
    await foyer.email.exportKey();
    const { error, outcome } = foyer.stores.embedded.getState().keyExport;
    if (error) foyer.stores.toast.showError(error);
    else if (outcome === "done") foyer.stores.toast.showSuccess(messages.exportKeyDone);
  }

  const open = (view: "Onramp" | "Swap" | "Receive" | "WalletSend") => () =>
    foyer.stores.router.push({ view });
  const walletActions: Record<WalletFeature, ReactNode> = {
    onramp:
      features.onramp && network?.caipNetworkId.startsWith("eip155:") ? (
        <button type="button" className="primary" onClick={open("Onramp")}>
          {wallet.buy}
        </button>
      ) : null,
    swaps:
      features.swaps && isSwapChain(network?.caipNetworkId) ? (
        <button type="button" className="primary" onClick={open("Swap")}>
          {wallet.swap}
        </button>
      ) : features.swaps && network?.caipNetworkId.startsWith("eip155:") ? (
        // An EVM network without the swap router: Swap stays in its place and says why.
        <button
          type="button"
          className="primary"
          disabled
          title={wallet.swapUnavailable(network.name)}
          aria-describedby={swapNoteId}
        >
          {wallet.swap}
        </button>
      ) : null,
    receive: features.receive ? (
      <button type="button" className="primary" onClick={open("Receive")}>
        {wallet.receive}
      </button>
    ) : null,
    send: features.send ? (
      <button type="button" className="primary" onClick={open("WalletSend")}>
        {wallet.send}
      </button>
    ) : null,
  };

  return (
    <>
      <ShadowStyle css={ACCOUNT_CSS} />
      <div className="center">
        {account.profileImage ? (
          <img
            className="avatar"
            src={account.profileImage}
            alt={messages.avatarAlt(account.profileName ?? shortAddress)}
          />
        ) : (
          <span className="avatar" aria-hidden="true" />
        )}
        <p className="address" title={address}>
          {account.profileName ?? shortAddress}
        </p>
        {account.profileName ? <p className="muted">{shortAddress}</p> : null}
        {/* An email wallet names its login address (behaviour §9: over 30 characters shortened). */}
        {account.email ? (
          <p className="muted" title={account.email}>
            {shortenEmail(account.email)}
          </p>
        ) : null}
        {/* A social wallet names its provider's username instead, with the provider's mark. */}
        {account.social ? <ShadowStyle css={SOCIAL_STYLES} /> : null}
        {account.social ? (
          <p
            className="muted identity"
            title={social.socialSignedInWith(social.socialProviderNames[account.social.provider])}
          >
            <SocialIcon provider={account.social.provider} />
            <span className="visually-hidden">
              {social.socialSignedInWith(social.socialProviderNames[account.social.provider])}:{" "}
            </span>
            {shortenEmail(account.social.username)}
          </p>
        ) : null}
        <p className="muted" data-testid="account-balance">
          {balance ?? messages.balanceUnavailable}
        </p>
        {network ? (
          <ViewButton
            view="Networks"
            className="badge"
            aria-label={`${messages.switchNetwork}: ${network.name}`}
          >
            {networkImage ? <img src={networkImage} alt="" width={16} height={16} /> : null}
            {network.name}
          </ViewButton>
        ) : null}
        {features.swaps &&
        network?.caipNetworkId.startsWith("eip155:") &&
        !isSwapChain(network.caipNetworkId) ? (
          <p className="muted" id={swapNoteId} style={{ margin: 0, fontSize: ".85em" }}>
            {wallet.swapUnavailable(network.name)}
          </p>
        ) : null}
        <div className="actions">
          {/* Buy, swaps (on a swap chain), receive and send, each when its feature is on, in
              the order the features give (behaviour §9: onramp, swaps, receive, send by default). */}
          {features.walletFeaturesOrder.map((feature) => (
            <Fragment key={feature}>{walletActions[feature]}</Fragment>
          ))}
          <button type="button" className="secondary" onClick={() => void copy(address)}>
            {messages.copyAddress}
          </button>
          {explorer ? (
            <a className="secondary" href={explorer.url} target="_blank" rel="noreferrer noopener">
              {messages.viewOnExplorer(explorer.name)}
            </a>
          ) : null}
          {/* behaviour §9: names are eip155 only; offered until the account has one. */}
          {foyer.names && chainNumber !== undefined && !account.profileName ? (
            <ViewButton view="RegisterAccountName" className="secondary">
              {names.chooseName}
            </ViewButton>
          ) : null}
          {/* An email wallet can change its address. */}
          {account.email ? (
            <ViewButton view="UpdateEmailWallet" className="secondary">
              {messages.updateEmail}
            </ViewButton>
          ) : null}
          {canSwitchType ? (
            <button
              type="button"
              className="secondary"
              disabled={smartAccounts.switching}
              onClick={() => void switchAccountType()}
            >
              {switchTarget === "eoa" ? messages.switchToEoa : messages.switchToSmartAccount}
            </button>
          ) : null}
          {/* What the smart account let others do without asking again, with revoke. */}
          {account.accountType === "smartAccount" && chainNumber !== undefined ? (
            <ViewButton view="Permissions" className="secondary">
              {wallet.permissions}
            </ViewButton>
          ) : null}
          {/* The frame shows the key after a fresh proof (an email code, or a social,
              Farcaster or passkey sign-in of the last minutes); this page only learns the outcome. */}
          {account.walletInfo?.type === "AUTH" ? (
            <button
              type="button"
              className="secondary"
              disabled={keyExport.open}
              onClick={() => void exportKey()}
            >
              {messages.exportKey}
            </button>
          ) : null}
          {/* The embedded wallet's passkeys: the frame lists, adds and removes them. */}
          {account.walletInfo?.type === "AUTH" && features.passkey ? (
            <button
              type="button"
              className="secondary"
              onClick={() => void foyer.passkey.managePasskeys()}
            >
              {messages.passkeys}
            </button>
          ) : null}
          {/* Every wallet of each namespace, to switch, add (multi-wallet) or let one go. */}
          <ViewButton view="ProfileWallets" className="secondary">
            {messages.connectedWallets}
          </ViewButton>
          <button
            type="button"
            className="secondary danger"
            onClick={() => {
              // Core clears local state whatever the wallet answers; a wallet failure is only reported.
              foyer.disconnect().catch(() => {});
            }}
          >
            {messages.disconnect}
          </button>
        </div>
      </div>
      {network?.chainNamespace === "bip122" ? (
        <BitcoinAccounts onCopy={(text) => void copy(text)} />
      ) : null}
      {network && isNotServed(served, network.caipNetworkId) ? (
        <p className="muted" role="status" data-testid="network-not-served">
          {messages.networkNotServedBody(network.name)}
        </p>
      ) : null}
      {account.email && keyExport.open ? (
        <p className="muted" role="status">
          {messages.exportKeyOpen}
        </p>
      ) : null}
      <AccountTabs />
    </>
  );
}
