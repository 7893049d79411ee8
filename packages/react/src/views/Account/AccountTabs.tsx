import { type KeyboardEvent, useId, useRef, useState } from "react";
import { useFeatures } from "../../hooks/useFeatures.js";
import { useMessages } from "../../i18n/MessagesContext.js";
import { ActivityTab } from "./tabs/ActivityTab/ActivityTab.js";
import { NftsTab } from "./tabs/NftsTab/NftsTab.js";
import { TokensTab } from "./tabs/TokensTab/TokensTab.js";

type Tab = "tokens" | "nfts" | "activity";

/**
 * Tokens / NFTs / Activity, each read from the provider server for the
 * active account and network.
 */
export function AccountTabs() {
  const messages = useMessages();
  const features = useFeatures();
  const tabs: Tab[] = features.activity ? ["tokens", "nfts", "activity"] : ["tokens", "nfts"];
  const [selected, setSelected] = useState<Tab>("tokens");
  const id = useId();
  const refs = useRef(new Map<Tab, HTMLButtonElement>());
  const label: Record<Tab, string> = {
    tokens: messages.tokens,
    nfts: messages.nfts,
    activity: messages.activity,
  };

  // Arrow keys move between tabs, as the ARIA tabs pattern expects.
  function onKeyDown(event: KeyboardEvent) {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = tabs[(tabs.indexOf(selected) + step + tabs.length) % tabs.length] ?? "tokens";
    setSelected(next);
    refs.current.get(next)?.focus();
  }

  return (
    <>
      <div className="tabs" role="tablist" aria-label={messages.accountTabs} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              if (element) refs.current.set(tab, element);
              else refs.current.delete(tab);
            }}
            type="button"
            role="tab"
            className="tab"
            id={`${id}-${tab}-tab`}
            aria-selected={tab === selected}
            aria-controls={`${id}-${tab}-panel`}
            tabIndex={tab === selected ? 0 : -1}
            onClick={() => setSelected(tab)}
          >
            {label[tab]}
          </button>
        ))}
      </div>
      <div
        className="panel"
        role="tabpanel"
        id={`${id}-${selected}-panel`}
        aria-labelledby={`${id}-${selected}-tab`}
      >
        {/* The tabs read the provider server (Account is already a lazy chunk). */}
        {selected === "tokens" ? <TokensTab /> : null}
        {selected === "nfts" ? <NftsTab /> : null}
        {selected === "activity" ? <ActivityTab /> : null}
      </div>
    </>
  );
}
