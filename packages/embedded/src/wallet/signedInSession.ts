import type { CaipNetworkId, SiwxSession } from "@foyer/core";
import type { SiwxConnectFields } from "@foyer/core/internal";
import type { SuccessPayload } from "../protocol/eventSchemas.js";
import type { AppEvents } from "../protocol/eventTypes.js";

export type GetUserReply = SuccessPayload<typeof AppEvents.GET_USER>;

/**
 * The SIWX session in a get-user reply (behaviour §5, §7): the frame filled in the
 * message (account, chain, Issued At), signed its text and sent back the
 * message, the text and the signature. Undefined when any part is missing
 * (the frame signed nothing), so the app asks for a signature after connect.
 * Whether the signature is good is the SIWX config's to check (`addSession`).
 */
export function signedInSession(user: GetUserReply): SiwxSession | undefined {
  const { siwxMessage, signature } = user;
  if (!siwxMessage || !signature) return undefined;
  const { serializedMessage, accountAddress, chainId, issuedAt, ...fields } = siwxMessage;
  const message = user.message ?? serializedMessage;
  if (!message || !accountAddress || !chainId || !issuedAt) return undefined;
  // The protocol allows a numeric chain id; a session names the CAIP-2 network.
  const caipChainId = (
    typeof chainId === "number" ? `eip155:${chainId}` : chainId
  ) as CaipNetworkId;
  return {
    data: { ...fields, accountAddress, chainId: caipChainId, issuedAt },
    message,
    signature,
  };
}

/** The app's sign-in fields as the wire carries them (a plain array of resources). */
export function wireSiwxMessage(fields: SiwxConnectFields) {
  const { resources, ...rest } = fields;
  return { ...rest, ...(resources === undefined ? {} : { resources: [...resources] }) };
}
