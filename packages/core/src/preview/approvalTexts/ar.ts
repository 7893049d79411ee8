import type { ApprovalTexts } from "./approvalTextsEn.js";

/** Arabic. */
export const approvalTextsAr: ApprovalTexts = {
  titles: {
    signMessage: "توقيع الرسالة",
    signTypedData: "توقيع بيانات منظَّمة",
    signTransaction: "توقيع المعاملة",
    sendTransaction: "إرسال المعاملة",
    grantPermissions: "منح إذن",
    revokePermissions: "إلغاء إذن",
    exportKey: "تصدير المفتاح الخاص",
    passkeys: "مفاتيح المرور",
  },
  preview: {
    balanceChanges: "تغيّرات الرصيد",
    simulating: "جارٍ المحاكاة…",
    noBalanceChanges: "لا تغيّر في الرصيد",
    couldNotSimulate: "تعذّرت محاكاة هذه المعاملة",
    wouldFail: "ستفشل هذه المعاملة",
    failedCall: (index, reason) => `الاستدعاء ${index}: ${reason}`,
    whatItDoes: "ماذا تفعل",
    doesNativeTransfer: (amount, symbol, to) => `إرسال ${amount} ${symbol} إلى ${to}`,
    doesTokenTransfer: (amount, symbol, to) => `إرسال ${amount} ${symbol} إلى ${to}`,
    doesApprove: (spender, amount, symbol) => `السماح لـ ${spender} بإنفاق ${amount} ${symbol}`,
    doesApproveUnlimited: (spender, symbol) =>
      `السماح لـ ${spender} بإنفاق كل ${symbol} لديك دون حد`,
    doesSwap: (sell, sellSymbol, buy, buySymbol) =>
      `مبادلة ${sell} ${sellSymbol} مقابل ${buy} ${buySymbol} على الأقل`,
    doesNftTransfer: (collection, tokenId, to) => `إرسال ${collection} #${tokenId} إلى ${to}`,
    doesOperatorApproval: (operator, collection) =>
      `السماح لـ ${operator} بنقل كل رموز ${collection} غير القابلة للاستبدال لديك`,
    doesOperatorRevoke: (operator, collection) =>
      `إلغاء إذن ${operator} بنقل رموز ${collection} لديك`,
    doesWrap: (amount, symbol) => `تغليف ${amount} ${symbol}`,
    doesUnwrap: (amount, symbol) => `فك تغليف ${amount} ${symbol}`,
    doesUnknown: (to, selector) => `استدعاء ${to} (الدالة ${selector})`,
    warnUnlimitedApproval: (symbol, spender) =>
      `موافقة غير محدودة: يمكن لـ ${spender} أخذ كل ${symbol} لديك، الآن وكل ما تتلقاه لاحقًا، دون أن يسألك مرة أخرى.`,
    warnApprovalAboveBalance: (symbol, spender) =>
      `هذه الموافقة أكبر من رصيدك من ${symbol}: يمكن لـ ${spender} أيضًا أخذ ${symbol} الذي تتلقاه لاحقًا.`,
    acknowledgeWarning: "قرأت التحذير",
  },
};
