import { randomUUID } from "node:crypto";
import {
  isRestrictedTimezone,
  ONRAMP_ERROR_CODES,
  ONRAMP_REGION_RESTRICTED,
  type OnrampOrder,
  type OnrampPaymentMethod,
  type OnrampQuote,
  type onrampOptionsRoute,
  type RouteResponse,
} from "@foyer/protocol";
import { type Address, getAddress, type Hash } from "viem";
import { readGasPrice } from "../blockchain/gasPrice.js";
import type { BlockchainServices } from "../blockchain/services.js";
import type { OnrampOrderRow } from "../db/schema.js";
import { percentOfBasisPoints, toCents } from "./fiat.js";
import {
  findPurchasable,
  PAYMENT_CURRENCIES,
  PAYMENT_METHOD_LIMITS,
  type Purchasable,
  paymentCurrencies,
  purchasables,
  purchaseCurrencies,
} from "./onrampCatalog.js";
import { OnrampRefusal } from "./onrampErrors.js";
import type { OnrampProviderConfig } from "./onrampProviders.js";
import { type QuoteFigures, quoteFigures } from "./onrampQuote.js";
import type { OrderStore } from "./orderStore.js";
import type { Treasury } from "./treasury.js";

/** Gas of a delivery: an ERC-20 transfer into a new balance, or a plain ETH transfer. */
const DELIVERY_GAS = { token: 65_000n, native: 21_000n };
/** How long a checkout stays payable at its quoted price. */
export const ORDER_LIFETIME_MS = 30 * 60_000;

export interface QuoteRequest {
  purchaseCurrency: string;
  paymentCurrency: string;
  /** Fiat converted, as typed ("50"). */
  amount: string;
  network: string;
  provider?: string;
  paymentMethod?: string;
  timezone?: string;
}

interface Priced {
  item: Purchasable;
  provider: OnrampProviderConfig;
  paymentCurrency: string;
  figures: QuoteFigures;
}

export interface OnrampService {
  options(): RouteResponse<typeof onrampOptionsRoute>;
  /** The provider's quote, or the cheapest provider's without one. */
  quote(request: QuoteRequest): Promise<OnrampQuote>;
  /** Prices and records an order; the provider's checkout URL for it on `baseUrl`. */
  createOrder(input: {
    projectId: string;
    baseUrl: string;
    destination: Address;
    network: string;
    asset: string;
    paymentCurrency: string;
    /** Fiat converted; or the crypto wanted, priced now. */
    fiatAmount?: number;
    cryptoAmount?: number;
    provider?: string;
    /** Card when absent; the limits checked are this method's. */
    paymentMethod?: OnrampPaymentMethod;
    partnerUserId: string;
    timezone?: string;
  }): Promise<{ order: OnrampOrderRow; url: string }>;
  /** The order as its project's client sees it; a paid one is checked against the chain first. */
  order(id: string, projectId: string): Promise<OnrampOrder>;
  provider(id: string): OnrampProviderConfig | undefined;
  readonly store: OrderStore;
  readonly treasury: Treasury | undefined;
}

