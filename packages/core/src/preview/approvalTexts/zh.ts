import type { ApprovalTexts } from "./approvalTextsEn.js";

/** Chinese. */
export const approvalTextsZh: ApprovalTexts = {
  titles: {
    signMessage: "签署消息",
    signTypedData: "签署结构化数据",
    signTransaction: "签署交易",
    sendTransaction: "发送交易",
    grantPermissions: "授予权限",
    revokePermissions: "撤销权限",
    exportKey: "导出私钥",
    passkeys: "通行密钥",
  },
  preview: {
    balanceChanges: "余额变化",
    simulating: "正在模拟…",
    noBalanceChanges: "余额无变化",
    couldNotSimulate: "无法模拟此交易",
    wouldFail: "此交易将会失败",
    failedCall: (index, reason) => `调用 ${index}：${reason}`,
    whatItDoes: "操作内容",
    doesNativeTransfer: (amount, symbol, to) => `向 ${to} 发送 ${amount} ${symbol}`,
    doesTokenTransfer: (amount, symbol, to) => `向 ${to} 发送 ${amount} ${symbol}`,
    doesApprove: (spender, amount, symbol) => `允许 ${spender} 花费 ${amount} ${symbol}`,
    doesApproveUnlimited: (spender, symbol) => `允许 ${spender} 无限额花费你的全部 ${symbol}`,
    doesSwap: (sell, sellSymbol, buy, buySymbol) =>
      `用 ${sell} ${sellSymbol} 兑换至少 ${buy} ${buySymbol}`,
    doesNftTransfer: (collection, tokenId, to) => `向 ${to} 发送 ${collection} #${tokenId}`,
    doesOperatorApproval: (operator, collection) =>
      `允许 ${operator} 转移你所有的 ${collection} NFT`,
    doesOperatorRevoke: (operator, collection) =>
      `取消 ${operator} 转移你的 ${collection} NFT 的权限`,
    doesWrap: (amount, symbol) => `包装 ${amount} ${symbol}`,
    doesUnwrap: (amount, symbol) => `解包 ${amount} ${symbol}`,
    doesUnknown: (to, selector) => `调用 ${to}（函数 ${selector}）`,
    warnUnlimitedApproval: (symbol, spender) =>
      `无限授权：${spender} 可以拿走你全部的 ${symbol}，包括以后收到的，且不会再询问你。`,
    warnApprovalAboveBalance: (symbol, spender) =>
      `此授权超过你的 ${symbol} 余额：${spender} 还可以拿走你以后收到的 ${symbol}。`,
    acknowledgeWarning: "我已阅读警告",
  },
};
