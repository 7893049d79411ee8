/**
 * The app's state around one WalletKit: what waits for the person (proposals,
 * requests), the active sessions, the approval mode and a status line. Event
 * handlers read the mode and account through refs, because the SDK listeners
 * are registered once per kit and must see the latest choice.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { WalletConfig } from "./config.js";
import type { DeepLink } from "./deepLink.js";
import type { Kit, SessionAuthenticate, SessionProposal, SessionRequest } from "./sessionTypes.js";
import { devAccount } from "./signer.js";
import { type SessionSummary, summarizeSession } from "./summaries.js";
import {
  activeSessions,
  answerRequest,
  approveAuthentication,
  approveProposal,
  approveProposalSigningIn,
  disconnectSession,
  pairUri,
  type RelayState,
  rejectAuthentication,
  rejectProposal,
  signInRequests,
  watchRelay,
  watchWalletKit,
} from "./walletKit.js";

export type ApprovalMode = "approve" | "ask";
export type Connection = "starting" | RelayState | "failed";
export interface Status {
  kind: "info" | "error";
  text: string;
  /** Said while a pairing is under way: what the dApp sends next replaces it. */
  pairing?: true;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const reasonOf = (error: unknown) =>
  typeof error === "object" && error !== null && "message" in error
    ? String(error.message)
    : messageOf(error);

