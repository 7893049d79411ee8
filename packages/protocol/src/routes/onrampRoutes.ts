import * as v from "valibot";
import { EVM_ADDRESS_PATTERN } from "../caip/evmAddress.js";
import { shown } from "../http/fields.js";
import { defineRoute } from "../http/route.js";

/** Behaviour §3 onramp purchase currency. */
export const OnrampPurchaseCurrencySchema = v.object({
  id: v.string(),
  name: v.string(),
  symbol: v.string(),
  networks: v.array(
    v.object({
      name: v.string(),
      display_name: v.string(),
      chain_id: v.string(),
      /** Empty for the native coin. */
      contract_address: v.string(),
    }),
  ),
});
export type OnrampPurchaseCurrency = v.InferOutput<typeof OnrampPurchaseCurrencySchema>;

/** Behaviour §3 onramp payment currency: per payment method, the least and most per purchase. */
export const OnrampPaymentCurrencySchema = v.object({
  id: v.string(),
  payment_method_limits: v.array(v.object({ id: v.string(), min: v.string(), max: v.string() })),
});
export type OnrampPaymentCurrency = v.InferOutput<typeof OnrampPaymentCurrencySchema>;

/**
 * The payment methods a purchase can be paid with (behaviour §9 limits: card 10.00–7500.00, ach
 * bank account 10.00–25000.00); the ids of `payment_method_limits`.
 */
export const ONRAMP_PAYMENT_METHODS = ["card", "ach_bank_account"] as const;
export type OnrampPaymentMethod = (typeof ONRAMP_PAYMENT_METHODS)[number];

const PaymentMethodField = v.picklist(
  ONRAMP_PAYMENT_METHODS,
  `paymentMethod must be one of ${ONRAMP_PAYMENT_METHODS.join(", ")}`,
);

/** A provider the server sells through, with its fee (Foyer's addition to the options). */
export const OnrampProviderSchema = v.object({
  id: v.string(),
  name: v.string(),
  /** Percent of the purchase, e.g. "1.50". */
  feePercent: v.string(),
});
export type OnrampProvider = v.InferOutput<typeof OnrampProviderSchema>;

/** `GET /v1/onramp/options` (behaviour §7). */
export const onrampOptionsRoute = defineRoute({
  method: "GET",
  path: "/v1/onramp/options",
  response: v.object({
    paymentCurrencies: v.array(OnrampPaymentCurrencySchema),
    purchaseCurrencies: v.array(OnrampPurchaseCurrencySchema),
    providers: v.optional(v.array(OnrampProviderSchema)),
  }),
});

/**
 * A JSON object body with these fields. Not an object at all: 'Body must be a JSON object'; a
 * field missing or wrong: that field's own message (an object schema's message would also
 * stand for every missing key).
 */
function jsonBody<E extends v.ObjectEntries>(entries: E) {
  return v.pipe(
    v.custom<Record<string, unknown>>(
      (value) => typeof value === "object" && value !== null && !Array.isArray(value),
      "Body must be a JSON object",
    ),
    v.object(entries),
  );
}

const FIAT_AMOUNT = /^\d{1,9}(?:\.\d{1,2})?$/;

/** A fiat amount as typed, up to two decimals ("50", "49.99"). */
const FiatAmountField = v.pipe(
  v.string('amount must be a fiat amount like "50" or "49.99"'),
  v.regex(
    FIAT_AMOUNT,
    (issue) => `amount must be a fiat amount like "50" or "49.99" (got "${shown(issue.input)}")`,
  ),
);

const NameField = (name: string) =>
  v.pipe(
    v.string(`${name} is required`),
    v.minLength(1, `${name} is required`),
    v.maxLength(64, `${name} must be at most 64 characters`),
  );

/** The buyer's IANA time zone, so the server can refuse restricted regions. */
const TimezoneField = v.optional(v.pipe(v.string(), v.maxLength(64)));

/** An amount with its currency (behaviour §3 onramp quote). */
export const OnrampAmountSchema = v.object({ amount: v.string(), currency: v.string() });
export type OnrampAmount = v.InferOutput<typeof OnrampAmountSchema>;

/**
 * Behaviour §3 onramp quote. `amount` of the request is the fiat converted (`paymentSubtotal`);
 * the provider's fee and the network fee come on top (`paymentTotal`). Foyer adds the
 * provider it is from.
 */
export const OnrampQuoteSchema = v.object({
  purchaseAmount: OnrampAmountSchema,
  paymentTotal: OnrampAmountSchema,
  paymentSubtotal: OnrampAmountSchema,
  networkFee: OnrampAmountSchema,
  fee: OnrampAmountSchema,
  quoteId: v.string(),
  provider: v.optional(v.object({ id: v.string(), name: v.string() })),
});
export type OnrampQuote = v.InferOutput<typeof OnrampQuoteSchema>;

/** `POST /v1/onramp/quote` (behaviour §7); without `provider`, the cheapest provider's quote. */
export const onrampQuoteRoute = defineRoute({
  method: "POST",
  path: "/v1/onramp/quote",
  body: jsonBody({
    purchaseCurrency: NameField("purchaseCurrency"),
    paymentCurrency: NameField("paymentCurrency"),
    amount: FiatAmountField,
    network: NameField("network"),
    provider: v.optional(NameField("provider")),
    paymentMethod: v.optional(NameField("paymentMethod")),
    timezone: TimezoneField,
  }),
  response: OnrampQuoteSchema,
  codes: { amount: "INVALID_AMOUNT" },
});

