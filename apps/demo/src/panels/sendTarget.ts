/** Anvil's second dev account (a public test key): where the send panel sends. */
export const SEND_RECEIVER = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
/** What it sends, for people and in wei: 0.001 ETH. */
export const SEND_AMOUNT = "0.001";
export const SEND_AMOUNT_WEI = 10n ** 15n;
