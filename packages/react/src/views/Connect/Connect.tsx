import { legalConsentRequired, offeredWhenAdding } from "@foyer/core/internal";
import { Fragment, Suspense, useEffect, useMemo } from "react";
import { StatusMessage } from "../../components/StatusMessage/StatusMessage.js";
import { useConnectors } from "../../hooks/useConnectors.js";
import { useFeatures } from "../../hooks/useFeatures.js";
import { useFoyer } from "../../hooks/useFoyer.js";
import { useStore } from "../../hooks/useStore.js";
import { useWalletList, useWalletStoreInstance } from "../../hooks/useWalletStore.js";
import { useLocale } from "../../i18n/catalogueContext.js";
import { useMessages } from "../../i18n/MessagesContext.js";
import { prepareWalletChoice } from "../../modal/pairingViews.js";
import { connectSections } from "./connectSections.js";
import { EmailSection } from "./EmailSection.js";
import { LegalCheckbox } from "./LegalCheckbox.js";
import { prepareWalletList } from "./prepareWalletList.js";
import { SocialSectionView } from "./socialSectionView.js";
import { WalletRow } from "./WalletRow.js";
import { walletCountLabel } from "./walletCountLabel.js";
import { connectWalletEntries, showsNamespaceTags } from "./walletEntries.js";

/** What this build can render; email and social need an embedded wallet in the instance. */
const WALLET_ONLY = ["wallet"] as const;
const WITH_EMBEDDED = ["email", "social", "wallet"] as const;

/** The start view: the ways to connect, in the order the features give. */
export function Connect() {
  const foyer = useFoyer();
  const messages = useMessages();
  const features = useFeatures();
  const embedded = useStore(foyer.stores.embedded, (s) => s.available);
  const legal = useStore(foyer.stores.legal, (s) => s);
  const sections = connectSections(features, embedded ? WITH_EMBEDDED : WALLET_ONLY);
  // With the legal checkbox unticked, no way in works (a disabled fieldset
  // disables every button and field inside it; otherwise no attribute at all, since
  // happy-dom's fieldset, which the unit tests render in, mishandles disabled={false}).
  const blocked = legalConsentRequired(features.legalCheckbox, legal);
  // With email, under its field; without it, where the embedded wallet's first section goes.
  const passkeyAt = embedded && features.passkey ? passkeyIndex(sections) : -1;
  return (
    <>
      <LegalCheckbox />
      <fieldset className="connect-methods" disabled={blocked || undefined}>
        {sections.map((section, index) => (
          <Fragment key={section}>
            {index === passkeyAt ? <PasskeyButton /> : null}
            {section === "wallet" ? (
              <WalletSection />
            ) : section === "email" ? (
              <EmailSection />
            ) : (
              // Loaded at idle (warmUpConnectView); an open before that shows the rest meanwhile.
              <Suspense fallback={null}>
                <SocialSectionView.Component />
              </Suspense>
            )}
          </Fragment>
        ))}
        {passkeyAt === sections.length ? <PasskeyButton /> : null}
      </fieldset>
      <p className="center-text muted">
        {messages.newToWallets}{" "}
        <button
          type="button"
          className="link"
          onClick={() => foyer.stores.router.push({ view: "WhatIsAWallet" })}
        >
          {messages.whatIsAWallet}
        </button>
      </p>
    </>
  );
}

/** Where "Continue with a passkey" goes among the sections: right after email, else before social. */
export function passkeyIndex(sections: readonly string[]): number {
  const email = sections.indexOf("email");
  if (email >= 0) return email + 1;
  const social = sections.indexOf("social");
  return social >= 0 ? social : sections.length;
}

/** Opens ConnectingPasskey, where the wallet's frame shows its passkey screen. */
function PasskeyButton() {
  const foyer = useFoyer();
  const messages = useMessages();
  return (
    <button
      type="button"
      className="secondary passkey-button"
      onClick={() => foyer.stores.router.push({ view: "ConnectingPasskey" })}
    >
      {messages.passkeyContinue}
    </button>
  );
}

function WalletSection() {
  const foyer = useFoyer();
  const messages = useMessages();
  const locale = useLocale();
  const connectors = useConnectors();
  const recentWallets = useStore(foyer.stores.connection, (s) => s.recentWallets);
  const walletStore = useWalletStoreInstance();
  const featured = useWalletList((s) => s.featured);
  const recommended = useWalletList((s) => s.recommended);
  const count = useWalletList((s) => s.count);
  const registry = foyer.services?.registry;

  useEffect(() => {
    // Usually done already at idle after start-up (warmUpConnectView); cheap then.
    if (walletStore) prepareWalletList(walletStore, connectors, recentWallets);
  }, [walletStore, connectors, recentWallets]);

  // Adding a wallet to one namespace (ProfileWallets): only wallets that can join it are offered.
  const addingTo = useStore(foyer.stores.connection, (s) => s.addingWalletTo);
  const entries = useMemo(
    () =>
      connectWalletEntries({ recentWallets, connectors, featured, recommended }).filter((entry) =>
        offeredWhenAdding({ chain: entry.chain, ids: [entry.choice.id] }, connectors, addingTo),
      ),
    [recentWallets, connectors, featured, recommended, addingTo],
  );
  const countLabel = walletCountLabel(count, locale);

  if (entries.length === 0 && !walletStore) {
    return <StatusMessage title={messages.noWalletsFound} body={messages.noWalletsFoundBody} />;
  }
  const namespaceTags = showsNamespaceTags(entries);
  return (
    <ul className="list">
      {entries.map((entry) => (
        <li key={entry.key}>
          <WalletRow
            name={entry.name}
            imageUrl={
              entry.imageUrl ??
              (entry.imageId && registry ? registry.walletImageUrl(entry.imageId) : undefined)
            }
            tag={
              <>
                {namespaceTags && entry.chain ? (
                  <span className="tag">{messages.namespaceName(entry.chain)}</span>
                ) : null}
                {entry.tag === "recent" ? (
                  <span className="tag accent">{messages.recent}</span>
                ) : entry.tag === "installed" ? (
                  <span className="tag">{messages.installed}</span>
                ) : null}
              </>
            }
            onSelect={() => foyer.chooseWallet(entry.choice)}
            // A wallet reached by pairing starts WalletConnect here, not when the modal opened.
            onInterest={() => prepareWalletChoice(foyer, entry.choice)}
          />
        </li>
      ))}
      {walletStore ? (
        <li>
          <button
            type="button"
            // Its "⋯" mark is drawn by the stylesheet (`.all-wallets::before`), left out of its name.
            className="row wallet-row all-wallets"
            onClick={() => foyer.stores.router.push({ view: "AllWallets" })}
          >
            {messages.allWallets}
            {/* The name comes from the visible text, so what a voice user reads is what they say. */}
            {countLabel ? <span className="tag">{countLabel}</span> : null}
          </button>
        </li>
      ) : null}
    </ul>
  );
}
