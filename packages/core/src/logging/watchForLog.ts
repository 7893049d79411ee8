import type { Emitter } from "@foyer/protocol";
import type { FoyerEvents } from "../instance/context.js";
import type { Logger } from "./createLogger.js";

/**
 * Writes the instance's lifecycle (behaviour §4 connected, disconnected, switched,
 * network changed) to the log at info, so a bug report read at that level
 * tells what happened before the error. Returns the unsubscribe.
 */
export function watchForLog(events: Pick<Emitter<FoyerEvents>, "on">, logger: Logger): () => void {
  const offs = [
    events.on("connect", ({ namespace, connection }) =>
      logger.log("info", "connected", {
        namespace,
        connectorId: connection.connectorId,
        address: connection.accounts[0]?.address,
        network: connection.caipNetwork.caipNetworkId,
      }),
    ),
    events.on("disconnect", ({ namespace }) => logger.log("info", "disconnected", { namespace })),
    events.on("connectionSwitch", (change) => logger.log("info", "connection switched", change)),
    events.on("networkChange", ({ network }) =>
      logger.log("info", "network changed", { network: network.caipNetworkId }),
    ),
  ];
  return () => {
    for (const off of offs) off();
  };
}
