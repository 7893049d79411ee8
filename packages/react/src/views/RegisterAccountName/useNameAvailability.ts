import type { Foyer } from "@foyer/core";
import {
  type AccountNameProblem,
  accountNameProblem,
  fullAccountName,
  labelInZone,
} from "@foyer/core/internal";
import { useEffect, useState } from "react";
import { useFoyer } from "../../hooks/useFoyer.js";

/** What the server says of a typed name, or why it was not asked. */
export type NameAvailability =
  | { status: "empty" }
  /** Breaks behaviour §5's rule: the server is not asked. */
  | { status: "invalid"; problem: AccountNameProblem }
  | { status: "checking" }
  | { status: "available"; label: string; name: string; zone: string }
  /** Taken, with free full names near it. */
  | { status: "taken"; label: string; name: string; zone: string; suggestions: string[] }
  /** The suggestions call failed (the view says 'Error fetching name suggestions'). */
  | { status: "failed" };

/** How long typing must pause before the server is asked (behaviour §9 search: 300 ms). */
export const AVAILABILITY_DELAY_MS = 300;

async function suggestionsFor(foyer: Foyer, label: string) {
  const services = await foyer.services?.accountData();
  if (!services) throw new Error("no provider server");
  return services.blockchain.names.getSuggestions({ name: label });
}

/**
 * Availability of `typed` as the user types: behaviour §5's rule checked at once, the server asked
 * once typing pauses, and an answer for anything but the latest text dropped.
 */
export function useNameAvailability(typed: string): NameAvailability {
  const foyer = useFoyer();
  const [availability, setAvailability] = useState<NameAvailability>({ status: "empty" });
  useEffect(() => {
    const label = typed.trim().toLowerCase();
    if (label === "") return setAvailability({ status: "empty" });
    const problem = accountNameProblem(label);
    if (problem) return setAvailability({ status: "invalid", problem });
    setAvailability({ status: "checking" });
    let current = true;
    const timer = foyer.clock.setTimeout(() => {
      suggestionsFor(foyer, label).then(
        ({ zone, suggestions }) => {
          if (!current) return;
          const name = fullAccountName(label, zone);
          const taken = suggestions.some((s) => s.name === name && s.registered);
          const free = suggestions
            .filter((s) => !s.registered && s.name !== name)
            .map((s) => s.name)
            .filter((s) => labelInZone(s, zone) !== undefined);
          setAvailability(
            taken
              ? { status: "taken", label, name, zone, suggestions: free }
              : { status: "available", label, name, zone },
          );
        },
        () => {
          if (current) setAvailability({ status: "failed" });
        },
      );
    }, AVAILABILITY_DELAY_MS);
    return () => {
      current = false;
      foyer.clock.clearTimeout(timer);
    };
  }, [foyer, typed]);
  return availability;
}
