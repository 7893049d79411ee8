import type { ApprovalTexts } from "./approvalTextsEn.js";

/** Korean. */
export const approvalTextsKo: ApprovalTexts = {
  titles: {
    signMessage: "메시지 서명",
    signTypedData: "구조화된 데이터 서명",
    signTransaction: "트랜잭션 서명",
    sendTransaction: "트랜잭션 보내기",
    grantPermissions: "권한 부여",
    revokePermissions: "권한 취소",
    exportKey: "개인 키 내보내기",
    passkeys: "패스키",
  },
  preview: {
    balanceChanges: "잔액 변화",
    simulating: "시뮬레이션 중…",
    noBalanceChanges: "잔액 변화 없음",
    couldNotSimulate: "이 트랜잭션을 시뮬레이션할 수 없습니다",
    wouldFail: "이 트랜잭션은 실패합니다",
    failedCall: (index, reason) => `호출 ${index}: ${reason}`,
    whatItDoes: "하는 일",
    doesNativeTransfer: (amount, symbol, to) => `${to}에 ${amount} ${symbol} 보내기`,
    doesTokenTransfer: (amount, symbol, to) => `${to}에 ${amount} ${symbol} 보내기`,
    doesApprove: (spender, amount, symbol) => `${spender}에게 ${amount} ${symbol} 사용 허용`,
    doesApproveUnlimited: (spender, symbol) =>
      `${spender}에게 모든 ${symbol}를 한도 없이 사용 허용`,
    doesSwap: (sell, sellSymbol, buy, buySymbol) =>
      `${sell} ${sellSymbol}를 최소 ${buy} ${buySymbol}로 스왑`,
    doesNftTransfer: (collection, tokenId, to) => `${collection} #${tokenId}를 ${to}에 보내기`,
    doesOperatorApproval: (operator, collection) =>
      `${operator}에게 모든 ${collection} NFT 이동 허용`,
    doesOperatorRevoke: (operator, collection) => `${operator}의 ${collection} NFT 이동 권한 해제`,
    doesWrap: (amount, symbol) => `${amount} ${symbol} 래핑`,
    doesUnwrap: (amount, symbol) => `${amount} ${symbol} 언래핑`,
    doesUnknown: (to, selector) => `${to} 호출 (함수 ${selector})`,
    warnUnlimitedApproval: (symbol, spender) =>
      `무제한 승인: ${spender}는 지금 가진 것과 나중에 받을 것까지 모든 ${symbol}를 다시 묻지 않고 가져갈 수 있습니다.`,
    warnApprovalAboveBalance: (symbol, spender) =>
      `이 승인은 ${symbol} 잔액보다 많습니다: ${spender}는 나중에 받을 ${symbol}도 가져갈 수 있습니다.`,
    acknowledgeWarning: "경고를 읽었습니다",
  },
};
