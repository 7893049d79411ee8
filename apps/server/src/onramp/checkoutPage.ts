import { createHash } from "node:crypto";
import type { OnrampOrderRow } from "../db/schema.js";
import { escapeHtml } from "../http/escapeHtml.js";
import { FAVICON_LINK } from "../http/faviconLink.js";
import type { BankProblem } from "./bankCheck.js";
import type { CardProblem } from "./cardCheck.js";

/** What the buyer sees of an order on the provider's pages. */
export interface CheckoutModel {
  providerName: string;
  feePercent: string;
  order: Pick<
    OnrampOrderRow,
    | "id"
    | "status"
    | "asset"
    | "purchaseAmount"
    | "paymentCurrency"
    | "paymentSubtotal"
    | "fee"
    | "networkFee"
    | "paymentTotal"
    | "destination"
    | "chainId"
    | "txHash"
    | "failure"
    | "cardLast4"
    | "paymentMethod"
  >;
}

/** The sandbox's words, in one place (the browser test reads them from here). */
export const CHECKOUT_TEXT = {
  title: (provider: string) => `Pay with ${provider}`,
  sandboxNote:
    "Sandbox: no real money moves. Pay with the test card 4242 4242 4242 4242, any future expiry and any CVC; other cards are declined.",
  bankSandboxNote:
    "Sandbox: no real money moves. Pay from the test bank account: routing number 110000000, account number 000123456789; other accounts are declined.",
  paymentMethod: "Payment method",
  paymentMethods: { card: "Card", ach_bank_account: "Bank transfer (ACH)" } satisfies Record<
    OnrampOrderRow["paymentMethod"],
    string
  >,
  routingNumber: "Routing number",
  accountNumber: "Account number",
  youBuy: "You buy",
  deliveredTo: "Delivered to",
  subtotal: "Subtotal",
  providerFee: (percent: string) => `Provider fee (${percent}%)`,
  networkFee: "Network fee",
  total: "Total",
  cardNumber: "Card number",
  expiry: "Expiry (MM/YY)",
  cvc: "CVC",
  pay: (total: string) => `Pay ${total}`,
  paid: "Payment accepted",
  delivering: "Your purchase is on its way to your wallet. You can close this window.",
  delivered: "Delivered to your wallet. You can close this window.",
  failed: "The purchase failed",
  expired: "This checkout has expired. Start a new purchase from the app.",
  notFound: "This checkout does not exist.",
  unavailable: "The provider can't take payments right now. Try again later.",
  transaction: "Transaction",
  cardProblems: {
    invalidNumber: "That card number is not valid",
    declined: "Your card was declined",
    invalidExpiry: "Enter the expiry as MM/YY",
    expired: "This card has expired",
    invalidCvc: "Enter the 3 or 4 digit CVC",
  } satisfies Record<CardProblem, string>,
  bankProblems: {
    invalidRouting: "That routing number is not valid",
    invalidAccount: "Enter the account number (4 to 17 digits)",
    bankDeclined: "Your bank declined the transfer",
  } satisfies Record<BankProblem, string>,
} as const;

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f4f6;color:#16161a}
main{max-width:420px;margin:24px auto;padding:24px;background:#fff;border-radius:16px;box-shadow:0 2px 12px #0001}
h1{font-size:20px;margin:0 0 8px}
.note{font-size:13px;color:#55555f;background:#fff7d6;padding:8px 12px;border-radius:8px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:16px 0}
dt{color:#55555f}dd{margin:0;text-align:right;overflow-wrap:anywhere}
.total{font-weight:600;color:#16161a}
label{display:block;margin-top:12px;font-size:14px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #c9c9d1;border-radius:8px;font-size:16px}
.row{display:flex;gap:12px}.row>div{flex:1}
button{margin-top:16px;width:100%;padding:12px;border:0;border-radius:999px;background:#3b5bdb;color:#fff;font-size:16px;font-weight:600;cursor:pointer}
.error{color:#b42318;font-weight:500}
.ok{color:#067647;font-weight:600}
`;

/** The hash that lets exactly this stylesheet through the page's CSP, and nothing else. */
const STYLE_HASH = `sha256-${createHash("sha256").update(STYLE).digest("base64")}`;

/**
 * The checkout's `Content-Security-Policy`: no script at all, its one inline stylesheet by
 * hash, forms only to itself, never framed (a card form in someone's frame invites clickjacking).
 */
export const CHECKOUT_CSP = [
  "default-src 'none'",
  `style-src '${STYLE_HASH}'`,
  "img-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join("; ");

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer">${FAVICON_LINK}<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

function summary({ order, feePercent }: CheckoutModel): string {
  const fiat = (amount: string) => `${escapeHtml(amount)} ${escapeHtml(order.paymentCurrency)}`;
  return `<dl>
<dt>${CHECKOUT_TEXT.youBuy}</dt><dd>${escapeHtml(order.purchaseAmount)} ${escapeHtml(order.asset)}</dd>
<dt>${CHECKOUT_TEXT.deliveredTo}</dt><dd>${escapeHtml(order.destination)}</dd>
<dt>${CHECKOUT_TEXT.paymentMethod}</dt><dd data-testid="payment-method">${CHECKOUT_TEXT.paymentMethods[order.paymentMethod]}</dd>
<dt>${CHECKOUT_TEXT.subtotal}</dt><dd>${fiat(order.paymentSubtotal)}</dd>
<dt>${escapeHtml(CHECKOUT_TEXT.providerFee(feePercent))}</dt><dd>${fiat(order.fee)}</dd>
<dt>${CHECKOUT_TEXT.networkFee}</dt><dd>${fiat(order.networkFee)}</dd>
<dt class="total">${CHECKOUT_TEXT.total}</dt><dd class="total">${fiat(order.paymentTotal)}</dd>
</dl>`;
}

/** Why the last payment attempt failed, with what was typed kept (never the card or account). */
export type CheckoutProblem =
  | { kind: "card"; reason: CardProblem; expiry: string }
  | { kind: "bank"; reason: BankProblem; routing: string };

/** The card form's fields. */
function cardFields(problem: CheckoutProblem | undefined): string {
  const expiry = problem?.kind === "card" ? problem.expiry : "";
  return `<label for="number">${CHECKOUT_TEXT.cardNumber}</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required>
<div class="row"><div><label for="expiry">${CHECKOUT_TEXT.expiry}</label>
<input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM/YY" value="${escapeHtml(expiry)}" required></div>
<div><label for="cvc">${CHECKOUT_TEXT.cvc}</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></div></div>`;
}

/** The bank transfer form's fields (the routing number, which is public, kept on a retry). */
function bankFields(problem: CheckoutProblem | undefined): string {
  const routing = problem?.kind === "bank" ? problem.routing : "";
  return `<label for="routing">${CHECKOUT_TEXT.routingNumber}</label>
<input id="routing" name="routing" inputmode="numeric" value="${escapeHtml(routing)}" required>
<label for="account">${CHECKOUT_TEXT.accountNumber}</label>
<input id="account" name="account" inputmode="numeric" required>`;
}

/** The payment form of the order's method, with the last problem under it. */
export function renderCheckout(model: CheckoutModel, problem?: CheckoutProblem): string {
  const { order, providerName } = model;
  const total = `${order.paymentTotal} ${order.paymentCurrency}`;
  const bank = order.paymentMethod === "ach_bank_account";
  const message =
    problem === undefined
      ? undefined
      : problem.kind === "card"
        ? CHECKOUT_TEXT.cardProblems[problem.reason]
        : CHECKOUT_TEXT.bankProblems[problem.reason];
  const error = message ? `<p class="error" role="alert">${message}</p>` : "";
  return page(
    CHECKOUT_TEXT.title(providerName),
    `<h1>${escapeHtml(CHECKOUT_TEXT.title(providerName))}</h1>
<p class="note">${bank ? CHECKOUT_TEXT.bankSandboxNote : CHECKOUT_TEXT.sandboxNote}</p>
${summary(model)}
<form method="post" autocomplete="off">
${bank ? bankFields(problem) : cardFields(problem)}
${error}
<button type="submit">${escapeHtml(CHECKOUT_TEXT.pay(total))}</button>
</form>`,
  );
}

/** The order after payment: on its way, delivered, or failed (and why). */
export function renderStatus(model: CheckoutModel): string {
  const { order, providerName } = model;
  const tx = order.txHash
    ? `<dl><dt>${CHECKOUT_TEXT.transaction}</dt><dd>${escapeHtml(order.txHash)}</dd></dl>`
    : "";
  const body =
    order.status === "failed"
      ? `<h1 class="error" role="alert">${CHECKOUT_TEXT.failed}</h1><p>${escapeHtml(order.failure ?? "")}</p>`
      : `<h1 class="ok" role="status">${CHECKOUT_TEXT.paid}</h1><p>${
          order.status === "completed" ? CHECKOUT_TEXT.delivered : CHECKOUT_TEXT.delivering
        }</p>`;
  return page(CHECKOUT_TEXT.title(providerName), `${body}${summary(model)}${tx}`);
}

/** A page with one message: expired, unknown, unavailable. */
export function renderMessage(providerName: string, message: string): string {
  return page(
    providerName,
    `<h1>${escapeHtml(providerName)}</h1><p role="alert">${escapeHtml(message)}</p>`,
  );
}
