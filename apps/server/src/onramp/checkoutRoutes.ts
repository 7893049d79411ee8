import { onrampSandboxCheckoutRoute, onrampSandboxPayRoute } from "@foyer/protocol";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { OnrampOrderRow } from "../db/schema.js";
import { checkBankAccount } from "./bankCheck.js";
import { checkCard } from "./cardCheck.js";
import {
  CHECKOUT_CSP,
  CHECKOUT_TEXT,
  type CheckoutModel,
  renderCheckout,
  renderMessage,
  renderStatus,
} from "./checkoutPage.js";
import { percentOfBasisPoints } from "./fiat.js";
import { type OnrampService, ORDER_LIFETIME_MS } from "./onrampService.js";
import { settle } from "./settlement.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The sandbox providers' hosted checkout, opened in its own window from the URL the generator
 * answered: the order's figures with the provider's fee, a card form (test card 4242 4242 4242
 * 4242), and after payment the delivery's progress. Server-rendered, no script, a strict CSP;
 * the card is checked and dropped (only its last four digits are kept).
 */
export async function checkoutRoutes(
  app: FastifyInstance,
  options: { onramp: OnrampService; now?: () => number },
): Promise<void> {
  const { onramp } = options;
  const now = options.now ?? Date.now;
  // Browsers post forms urlencoded; this plugin's scope alone reads that type.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 4_096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  function send(reply: FastifyReply, status: number, html: string) {
    return reply
      .code(status)
      .header("content-type", "text/html; charset=utf-8")
      .header("content-security-policy", CHECKOUT_CSP)
      .header("cache-control", "no-store")
      .header("referrer-policy", "no-referrer")
      .header("x-content-type-options", "nosniff")
      .header("x-frame-options", "DENY")
      .send(html);
  }

  /** The provider and order the path names (the order must be that provider's). */
  async function load(
    params: unknown,
  ): Promise<{ model: CheckoutModel; order: OnrampOrderRow } | undefined> {
    const { provider: providerId, orderId } = (params ?? {}) as Record<string, string>;
    const provider = providerId === undefined ? undefined : onramp.provider(providerId);
    if (provider === undefined || orderId === undefined || !UUID.test(orderId)) return undefined;
    const order = await onramp.store.get(orderId);
    if (order === undefined || order.provider !== provider.id) return undefined;
    const model: CheckoutModel = {
      providerName: provider.name,
      feePercent: percentOfBasisPoints(provider.feeBasisPoints),
      order,
    };
    return { model, order };
  }

  /** Past its lifetime, an unpaid order's price no longer holds. */
  const expired = (order: OnrampOrderRow) =>
    order.status === "created" && now() - order.createdAt.getTime() > ORDER_LIFETIME_MS;

  app.get(onrampSandboxCheckoutRoute.path, async (request, reply) => {
    const loaded = await load(request.params);
    if (loaded === undefined) {
      return send(reply, 404, renderMessage("Checkout", CHECKOUT_TEXT.notFound));
    }
    const { model, order } = loaded;
    if (expired(order)) {
      return send(reply, 410, renderMessage(model.providerName, CHECKOUT_TEXT.expired));
    }
    if (order.status !== "created") return send(reply, 200, renderStatus(model));
    return send(reply, 200, renderCheckout(model));
  });

  app.post(onrampSandboxPayRoute.path, async (request, reply) => {
    const loaded = await load(request.params);
    if (loaded === undefined) {
      return send(reply, 404, renderMessage("Checkout", CHECKOUT_TEXT.notFound));
    }
    const { model, order } = loaded;
    // A second submit (double click, reload) shows the order as it is: it was paid once.
    if (order.status !== "created") return send(reply, 200, renderStatus(model));
    if (expired(order)) {
      return send(reply, 410, renderMessage(model.providerName, CHECKOUT_TEXT.expired));
    }
    const form = (
      typeof request.body === "object" && request.body !== null ? request.body : {}
    ) as Record<string, unknown>;
    const text = (key: string) => (typeof form[key] === "string" ? (form[key] as string) : "");
    // The order's method decides the form: a card, or a bank account for a transfer (ACH).
    if (order.paymentMethod === "ach_bank_account") {
      const bank = checkBankAccount({ routing: text("routing"), account: text("account") });
      if (!bank.ok) {
        const routing = text("routing").slice(0, 16);
        return send(
          reply,
          402,
          renderCheckout(model, { kind: "bank", reason: bank.reason, routing }),
        );
      }
      return pay(request, reply, model, order, bank.last4);
    }
    const verdict = checkCard(
      { number: text("number"), expiry: text("expiry"), cvc: text("cvc") },
      new Date(now()),
    );
    if (!verdict.ok) {
      const expiry = text("expiry").slice(0, 7);
      return send(
        reply,
        402,
        renderCheckout(model, { kind: "card", reason: verdict.reason, expiry }),
      );
    }
    return pay(request, reply, model, order, verdict.last4);
  });

  /** Claims the order as paid (once) and settles it: the crypto sent to the buyer. */
  async function pay(
    request: FastifyRequest,
    reply: FastifyReply,
    model: CheckoutModel,
    order: OnrampOrderRow,
    last4: string,
  ) {
    const treasury = onramp.treasury;
    if (treasury === undefined) {
      return send(reply, 503, renderMessage(model.providerName, CHECKOUT_TEXT.unavailable));
    }
    const claimed = await onramp.store.claimPayment(order.id, last4);
    if (claimed === undefined) {
      // Another submit claimed it a moment ago: show what that one did.
      const current = await load(request.params);
      return send(reply, 200, renderStatus(current?.model ?? model));
    }
    const settled = await settle(claimed, onramp.store, treasury, request.log);
    return send(reply, 200, renderStatus({ ...model, order: settled }));
  }
}
