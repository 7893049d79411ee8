/** Plain, render-ready views of SDK structs for the cards and the sessions list. */
import type { Session, SessionProposal, SessionRequest } from "./sessionTypes.js";

export interface ProposalSummary {
  id: number;
  name: string;
  url: string;
  description: string;
  requiredChains: string[];
  optionalChains: string[];
  methods: string[];
}

type NamespaceMap = Record<string, { chains?: string[]; methods: string[] }>;

function chainsOf(namespaces: NamespaceMap | undefined): string[] {
  // A namespace key may itself be a chain ("eip155:1") with no chains list.
  return Object.entries(namespaces ?? {}).flatMap(
    ([key, ns]) => ns.chains ?? (key.includes(":") ? [key] : []),
  );
}

export function summarizeProposal(proposal: SessionProposal): ProposalSummary {
  const { params } = proposal;
  const { metadata } = params.proposer;
  const namespaces = [
    ...Object.values(params.requiredNamespaces),
    ...Object.values(params.optionalNamespaces ?? {}),
  ];
  return {
    id: proposal.id,
    name: metadata.name || "Unnamed dApp",
    url: metadata.url,
    description: metadata.description,
    requiredChains: chainsOf(params.requiredNamespaces),
    optionalChains: chainsOf(params.optionalNamespaces),
    methods: [...new Set(namespaces.flatMap((ns) => ns.methods))],
  };
}

export interface SessionSummary {
  topic: string;
  name: string;
  url: string;
  accounts: string[];
}

export function summarizeSession(session: Session): SessionSummary {
  return {
    topic: session.topic,
    name: session.peer.metadata.name || "Unnamed dApp",
    url: session.peer.metadata.url,
    accounts: Object.values(session.namespaces).flatMap((ns) => ns.accounts),
  };
}

export interface RequestSummary {
  id: number;
  topic: string;
  method: string;
  chainId: string;
  params: unknown;
}

export function summarizeRequest(request: SessionRequest): RequestSummary {
  return {
    id: request.id,
    topic: request.topic,
    method: request.params.request.method,
    chainId: request.params.chainId,
    params: request.params.request.params,
  };
}