export function createOnrampService(options: {
  services: BlockchainServices;
  store: OrderStore;
  treasury: Treasury | undefined;
  providers: readonly OnrampProviderConfig[];
}): OnrampService {
  const { services, store, treasury, providers } = options;
  const catalog = purchasables(services.networks).filter(
    // The native coin is priced through the network's DEX: without one it can't be quoted.
    (item) => item.token !== null || services.networks[item.chainId]?.dex !== undefined,
  );

  function providerOf(id: string | undefined): OnrampProviderConfig[] {
    if (id === undefined) return [...providers];
    const found = providers.find((provider) => provider.id === id);
    if (found === undefined) {
      throw new OnrampRefusal(
        400,
        ONRAMP_ERROR_CODES.unknownProvider,
        `Unknown provider "${id.slice(0, 64)}"`,
      );
    }
    return [found];
  }

  function checkRegion(timezone: string | undefined) {
    if (isRestrictedTimezone(timezone)) {
      throw new OnrampRefusal(403, ONRAMP_ERROR_CODES.regionRestricted, ONRAMP_REGION_RESTRICTED);
    }
  }

  function itemOf(currency: string, network: string): Purchasable {
    const { item, currencyKnown } = findPurchasable(catalog, currency, network);
    if (!currencyKnown) {
      throw new OnrampRefusal(
        400,
        ONRAMP_ERROR_CODES.unknownCurrency,
        `Unknown purchase currency "${currency.slice(0, 64)}"`,
      );
    }
    if (item === undefined) {
      throw new OnrampRefusal(
        400,
        ONRAMP_ERROR_CODES.unknownNetwork,
        `${currency.slice(0, 64)} can't be bought on network "${network.slice(0, 64)}"`,
      );
    }
    return item;
  }

  /** The payment currency and what one unit of it is worth in US cents, from the price source. */
  async function fxOf(paymentCurrency: string): Promise<{ id: string; usdCents: bigint }> {
    const id = paymentCurrency.trim().toUpperCase();
    if (!PAYMENT_CURRENCIES.includes(id)) {
      throw new OnrampRefusal(
        400,
        ONRAMP_ERROR_CODES.unknownCurrency,
        `Unknown payment currency "${paymentCurrency.slice(0, 64)}" (${PAYMENT_CURRENCIES.join(", ")})`,
      );
    }
    const usd = await services.prices.usdPerFiat(id).catch(() => undefined);
    if (usd === undefined || !(usd > 0)) {
      throw new OnrampRefusal(
        503,
        ONRAMP_ERROR_CODES.unavailable,
        `No exchange rate for ${id} right now; try again shortly`,
      );
    }
    return { id, usdCents: BigInt(Math.round(usd * 100)) };
  }

  /** Behaviour §9 limits of the payment method, on the fiat converted. */
  function checkLimits(cents: bigint, method: string, currency: string) {
    const limit = PAYMENT_METHOD_LIMITS.find((entry) => entry.id === method);
    if (limit === undefined) {
      throw new OnrampRefusal(
        400,
        ONRAMP_ERROR_CODES.unknownPaymentMethod,
        `Unknown payment method "${method.slice(0, 64)}" (${PAYMENT_METHOD_LIMITS.map((entry) => entry.id).join(", ")})`,
      );
    }
    const label = method === "card" ? "card" : "bank account";
    if (cents < (toCents(limit.min) ?? 0n)) {
      throw new OnrampRefusal(
        400,
        ONRAMP_ERROR_CODES.amountTooLow,
        `The least a ${label} purchase can be is ${limit.min} ${currency}`,
      );
    }
    if (cents > (toCents(limit.max) ?? 0n)) {
      throw new OnrampRefusal(
        400,
        ONRAMP_ERROR_CODES.amountTooHigh,
        `The most a ${label} purchase can be is ${limit.max} ${currency}`,
      );
    }
  }

  /** The asset's price and the delivery's network fee in the payment currency. */
  async function market(item: Purchasable, usdCents: bigint) {
    const client = services.clients.get(item.chainId);
    if (client === undefined) {
      throw new OnrampRefusal(
        503,
        ONRAMP_ERROR_CODES.unavailable,
        `${item.network} can't be reached`,
      );
    }
    const [usd, nativeUsd, gas] = await Promise.all([
      item.token === null
        ? services.prices.nativePrice(item.chainId)
        : services.prices.tokenPrice(item.chainId, item.token),
      services.prices.nativePrice(item.chainId),
      readGasPrice(client),
    ]);
    if (!(usd > 0) || !(nativeUsd > 0)) {
      throw new OnrampRefusal(
        503,
        ONRAMP_ERROR_CODES.unavailable,
        `No price for ${item.symbol} on ${item.network} right now`,
      );
    }
    const micro = (value: number) => BigInt(Math.round(value * 1e6));
    // Cents of the payment currency buying one smallest unit: micro-USD / (100 × USD cents per unit).
    const priceNumerator = micro(usd);
    const priceDenominator = 10n ** BigInt(item.decimals) * 100n * usdCents;
    const feeWei =
      BigInt(gas.standard) * (item.token === null ? DELIVERY_GAS.native : DELIVERY_GAS.token);
    const feeMicroUsd = (feeWei * micro(nativeUsd)) / 10n ** 18n;
    const divisor = 100n * usdCents;
    const networkFeeCents = (feeMicroUsd + divisor - 1n) / divisor;
    return {
      priceNumerator,
      priceDenominator,
      networkFeeCents: networkFeeCents > 0n ? networkFeeCents : 1n,
    };
  }

  async function price(input: {
    item: Purchasable;
    paymentCurrency: string;
    subtotalCents: bigint;
    provider?: string;
  }): Promise<Priced> {
    const fx = await fxOf(input.paymentCurrency);
    const prices = await market(input.item, fx.usdCents);
    const priced = providerOf(input.provider).map((provider) => ({
      item: input.item,
      provider,
      paymentCurrency: fx.id,
      figures: quoteFigures({
        subtotalCents: input.subtotalCents,
        feeBasisPoints: BigInt(provider.feeBasisPoints),
        decimals: input.item.decimals,
        ...prices,
      }),
    }));
    // The best provider delivers the most for the same money.
    priced.sort((a, b) =>
      a.figures.purchaseUnits === b.figures.purchaseUnits
        ? 0
        : a.figures.purchaseUnits > b.figures.purchaseUnits
          ? -1
          : 1,
    );
    const best = priced[0];
    if (best === undefined) throw new Error("no onramp provider configured");
    return best;
  }

  function wireQuote({ item, provider, paymentCurrency, figures }: Priced): OnrampQuote {
    const fiat = (amount: string) => ({ amount, currency: paymentCurrency });
    return {
      purchaseAmount: { amount: figures.purchaseAmount, currency: item.symbol },
      paymentTotal: fiat(figures.total),
      paymentSubtotal: fiat(figures.subtotal),
      networkFee: fiat(figures.networkFee),
      fee: fiat(figures.fee),
      quoteId: randomUUID(),
      provider: { id: provider.id, name: provider.name },
    };
  }

  function wireOrder(row: OnrampOrderRow): OnrampOrder {
    const provider = providers.find((entry) => entry.id === row.provider);
    return {
      orderId: row.id,
      status: row.status,
      provider: { id: row.provider, name: provider?.name ?? row.provider },
      purchaseAmount: { amount: row.purchaseAmount, currency: row.asset },
      paymentTotal: { amount: row.paymentTotal, currency: row.paymentCurrency },
      paymentMethod: row.paymentMethod,
      destination: `${row.chainId}:${getAddress(row.destination)}`,
      ...(row.txHash === null ? {} : { txHash: row.txHash }),
      ...(row.failure === null ? {} : { failure: row.failure }),
    };
  }

  return {
    store,
    treasury,
    provider: (id) => providers.find((provider) => provider.id === id),

    options() {
      return {
        paymentCurrencies: paymentCurrencies(),
        purchaseCurrencies: purchaseCurrencies(catalog),
        providers: providers.map((provider) => ({
          id: provider.id,
          name: provider.name,
          feePercent: percentOfBasisPoints(provider.feeBasisPoints),
        })),
      };
    },

    async quote(request) {
      checkRegion(request.timezone);
      const item = itemOf(request.purchaseCurrency, request.network);
      const fx = await fxOf(request.paymentCurrency);
      const subtotalCents = toCents(request.amount) ?? 0n;
      checkLimits(subtotalCents, request.paymentMethod ?? "card", fx.id);
      return wireQuote(
        await price({ item, paymentCurrency: fx.id, subtotalCents, provider: request.provider }),
      );
    },

    async createOrder(input) {
      checkRegion(input.timezone);
      if (treasury === undefined) {
        throw new OnrampRefusal(
          503,
          ONRAMP_ERROR_CODES.unavailable,
          "Card purchases are not set up on this server",
        );
      }
      const item = itemOf(input.asset, input.network);
      const fx = await fxOf(input.paymentCurrency);
      let subtotalCents: bigint;
      if (input.fiatAmount !== undefined) {
        subtotalCents = BigInt(Math.round(input.fiatAmount * 100));
      } else if (input.cryptoAmount !== undefined) {
        // The fiat that buys the crypto wanted at one provider's price, rounded up a cent.
        const prices = await market(item, fx.usdCents);
        const units =
          BigInt(Math.round(input.cryptoAmount * 10 ** Math.min(item.decimals, 15))) *
          10n ** BigInt(Math.max(0, item.decimals - 15));
        subtotalCents =
          (units * prices.priceNumerator + prices.priceDenominator - 1n) / prices.priceDenominator;
      } else {
        throw new OnrampRefusal(
          400,
          ONRAMP_ERROR_CODES.amountTooLow,
          "presetFiatAmount or presetCryptoAmount is required",
        );
      }
      const paymentMethod = input.paymentMethod ?? "card";
      checkLimits(subtotalCents, paymentMethod, fx.id);
      const priced = await price({
        item,
        paymentCurrency: fx.id,
        subtotalCents,
        provider: input.provider,
      });
      const order = await store.create({
        id: randomUUID(),
        projectId: input.projectId,
        provider: priced.provider.id,
        partnerUserId: input.partnerUserId,
        chainId: item.chainId,
        destination: input.destination,
        asset: item.symbol,
        assetAddress: item.token?.toLowerCase() ?? null,
        purchaseUnits: priced.figures.purchaseUnits.toString(),
        purchaseAmount: priced.figures.purchaseAmount,
        paymentCurrency: fx.id,
        paymentSubtotal: priced.figures.subtotal,
        fee: priced.figures.fee,
        networkFee: priced.figures.networkFee,
        paymentTotal: priced.figures.total,
        paymentMethod,
      });
      return { order, url: priced.provider.checkoutUrl(input.baseUrl, order.id) };
    },

    async order(id, projectId) {
      let row = await store.get(id);
      if (row === undefined || row.projectId !== projectId) {
        throw new OnrampRefusal(404, ONRAMP_ERROR_CODES.orderNotFound, `No order ${id}`);
      }
      // A delivery whose wait ended with the process that sent it is settled on the next read.
      if (row.status === "paid" && row.txHash !== null && treasury !== undefined) {
        const status = await treasury.check(row.chainId, row.txHash as Hash);
        if (status !== undefined) {
          await store.finish(
            row.id,
            status === "success" ? { ok: true } : { ok: false, failure: DELIVERY_REVERTED },
          );
          row = (await store.get(id)) ?? row;
        }
      }
      return wireOrder(row);
    },
  };
}

/** What a buyer reads when the delivery transaction reverted. */
export const DELIVERY_REVERTED =
  "The delivery transaction reverted; the provider refunds the payment";
/** What a buyer reads when the delivery could not be sent at all. */
export const DELIVERY_FAILED =
  "The provider could not deliver the purchase; the payment is refunded";
