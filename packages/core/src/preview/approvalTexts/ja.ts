import type { ApprovalTexts } from "./approvalTextsEn.js";

/** Japanese. */
export const approvalTextsJa: ApprovalTexts = {
  titles: {
    signMessage: "メッセージに署名",
    signTypedData: "構造化データに署名",
    signTransaction: "トランザクションに署名",
    sendTransaction: "トランザクションを送信",
    grantPermissions: "権限を付与",
    revokePermissions: "権限を取り消す",
    exportKey: "秘密鍵をエクスポート",
    passkeys: "パスキー",
  },
  preview: {
    balanceChanges: "残高の変化",
    simulating: "シミュレーション中…",
    noBalanceChanges: "残高の変化はありません",
    couldNotSimulate: "このトランザクションをシミュレーションできませんでした",
    wouldFail: "このトランザクションは失敗します",
    failedCall: (index, reason) => `呼び出し ${index}: ${reason}`,
    whatItDoes: "内容",
    doesNativeTransfer: (amount, symbol, to) => `${to} に ${amount} ${symbol} を送る`,
    doesTokenTransfer: (amount, symbol, to) => `${to} に ${amount} ${symbol} を送る`,
    doesApprove: (spender, amount, symbol) => `${spender} に ${amount} ${symbol} の使用を許可`,
    doesApproveUnlimited: (spender, symbol) =>
      `${spender} にすべての ${symbol} の無制限の使用を許可`,
    doesSwap: (sell, sellSymbol, buy, buySymbol) =>
      `${sell} ${sellSymbol} を最低 ${buy} ${buySymbol} にスワップ`,
    doesNftTransfer: (collection, tokenId, to) => `${collection} #${tokenId} を ${to} に送る`,
    doesOperatorApproval: (operator, collection) =>
      `${operator} にすべての ${collection} NFT の移動を許可`,
    doesOperatorRevoke: (operator, collection) =>
      `${operator} の ${collection} NFT 移動許可を取り消す`,
    doesWrap: (amount, symbol) => `${amount} ${symbol} をラップ`,
    doesUnwrap: (amount, symbol) => `${amount} ${symbol} をアンラップ`,
    doesUnknown: (to, selector) => `${to} を呼び出す (関数 ${selector})`,
    warnUnlimitedApproval: (symbol, spender) =>
      `無制限の承認: ${spender} は、今あるものも今後受け取るものも含め、すべての ${symbol} を確認なしで持ち出せます。`,
    warnApprovalAboveBalance: (symbol, spender) =>
      `この承認は ${symbol} の残高を超えています: ${spender} は今後受け取る ${symbol} も持ち出せます。`,
    acknowledgeWarning: "警告を読みました",
  },
};
