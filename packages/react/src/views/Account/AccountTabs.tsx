import { formatTokenAmount } from "@foyer/core";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { useActiveAccount } from "../../hooks/useActiveAccount.js";
import { useFeatures } from "../../hooks/useFeatures.js";
import { useMessages } from "../../i18n/MessagesContext.js";

type Tab = "tokens" | "nfts" | "activity";

/**
 * Tokens / NFTs / Activity. Tokens lists what the account store already holds;
 * NFTs and activity have no data source yet, so they say so plainly instead
 * of showing made-up rows.
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
        {selected === "tokens" ? <TokenList /> : null}
        {selected === "nfts" ? <p className="center muted">{messages.noNfts}</p> : null}
        {selected === "activity" ? <p className="center muted">{messages.noActivity}</p> : null}
      </div>
    </>
  );
}

function TokenList() {
  const messages = useMessages();
  const { account } = useActiveAccount();
  if (account.tokenBalance.length === 0) {
    return <p className="center muted">{messages.noTokens}</p>;
  }
  return (
    <ul className="list">
      {account.tokenBalance.map((token) => (
        <li key={`${token.chainId}:${token.address ?? "native"}`} className="row">
          <img className="wallet-image" src={token.iconUrl} alt="" />
          <span className="row-name">{token.name}</span>
          <span>
            {formatTokenAmount(token.quantity.numeric)} {token.symbol}
          </span>
        </li>
      ))}
    </ul>
  );
}
