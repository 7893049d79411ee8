import {
  ONRAMP_ERROR_CODES,
  onrampOptionsRoute,
  onrampOrderRoute,
  onrampQuoteRoute,
  onrampUrlRoute,
} from "@foyer/protocol";
import type { FastifyInstance } from "fastify";
import { getAddress } from "viem";
import { refusalAnswer } from "../blockchain/upstreamError.js";
import { readRequest } from "../http/readRequest.js";
import type { ProjectAccess } from "../project/guard.js";
import { projectOf } from "../project/guard.js";
import { OnrampRefusal } from "./onrampErrors.js";
import type { OnrampService } from "./onrampService.js";

/** Runs a handler: a refusal is its own status, a chain that does not answer a 502. */
const answer = refusalAnswer((error) => error instanceof OnrampRefusal);

/**
 * The onramp API of behaviour §7 (options, quote, the URL generator) plus the order status the Buy
 * view follows, behind the project guard like the rest of the client API. Refusals carry a
 * code (`ONRAMP_ERROR_CODES`): 400 for what was asked, 403 for a restricted region, 404 for
 * another project's or no order, 503 when the server can't sell.
 */
export async function onrampRoutes(
  app: FastifyInstance,
  options: { access: ProjectAccess; onramp: OnrampService },
): Promise<void> {
  const { access, onramp } = options;
  const guarded = { onRequest: access.guard };

  app.get(onrampOptionsRoute.path, guarded, async () => onramp.options());

  app.post(onrampQuoteRoute.path, guarded, async (request, reply) => {
    const input = readRequest(onrampQuoteRoute, request, reply);
    if (input === undefined) return reply;
    return answer(request, reply, () => onramp.quote(input.body));
  });

  app.post(onrampUrlRoute.path, guarded, async (request, reply) => {
    const input = readRequest(onrampUrlRoute, request, reply);
    if (input === undefined) return reply;
    const body = input.body;
    const wallet = body.destinationWallets[0];
    return answer(request, reply, async () => {
      const network = wallet?.blockchains?.[0] ?? body.defaultNetwork;
      if (wallet === undefined || network === undefined) {
        throw new OnrampRefusal(
          400,
          ONRAMP_ERROR_CODES.unknownNetwork,
          "Name the network in destinationWallets[].blockchains or defaultNetwork",
        );
      }
      const { order, url } = await onramp.createOrder({
        projectId: projectOf(request).id,
        baseUrl: request.server.serverOrigin.baseUrl(),
        destination: getAddress(wallet.address),
        network,
        asset: wallet.assets?.[0] ?? "USDC",
        paymentCurrency: body.paymentCurrency ?? "USD",
        ...(body.presetFiatAmount === undefined ? {} : { fiatAmount: body.presetFiatAmount }),
        ...(body.presetCryptoAmount === undefined ? {} : { cryptoAmount: body.presetCryptoAmount }),
        ...(body.provider === undefined ? {} : { provider: body.provider }),
        ...(body.paymentMethod === undefined ? {} : { paymentMethod: body.paymentMethod }),
        partnerUserId: body.partnerUserId,
        ...(body.timezone === undefined ? {} : { timezone: body.timezone }),
      });
      return { url, orderId: order.id };
    });
  });

  app.get(onrampOrderRoute.path, guarded, async (request, reply) => {
    const input = readRequest(onrampOrderRoute, request, reply);
    if (input === undefined) return reply;
    return answer(request, reply, () => onramp.order(input.params.orderId, projectOf(request).id));
  });

  for (const route of [onrampOptionsRoute, onrampQuoteRoute, onrampUrlRoute, onrampOrderRoute]) {
    app.options(route.path, access.preflight);
  }
}
