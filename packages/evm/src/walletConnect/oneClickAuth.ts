import type { CaipNetworkId, SiwxSession } from "@foyer/core";
import type { AdapterSignInRequest } from "@foyer/core/internal";

/**
 * A connect-time sign-in as the WalletConnect connector receives it through
 * wagmi's connect parameters: the request, and where the signed session goes
 * (wagmi's connect result only keeps accounts and chain).
 */
export interface WalletConnectSignIn {
  request: AdapterSignInRequest;
  onSignedIn(session: SiwxSession): void;
}

export function isWalletConnectSignIn(value: unknown): value is WalletConnectSignIn {
  return (
    typeof value === "object" &&
    value !== null &&
    "request" in value &&
    typeof (value as { onSignedIn?: unknown }).onSignedIn === "function"
  );
}

/** The CAIP-74 payload fields a wallet signs (the SDK's `Cacao["p"]`, kept structural). */
export interface SignedCacaoPayload {
  /** `did:pkh:eip155:<chain>:<address>`. */
  iss: string;
  domain: string;
  aud?: string;
  uri?: string;
  version?: string;
  nonce: string;
  iat?: string;
  exp?: string;
  nbf?: string;
  requestId?: string;
  resources?: string[];
}

/**
 * How long the wallet has to answer the proposal, in seconds: the SDK's own
 * default for a plain proposal (5 minutes), also its lower bound.
 */
export const SIGN_IN_PROPOSAL_TTL = 300;

/**
 * The `authentication` entry of a session proposal (sign-client's
 * AuthenticateRequestParams) for a request. The proposal's namespaces carry
 * the methods, so no ReCap is added and the app's statement is signed as is.
 */
export function authenticationRequest(request: AdapterSignInRequest) {
  const { fields } = request;
  return {
    chains: [...request.chainIds],
    domain: fields.domain,
    uri: fields.uri,
    nonce: fields.nonce,
    ttl: SIGN_IN_PROPOSAL_TTL,
    ...(fields.statement === undefined ? {} : { statement: fields.statement }),
    ...(fields.expirationTime === undefined ? {} : { exp: fields.expirationTime }),
    ...(fields.notBefore === undefined ? {} : { nbf: fields.notBefore }),
    ...(fields.requestId === undefined ? {} : { requestId: fields.requestId }),
    ...(fields.resources === undefined ? {} : { resources: [...fields.resources] }),
  };
}

/**
 * The SIWX session for a signed CACAO. `message` is the EIP-4361 text the
 * wallet signed (the SDK's own formatting of the payload); the statement is
 * read back from it because a wallet may sign a ReCap sentence appended to
 * the app's statement, and the session's data must serialise to exactly that text.
 * Undefined when the issuer is not an eip155 account.
 */
export function sessionFromCacao(
  payload: SignedCacaoPayload,
  message: string,
  signature: string,
): SiwxSession | undefined {
  const [did, method, namespace, reference, address] = payload.iss.split(":");
  if (did !== "did" || method !== "pkh" || namespace !== "eip155" || !reference || !address) {
    return undefined;
  }
  const uri = payload.aud ?? payload.uri;
  if (uri === undefined || payload.iat === undefined) return undefined;
  // EIP-4361 layout: header, address, blank, statement (or nothing), blank, then tagged lines.
  const lines = message.split("\n");
  const statement = lines[3] === "" ? undefined : lines[3];
  return {
    data: {
      accountAddress: address,
      chainId: `eip155:${reference}` as CaipNetworkId,
      domain: payload.domain,
      uri,
      version: payload.version ?? "1",
      nonce: payload.nonce,
      issuedAt: payload.iat,
      ...(payload.exp ? { expirationTime: payload.exp } : {}),
      ...(payload.nbf ? { notBefore: payload.nbf } : {}),
      ...(statement === undefined ? {} : { statement }),
      ...(payload.requestId ? { requestId: payload.requestId } : {}),
      ...(payload.resources?.length ? { resources: [...payload.resources] } : {}),
    },
    message,
    signature,
  };
}
