import { ConfigurationError, type Foyer } from "@foyer/core";
import { messages } from "@foyer/core/internal";
import { useContext } from "react";
import { FoyerContext } from "../provider/FoyerContext.js";

/**
 * The Foyer instance of the nearest `FoyerProvider`. Throws the spec's
 * 'Please call createAppKit before using useAppKit hook' outside one.
 */
export function useFoyer(): Foyer {
  const foyer = useContext(FoyerContext);
  if (!foyer) {
    throw new ConfigurationError(messages.createBeforeHook, { code: "NO_FOYER_PROVIDER" });
  }
  return foyer;
}
