import type { ChainNamespace } from "@foyer/core";
import { normalizeWalletSearch, type WalletListingEntry } from "@foyer/core/internal";
import { useEffect, useId, useState } from "react";
import { Spinner } from "../../components/Spinner/Spinner.js";
import { StatusMessage } from "../../components/StatusMessage/StatusMessage.js";
import { useFoyer } from "../../hooks/useFoyer.js";
import { useStore } from "../../hooks/useStore.js";
import { useWalletList, useWalletStoreInstance } from "../../hooks/useWalletStore.js";
import { useMessages } from "../../i18n/MessagesContext.js";
import { prepareWalletChoice } from "../../modal/pairingViews.js";
import { WalletRows } from "./WalletRows.js";
import { loadFirstPage, toggleNamespace } from "./walletListRules.js";

/**
 * Every wallet of the registry: a virtualised list paged 40 at a time, a
 * search, and namespace chips when the app spans several namespaces.
 */
export function AllWallets() {
  const foyer = useFoyer();
  const messages = useMessages();
  const store = useWalletStoreInstance();
  const wallets = useWalletList((s) => s.wallets);
  const results = useWalletList((s) => s.search);
  const page = useWalletList((s) => s.page);
  const filter = useWalletList((s) => s.namespaceFilter);
  const networks = useStore(foyer.stores.networks.store, (s) => s.networks);
  const available = Object.keys(networks) as ChainNamespace[];
  const [query, setQuery] = useState("");
  const [searching, setSearching] = useState(false);
  const searchId = useId();
  const term = normalizeWalletSearch(query);

  useEffect(() => {
    // A failed page leaves the list as it is; scrolling back down tries again.
    if (store && page === 0) loadFirstPage(store).catch(() => {});
  }, [store, page]);

  useEffect(() => {
    if (!store) return;
    if (term === "") {
      store.clearSearch();
      setSearching(false);
      return;
    }
    let current = true;
    setSearching(true);
    // The store waits at least 300 ms and drops answers to older queries.
    store
      .search(term)
      .catch(() => {})
      .finally(() => {
        if (current) setSearching(false);
      });
    return () => {
      current = false;
    };
  }, [store, term]);

  if (!store) return <StatusMessage title={messages.noWalletsFound} />;
  const choiceOf = (wallet: WalletListingEntry) => ({
    id: wallet.id,
    name: wallet.name,
    ...(wallet.rdns ? { rdns: wallet.rdns } : {}),
  });
  const choose = (wallet: WalletListingEntry) => foyer.chooseWallet(choiceOf(wallet));
  // A wallet reached by pairing starts WalletConnect as the visitor points at it.
  const interest = (wallet: WalletListingEntry) => prepareWalletChoice(foyer, choiceOf(wallet));

  return (
    <>
      <label htmlFor={searchId} className="section-label">
        {messages.searchWallets}
      </label>
      <input
        id={searchId}
        className="search"
        type="search"
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {available.length > 1 ? (
        <fieldset className="chips" style={{ border: 0, padding: 0 }}>
          <legend className="section-label">{messages.filterByNetwork}</legend>
          {available.map((namespace) => (
            <button
              key={namespace}
              type="button"
              className="chip"
              aria-pressed={filter === undefined || filter.includes(namespace)}
              onClick={() =>
                store.setNamespaceFilter(toggleNamespace(filter, available, namespace), available)
              }
            >
              {messages.namespaceName(namespace)}
            </button>
          ))}
        </fieldset>
      ) : null}
      {term !== "" ? (
        searching ? (
          <div className="center">
            <Spinner label={messages.searching} />
          </div>
        ) : results.length === 0 ? (
          <StatusMessage title={messages.noSearchResults(query.trim())} />
        ) : (
          <WalletRows wallets={results} onChoose={choose} onInterest={interest} />
        )
      ) : wallets.length === 0 ? (
        <div className="center">
          <Spinner label={messages.loading} />
        </div>
      ) : (
        <WalletRows
          wallets={wallets}
          onChoose={choose}
          onInterest={interest}
          onNearEnd={() => store.fetchNextPage()}
        />
      )}
    </>
  );
}