export function useWallet(
  config: WalletConfig,
  boot: Promise<Kit>,
  link: DeepLink,
  accountIndex: number,
) {
  const [kit, setKit] = useState<Kit | null>(null);
  const [connection, setConnection] = useState<Connection>("starting");
  const [proposals, setProposals] = useState<SessionProposal[]>([]);
  const [requests, setRequests] = useState<SessionRequest[]>([]);
  const [authentications, setAuthentications] = useState<SessionAuthenticate[]>([]);
  const [sessions, setSessions] = useState<SessionSummary[]>([]);
  const [status, setStatus] = useState<Status | null>(null);
  const [mode, setModeState] = useState<ApprovalMode>(link.autoApprove ? "approve" : "ask");
  const modeRef = useRef(mode);
  const accountRef = useRef(accountIndex);
  accountRef.current = accountIndex;

  const refreshSessions = useCallback(
    (target: Kit) => setSessions(activeSessions(target).map(summarizeSession)),
    [],
  );

  /** `signIn: false` connects without signing the proposal's sign-in request (the user declined it). */
  const approve = useCallback(
    async (target: Kit, proposal: SessionProposal, signIn = true) => {
      setProposals((list) => list.filter((item) => item.id !== proposal.id));
      try {
        if (signIn && signInRequests(proposal).length > 0) {
          const { session } = await approveProposalSigningIn(
            target,
            proposal,
            config.chains,
            accountRef.current,
          );
          setStatus({ kind: "info", text: `Signed in to ${session.peer.metadata.name}` });
        } else {
          const session = await approveProposal(
            target,
            proposal,
            config.chains,
            devAccount(accountRef.current).address,
          );
          setStatus({ kind: "info", text: `Connected to ${session.peer.metadata.name}` });
        }
      } catch (error) {
        setStatus({ kind: "error", text: `Could not approve: ${reasonOf(error)}` });
      }
      refreshSessions(target);
    },
    [config.chains, refreshSessions],
  );

  const reject = useCallback(async (target: Kit, proposal: SessionProposal) => {
    setProposals((list) => list.filter((item) => item.id !== proposal.id));
    try {
      await rejectProposal(target, proposal);
      setStatus({ kind: "info", text: `Rejected ${proposal.params.proposer.metadata.name}` });
    } catch (error) {
      setStatus({ kind: "error", text: `Could not reject: ${reasonOf(error)}` });
    }
  }, []);

  const signIn = useCallback(
    async (target: Kit, request: SessionAuthenticate, approved: boolean) => {
      setAuthentications((list) => list.filter((item) => item.id !== request.id));
      const name = request.params.requester.metadata.name;
      try {
        if (approved) {
          await approveAuthentication(target, request, config.chains, accountRef.current);
          setStatus({ kind: "info", text: `Signed in to ${name}` });
        } else {
          await rejectAuthentication(target, request);
          setStatus({ kind: "info", text: `Rejected sign-in to ${name}` });
        }
      } catch (error) {
        setStatus({ kind: "error", text: `Could not answer the sign-in: ${reasonOf(error)}` });
      }
      refreshSessions(target);
    },
    [config.chains, refreshSessions],
  );

  const answer = useCallback(
    async (target: Kit, request: SessionRequest, approved: boolean) => {
      setRequests((list) => list.filter((item) => item.id !== request.id));
      try {
        const outcome = await answerRequest(target, request, config.chains, approved);
        const method = request.params.request.method;
        setStatus(
          "error" in outcome
            ? {
                kind: approved ? "error" : "info",
                text: `${method}: ${outcome.error.message} (${outcome.error.code})`,
              }
            : { kind: "info", text: `${method} answered` },
        );
      } catch (error) {
        setStatus({ kind: "error", text: `Could not answer: ${reasonOf(error)}` });
      }
      refreshSessions(target);
    },
    [config.chains, refreshSessions],
  );

  useEffect(() => {
    let live = true;
    let unwatch = () => {};
    boot.then(
      (target) => {
        if (!live) return;
        setKit(target);
        refreshSessions(target);
        const unwatchRelay = watchRelay(target, setConnection);
        const unwatchKit = watchWalletKit(target, {
          onProposal: (proposal) => {
            if (modeRef.current === "approve") return void approve(target, proposal);
            setProposals((list) => [...list, proposal]);
            setStatus({
              kind: "info",
              text: `${proposal.params.proposer.metadata.name} asks to connect: approve or reject below`,
            });
          },
          onRequest: (request) =>
            modeRef.current === "approve"
              ? void answer(target, request, true)
              : setRequests((list) => [...list, request]),
          onAuthenticate: (request) =>
            modeRef.current === "approve"
              ? void signIn(target, request, true)
              : setAuthentications((list) => [...list, request]),
          onSessionsChanged: () => refreshSessions(target),
          onExpired: (id) => {
            setProposals((list) => list.filter((item) => item.id !== id));
            setAuthentications((list) => list.filter((item) => item.id !== id));
            setRequests((list) => list.filter((item) => item.id !== id));
          },
        });
        unwatch = () => {
          unwatchRelay();
          unwatchKit();
        };
        if (link.uri !== undefined) {
          pairUri(target, link.uri).catch((error: unknown) =>
            setStatus({ kind: "error", text: `Could not pair: ${reasonOf(error)}` }),
          );
        }
      },
      (error: unknown) => {
        if (!live) return;
        setConnection("failed");
        setStatus({
          kind: "error",
          text: `Could not reach the relay at ${config.relayUrl}: ${messageOf(error)}`,
        });
      },
    );
    return () => {
      live = false;
      unwatch();
    };
  }, [boot, link.uri, config.relayUrl, approve, answer, signIn, refreshSessions]);

  const pair = useCallback(
    async (uri: string) => {
      if (kit === null) return;
      setStatus({ kind: "info", text: "Pairing…", pairing: true });
      try {
        await pairUri(kit, uri);
        // The proposal often arrives before pairing resolves: then its own status stays.
        setStatus((current) =>
          current?.pairing
            ? { kind: "info", text: "Paired; waiting for the dApp's proposal", pairing: true }
            : current,
        );
      } catch (error) {
        setStatus({ kind: "error", text: `Could not pair: ${reasonOf(error)}` });
      }
    },
    [kit],
  );

  const disconnect = useCallback(
    async (topic: string) => {
      if (kit === null) return;
      try {
        await disconnectSession(kit, topic);
      } catch (error) {
        setStatus({ kind: "error", text: `Could not disconnect: ${reasonOf(error)}` });
      }
      refreshSessions(kit);
    },
    [kit, refreshSessions],
  );

  const setMode = useCallback(
    (next: ApprovalMode) => {
      modeRef.current = next;
      setModeState(next);
      // Switching to "Approve all" also answers what is already waiting.
      if (next === "approve" && kit !== null) {
        for (const proposal of proposals) void approve(kit, proposal);
        for (const request of requests) void answer(kit, request, true);
        for (const request of authentications) void signIn(kit, request, true);
      }
    },
    [kit, proposals, requests, authentications, approve, answer, signIn],
  );

  return {
    ready: kit !== null,
    connection,
    proposals,
    requests,
    authentications,
    sessions,
    status,
    mode,
    setMode,
    pair,
    disconnect,
    // Cards only render once the kit has delivered something, so kit is set here.
    approveProposal(proposal: SessionProposal) {
      if (kit !== null) void approve(kit, proposal);
    },
    /** Connects without the sign-in the proposal asks for; the dApp then asks for a signature. */
    connectWithoutSignIn(proposal: SessionProposal) {
      if (kit !== null) void approve(kit, proposal, false);
    },
    rejectProposal(proposal: SessionProposal) {
      if (kit !== null) void reject(kit, proposal);
    },
    approveAuthentication(request: SessionAuthenticate) {
      if (kit !== null) void signIn(kit, request, true);
    },
    rejectAuthentication(request: SessionAuthenticate) {
      if (kit !== null) void signIn(kit, request, false);
    },
    answerRequest(request: SessionRequest, approved: boolean) {
      if (kit !== null) void answer(kit, request, approved);
    },
    reportError: (text: string) => setStatus({ kind: "error", text }),
  };
}
