import { useMessages } from "./MessagesContext.js";
import { type OnrampMessages, onrampEn } from "./onrampEn.js";

/** The Buy view's strings: the host's translation when it gives one, else English. */
export function useOnrampMessages(): OnrampMessages {
  return useMessages().onramp ?? onrampEn;
}
