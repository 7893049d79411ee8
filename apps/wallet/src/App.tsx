import { useState } from "react";
import { loadAccountIndex, saveAccountIndex } from "./accountChoice.js";
import { FarcasterPanel } from "./components/FarcasterPanel.js";
import { PairForm } from "./components/PairForm.js";
import { ProposalCard } from "./components/ProposalCard.js";
import { RequestCard } from "./components/RequestCard.js";
import { SessionList } from "./components/SessionList.js";
import { Settings } from "./components/Settings.js";
import { SignInCard } from "./components/SignInCard.js";
import type { WalletConfig } from "./config.js";
import type { DeepLink } from "./deepLink.js";
import { farcasterLinkOf } from "./farcaster/signInUrl.js";
import type { Kit } from "./sessionTypes.js";
import { devAccount } from "./signer.js";
import { useWallet } from "./useWallet.js";
import { signInRequests } from "./walletKit.js";

interface Props {
  config: WalletConfig;
  boot: Promise<Kit>;
  link: DeepLink;
}

const CONNECTION_TEXT = {
  starting: "Starting…",
  connected: "Connected to the relay",
  idle: "Ready: the relay connection opens with the first pairing",
  disconnected: "Not connected to the relay (is it running?)",
  failed: "Could not start",
} as const;

type Tab = "walletconnect" | "farcaster";

export function App({ config, boot, link }: Props) {
  // `?farcaster=<sign-in URL>` opens the Farcaster tab with that URL.
  const [farcasterLink] = useState(() => farcasterLinkOf(location.search));
  const [tab, setTab] = useState<Tab>(farcasterLink ? "farcaster" : "walletconnect");
  const [accountIndex, setAccountIndex] = useState(() => loadAccountIndex(localStorage));
  const wallet = useWallet(config, boot, link, accountIndex);
  const address = devAccount(accountIndex).address;
  const chooseAccount = (index: number) => {
    saveAccountIndex(localStorage, index);
    setAccountIndex(index);
  };
  const nameOf = (topic: string) =>
    wallet.sessions.find((session) => session.topic === topic)?.name ?? "dApp";

  return (
    <main>
      <header>
        <h1>Foyer test wallet</h1>
        <p className="hint">
          Dev-only WalletConnect wallet with public test keys.{" "}
          <span data-testid="relay-state">{CONNECTION_TEXT[wallet.connection]}</span> (
          {config.relayUrl}).
        </p>
      </header>
      <div className="tabs" role="tablist" aria-label="Connect with">
        {(
          [
            ["walletconnect", "WalletConnect"],
            ["farcaster", "Farcaster"],
          ] as const
        ).map(([id, label]) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`panel-${id}`}
            className={tab === id ? "" : "secondary"}
            onClick={() => setTab(id)}
          >
            {label}
          </button>
        ))}
      </div>
      <div
        id="panel-farcaster"
        role="tabpanel"
        aria-labelledby="tab-farcaster"
        hidden={tab !== "farcaster"}
      >
        <FarcasterPanel config={config.farcaster} initialUrl={farcasterLink} />
      </div>
      <div
        id="panel-walletconnect"
        role="tabpanel"
        aria-labelledby="tab-walletconnect"
        hidden={tab !== "walletconnect"}
        className="panel"
      >
        <p role="status" className={wallet.status?.kind === "error" ? "status error" : "status"}>
          {wallet.status?.text ?? ""}
        </p>
        <PairForm disabled={!wallet.ready} onPair={wallet.pair} onError={wallet.reportError} />
        {wallet.proposals.map((proposal) => {
          const signIn = signInRequests(proposal)[0];
          return signIn ? (
            <SignInCard
              key={proposal.id}
              name={proposal.params.proposer.metadata.name}
              domain={signIn.domain}
              statement={signIn.statement}
              chains={signIn.chains}
              account={address}
              onApprove={() => wallet.approveProposal(proposal)}
              onConnectOnly={() => wallet.connectWithoutSignIn(proposal)}
              onReject={() => wallet.rejectProposal(proposal)}
            />
          ) : (
            <ProposalCard
              key={proposal.id}
              proposal={proposal}
              account={address}
              onApprove={() => wallet.approveProposal(proposal)}
              onReject={() => wallet.rejectProposal(proposal)}
            />
          );
        })}
        {wallet.authentications.map((request) => (
          <SignInCard
            key={request.id}
            name={request.params.requester.metadata.name}
            domain={request.params.authPayload.domain}
            statement={request.params.authPayload.statement}
            chains={request.params.authPayload.chains}
            account={address}
            onApprove={() => wallet.approveAuthentication(request)}
            onReject={() => wallet.rejectAuthentication(request)}
          />
        ))}
        {wallet.requests.map((request) => (
          <RequestCard
            key={request.id}
            request={request}
            dAppName={nameOf(request.topic)}
            onAnswer={(approved) => wallet.answerRequest(request, approved)}
          />
        ))}
        <SessionList sessions={wallet.sessions} onDisconnect={wallet.disconnect} />
        <Settings
          accountIndex={accountIndex}
          mode={wallet.mode}
          onAccount={chooseAccount}
          onMode={wallet.setMode}
        />
      </div>
    </main>
  );
}
