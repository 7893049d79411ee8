import {
  type CaipNetworkId,
  formatSiwxMessage,
  type SiwxMessage,
  type SiwxMessageData,
} from "@foyer/core";
import { assertValidSiwxMessage } from "@foyer/core/internal";
import type { AppEvents, RequestPayload } from "@foyer/embedded";
import { urlOf } from "@foyer/protocol";

type GetUserPayload = NonNullable<RequestPayload<typeof AppEvents.GET_USER>>;
export type LoginSiwxRequest = NonNullable<GetUserPayload["siwxMessage"]>;

export interface LoginSiwxContext {
  /** The unlocked wallet's address: the only account the frame signs for. */
  address: string;
  /** The chain the app is on, CAIP-2 (`eip155:31337`). */
  chainId: string;
  /** The origin of the app that sent the request (the message gate checked it is allowed). */
  appOrigin: string;
  now: Date;
}

/**
 * The sign-in message the frame signs as part of an email login (behaviour §5:
 * the SIWX message travels with get-user, so login signs in in one step, no
 * second approval). The frame fills in the account, the chain and Issued At.
 * Because nobody looks at this message before it is signed, it is signed only
 * for the app that asks: its domain must be that app's host and its URI on
 * that app's origin, so a page cannot get a sign-in to another site out of
 * the frame. Undefined when it must not be signed (or is not a valid EIP-4361
 * message); the app then asks for a signature after connect.
 */
export function loginSiwxMessage(
  request: LoginSiwxRequest,
  context: LoginSiwxContext,
): SiwxMessage | undefined {
  const app = urlOf(context.appOrigin);
  const uri = urlOf(request.uri);
  if (!app || !uri || request.domain !== app.host || uri.origin !== app.origin) return undefined;
  if (
    request.accountAddress !== undefined &&
    request.accountAddress.toLowerCase() !== context.address.toLowerCase()
  ) {
    return undefined;
  }
  const chainId = (
    request.chainId === undefined
      ? context.chainId
      : typeof request.chainId === "number"
        ? `eip155:${request.chainId}`
        : request.chainId
  ) as CaipNetworkId;
  if (!chainId.startsWith("eip155:")) return undefined;
  const data: SiwxMessageData = {
    accountAddress: context.address,
    chainId,
    domain: request.domain,
    uri: request.uri,
    version: request.version,
    nonce: request.nonce,
    issuedAt: context.now.toISOString(),
    ...(request.expirationTime === undefined ? {} : { expirationTime: request.expirationTime }),
    ...(request.notBefore === undefined ? {} : { notBefore: request.notBefore }),
    ...(request.statement === undefined ? {} : { statement: request.statement }),
    ...(request.requestId === undefined ? {} : { requestId: request.requestId }),
    ...(request.resources === undefined ? {} : { resources: [...request.resources] }),
  };
  try {
    assertValidSiwxMessage(data);
  } catch {
    return undefined;
  }
  return { ...data, serializedMessage: formatSiwxMessage(data) };
}
