import type {
  OnrampOptions,
  OnrampPaymentCurrency,
  OnrampPurchaseCurrency,
  OnrampQuote,
} from "./blockchainTypes.js";

/** Behaviour §9 default payment method limits: card 10.00–7500.00, ACH 10.00–25000.00. */
const DEFAULT_LIMITS: OnrampPaymentCurrency["payment_method_limits"] = [
  { id: "card", min: "10.00", max: "7500.00" },
  { id: "ach_bank_account", min: "10.00", max: "25000.00" },
];

/** Behaviour §7/§9: USD and EUR payment, USDC and ETH purchase, used when the options call fails. */
export const DEFAULT_ONRAMP_OPTIONS: OnrampOptions = {
  paymentCurrencies: [
    { id: "USD", payment_method_limits: DEFAULT_LIMITS },
    { id: "EUR", payment_method_limits: DEFAULT_LIMITS },
  ],
  purchaseCurrencies: [
    {
      id: "2b92315d-eab7-5bef-84fa-089a131333f5",
      name: "USD Coin",
      symbol: "USDC",
      networks: [
        {
          name: "ethereum-mainnet",
          display_name: "Ethereum",
          chain_id: "1",
          contract_address: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
        },
        {
          name: "base",
          display_name: "Base",
          chain_id: "8453",
          contract_address: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
        },
      ],
    },
    {
      id: "d85dce9b-5b73-5c3c-8978-522ce1d1c1b4",
      name: "Ether",
      symbol: "ETH",
      networks: [
        { name: "ethereum-mainnet", display_name: "Ethereum", chain_id: "1", contract_address: "" },
        { name: "base", display_name: "Base", chain_id: "8453", contract_address: "" },
      ],
    },
  ] satisfies OnrampPurchaseCurrency[],
};

/** Behaviour §9: provider fees run 1–2%; the stand-in assumes the upper end so it never under-quotes. */
const MOCK_FEE_RATE = 0.02;

/** Arguments of an onramp quote (behaviour §7 POST /v1/onramp/quote body). */
export interface OnrampQuoteRequest {
  purchaseCurrency: string;
  paymentCurrency: string;
  /** Fiat amount, as the user typed it. */
  amount: string;
  network: string;
  /** Foyer's additions: one provider's quote, the payment method, the buyer's time zone. */
  provider?: string;
  paymentMethod?: string;
  timezone?: string;
}

/**
 * The quote shown when quoting failed (behaviour §7). It is marked `mocked` so the
 * UI can say it is an estimate; the purchase amount is unknown without a
 * price, so it is "0" rather than a guess.
 */
export function mockOnrampQuote(request: OnrampQuoteRequest): OnrampQuote {
  const parsed = Number.parseFloat(request.amount);
  const subtotal = Number.isFinite(parsed) && parsed > 0 ? parsed : 0;
  const fee = Math.round(subtotal * MOCK_FEE_RATE * 100) / 100;
  const fiat = (value: number) => ({ amount: value.toFixed(2), currency: request.paymentCurrency });
  return {
    purchaseAmount: { amount: "0", currency: request.purchaseCurrency },
    paymentSubtotal: fiat(subtotal),
    fee: fiat(fee),
    networkFee: fiat(0),
    paymentTotal: fiat(subtotal + fee),
    quoteId: "mocked-quote",
    mocked: true,
  };
}