/** `POST /v1/generators/onrampurl` (behaviour §7): an order, and the provider's checkout URL for it. */
export const onrampUrlRoute = defineRoute({
  method: "POST",
  path: "/v1/generators/onrampurl",
  body: jsonBody({
    destinationWallets: v.pipe(
      v.array(
        v.object({
          address: v.pipe(
            v.string("destinationWallets[].address must be an EVM address"),
            v.regex(
              EVM_ADDRESS_PATTERN,
              (issue) =>
                `destinationWallets[].address must be an EVM address (got "${shown(issue.input)}")`,
            ),
          ),
          blockchains: v.optional(v.array(v.string())),
          assets: v.optional(v.array(v.string())),
        }),
        "destinationWallets must be a list of { address, blockchains, assets }",
      ),
      v.length(1, "destinationWallets must name exactly one wallet"),
    ),
    defaultNetwork: v.optional(v.string()),
    partnerUserId: v.pipe(
      v.string("partnerUserId is required"),
      v.minLength(1, "partnerUserId is required"),
      v.maxLength(128, "partnerUserId must be at most 128 characters"),
    ),
    defaultExperience: v.optional(v.literal("buy", 'defaultExperience must be "buy"')),
    presetCryptoAmount: v.optional(v.pipe(v.number(), v.minValue(0))),
    presetFiatAmount: v.optional(
      v.pipe(v.number("presetFiatAmount must be a number"), v.minValue(0)),
    ),
    paymentCurrency: v.optional(NameField("paymentCurrency")),
    /** How the buyer pays; card when absent. */
    paymentMethod: v.optional(PaymentMethodField),
    provider: v.optional(NameField("provider")),
    timezone: TimezoneField,
  }),
  response: v.object({ url: v.string(), orderId: v.optional(v.string()) }),
  codes: {
    destinationWallets: "INVALID_ADDRESS",
    presetFiatAmount: "INVALID_AMOUNT",
    paymentMethod: "UNKNOWN_PAYMENT_METHOD",
  },
});

/** Where a purchase is: waiting for payment, paid and settling, delivered, or failed. */
export const ONRAMP_ORDER_STATUSES = ["created", "paid", "completed", "failed"] as const;
export type OnrampOrderStatus = (typeof ONRAMP_ORDER_STATUSES)[number];

export const OnrampOrderSchema = v.object({
  orderId: v.string(),
  status: v.picklist(ONRAMP_ORDER_STATUSES),
  provider: v.object({ id: v.string(), name: v.string() }),
  purchaseAmount: OnrampAmountSchema,
  paymentTotal: OnrampAmountSchema,
  /** How the buyer pays (an older server leaves it out: card). */
  paymentMethod: v.optional(v.picklist(ONRAMP_PAYMENT_METHODS)),
  /** CAIP-10 of the wallet the crypto goes to. */
  destination: v.string(),
  /** The settlement transaction, once sent. */
  txHash: v.optional(v.string()),
  /** Why it failed, for the buyer. */
  failure: v.optional(v.string()),
});
export type OnrampOrder = v.InferOutput<typeof OnrampOrderSchema>;

/** `GET /v1/onramp/orders/{orderId}`: Foyer's status of a purchase, for the Buy view's progress. */
export const onrampOrderRoute = defineRoute({
  method: "GET",
  path: "/v1/onramp/orders/:orderId",
  params: v.object({
    orderId: v.pipe(
      v.string(),
      v.uuid((issue) => `"${shown(issue.input)}" is not an order id`),
    ),
  }),
  response: OnrampOrderSchema,
  codes: { orderId: "INVALID_ORDER_ID" },
});

/** Codes of the onramp routes' refusals beyond a malformed field. */
export const ONRAMP_ERROR_CODES = {
  unknownCurrency: "UNKNOWN_CURRENCY",
  unknownNetwork: "UNKNOWN_NETWORK",
  unknownProvider: "UNKNOWN_PROVIDER",
  unknownPaymentMethod: "UNKNOWN_PAYMENT_METHOD",
  amountTooLow: "AMOUNT_TOO_LOW",
  amountTooHigh: "AMOUNT_TOO_HIGH",
  regionRestricted: "REGION_RESTRICTED",
  unavailable: "ONRAMP_UNAVAILABLE",
  orderNotFound: "ORDER_NOT_FOUND",
} as const;

/**
 * The sandbox providers' hosted checkout page, opened in its own window from the URL
 * `onrampUrlRoute` answered (`GET`), and its card form's post (`POST`, urlencoded). Pages for
 * a person, refusals included, so they read their fields themselves.
 */
export const onrampSandboxCheckoutRoute = defineRoute({
  method: "GET",
  path: "/onramp/sandbox/:provider/checkout/:orderId",
  response: v.string(),
});
export const onrampSandboxPayRoute = defineRoute({
  method: "POST",
  path: "/onramp/sandbox/:provider/checkout/:orderId",
  response: v.string(),
});
