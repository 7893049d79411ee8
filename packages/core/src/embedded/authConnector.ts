import type { Connector } from "../adapter/connector.js";
import type { FoyerContext } from "../instance/context.js";

/** Behaviour §8: the embedded wallet is the namespace's AUTH connector. */
export function findAuthConnector(connectors: readonly Connector[]): Connector | undefined {
  return connectors.find((connector) => connector.type === "AUTH");
}

/** The embedded wallet's connector among the instance's connectors (type AUTH). */
export function authConnector(ctx: FoyerContext): Connector | undefined {
  return findAuthConnector(ctx.connectors.getState().connectors);
}
