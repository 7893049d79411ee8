import { useMemo } from "react";
import { overEnglish } from "./catalogueContext.js";
import { useMessages } from "./MessagesContext.js";
import { type SocialMessages, socialEn } from "./socialEn.js";

/** Social login's strings: the host's translation when it gives one, else English. */
export function useSocialMessages(): SocialMessages {
  const translation = useMessages().social;
  return useMemo(() => overEnglish<SocialMessages>(socialEn, translation), [translation]);
}
