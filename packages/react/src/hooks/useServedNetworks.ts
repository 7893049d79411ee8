import { useEffect, useState } from "react";
import { useFoyer } from "./useFoyer.js";

/**
 * The networks the provider server serves (`GET /v1/supported-chains`, asked once per
 * instance), or undefined while that is not known: without a server, while the list loads,
 * or when it could not be read. Unknown marks nothing: only a list the server gave can say
 * a network is not served.
 */
export function useServedNetworks(): ReadonlySet<string> | undefined {
  const services = useFoyer().services;
  const [served, setServed] = useState<ReadonlySet<string> | undefined>(undefined);
  useEffect(() => {
    if (!services) return;
    let current = true;
    void services
      .accountData()
      .then((data) => data.blockchain.chains.list())
      .then(
        (list) => {
          if (current) setServed(new Set(list));
        },
        () => {},
      );
    return () => {
      current = false;
    };
  }, [services]);
  return served;
}

/** Whether a served list says the network is not served (unknown lists say nothing). */
export function isNotServed(served: ReadonlySet<string> | undefined, caipNetworkId: string) {
  return served !== undefined && !served.has(caipNetworkId);
}
