import { type Address, encodeAbiParameters, pad } from "viem";
import { describe, expect, it } from "vitest";
import { NATIVE_TRANSFER_LOG_ADDRESS, netChanges, transfersFromLogs } from "./assetTransfers.js";

const TRANSFER = "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef";
const TRANSFER_SINGLE = "0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62";
const TRANSFER_BATCH = "0x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0553c074fb";
const ME = "0x1111111111111111111111111111111111111111" as Address;
const YOU = "0x2222222222222222222222222222222222222222" as Address;
const TOKEN = "0x3333333333333333333333333333333333333333" as Address;
const topic = (address: Address) => pad(address);
const word = (n: bigint) => encodeAbiParameters([{ type: "uint256" }], [n]);

describe("transfersFromLogs", () => {
  it("reads native pseudo-logs, ERC-20, ERC-721 and ERC-1155 movements, and skips the rest", () => {
    const transfers = transfersFromLogs([
      {
        address: NATIVE_TRANSFER_LOG_ADDRESS,
        topics: [TRANSFER, topic(ME), topic(YOU)],
        data: word(5n),
      },
      { address: TOKEN, topics: [TRANSFER, topic(YOU), topic(ME)], data: word(7n) },
      { address: TOKEN, topics: [TRANSFER, topic(YOU), topic(ME), word(9n)], data: "0x" },
      {
        address: TOKEN,
        topics: [TRANSFER_SINGLE, topic(ME), topic(ME), topic(YOU)],
        data: encodeAbiParameters([{ type: "uint256" }, { type: "uint256" }], [3n, 4n]),
      },
      {
        address: TOKEN,
        topics: [TRANSFER_BATCH, topic(YOU), topic(YOU), topic(ME)],
        data: encodeAbiParameters(
          [{ type: "uint256[]" }, { type: "uint256[]" }],
          [
            [1n, 2n],
            [10n, 20n],
          ],
        ),
      },
      // An Approval, and a Transfer whose data is not one word: not movements.
      {
        address: TOKEN,
        topics: [
          "0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925",
          topic(ME),
          topic(YOU),
        ],
        data: word(1n),
      },
      { address: TOKEN, topics: [TRANSFER, topic(ME), topic(YOU)], data: "0x12" },
    ]);
    expect(transfers).toEqual([
      { asset: { kind: "native" }, from: ME, to: YOU, amount: 5n },
      { asset: { kind: "erc20", token: TOKEN }, from: YOU, to: ME, amount: 7n },
      { asset: { kind: "erc721", token: TOKEN, tokenId: 9n }, from: YOU, to: ME, amount: 1n },
      { asset: { kind: "erc1155", token: TOKEN, tokenId: 3n }, from: ME, to: YOU, amount: 4n },
      { asset: { kind: "erc1155", token: TOKEN, tokenId: 1n }, from: YOU, to: ME, amount: 10n },
      { asset: { kind: "erc1155", token: TOKEN, tokenId: 2n }, from: YOU, to: ME, amount: 20n },
    ]);
  });
});

describe("netChanges", () => {
  const erc20 = { kind: "erc20" as const, token: TOKEN };
  it.each([
    {
      name: "out and in of one token net out",
      moves: [
        { asset: erc20, from: ME, to: YOU, amount: 10n },
        { asset: erc20, from: YOU, to: ME, amount: 3n },
      ],
      changes: [{ asset: erc20, amount: -7n }],
    },
    {
      name: "a round trip leaves nothing",
      moves: [
        { asset: { kind: "native" as const }, from: ME, to: YOU, amount: 2n },
        { asset: { kind: "native" as const }, from: YOU, to: ME, amount: 2n },
      ],
      changes: [],
    },
    {
      name: "to itself, or between others, is no change",
      moves: [
        { asset: erc20, from: ME, to: ME, amount: 2n },
        { asset: erc20, from: YOU, to: TOKEN, amount: 2n },
      ],
      changes: [],
    },
  ])("$name", ({ moves, changes }) => {
    expect(netChanges(moves, ME)).toEqual(changes);
  });
});
