import { useMessages } from "./MessagesContext.js";
import { type SocialMessages, socialEn } from "./socialEn.js";

/** Social login's strings: the host's translation when it gives one, else English. */
export function useSocialMessages(): SocialMessages {
  return useMessages().social ?? socialEn;
}
