import { describe, expect, it } from "vitest";
import { PermissionRequestError, readGrantRequest } from "./permissionRequest.js";

const NOW = 1_800_000_000;
const SESSION = "0x1111111111111111111111111111111111111111";
const TOKEN = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
const ROUTER = "0x2222222222222222222222222222222222222222";

const request = (overrides: Record<string, unknown>) => [
  {
    expiry: NOW + 3600,
    signer: { type: "account", data: { id: SESSION } },
    permissions: [
      {
        type: "erc20-token-transfer",
        data: { address: TOKEN, ticker: "USDC" },
        policies: [{ type: "token-allowance", data: { allowance: "0x989680" } }],
      },
    ],
    ...overrides,
  },
];

describe("readGrantRequest (ERC-7715 → what the chain enforces)", () => {
  it("reads a token allowance with an expiry for an account signer", () => {
    const plan = readGrantRequest(request({ chainId: "0x7a69" }), NOW);
    expect(plan).toMatchObject({
      session: SESSION,
      expiry: NOW + 3600,
      chainId: 31337,
      gasBudget: 0n,
      scope: { type: "erc20-token-transfer", token: TOKEN, allowance: 10_000_000n, ticker: "USDC" },
    });
  });

  it("merges contract calls into one target and method list", () => {
    const plan = readGrantRequest(
      request({
        permissions: [
          {
            type: "contract-call",
            data: { address: TOKEN, calls: ["approve(address,uint256)"] },
            policies: [],
          },
          {
            type: "contract-call",
            data: {
              address: ROUTER,
              calls: [
                "function swapExactTokensForTokens(uint256,uint256,address[],address,uint256)",
              ],
            },
            policies: [],
          },
        ],
      }),
      NOW,
    );
    expect(plan.scope).toEqual({
      type: "contract-call",
      targets: [TOKEN, ROUTER],
      functions: [
        "approve(address,uint256)",
        "function swapExactTokensForTokens(uint256,uint256,address[],address,uint256)",
      ],
      selectors: ["0x095ea7b3", "0x38ed1739"],
    });
  });

  it("turns a gas-limit policy into the session's fee budget", () => {
    const plan = readGrantRequest(
      request({
        permissions: [
          {
            type: "native-token-transfer",
            data: { ticker: "ETH" },
            policies: [
              { type: "token-allowance", data: { allowance: "0x10" } },
              { type: "gas-limit", data: { limit: "0x2386f26fc10000" } },
            ],
          },
        ],
      }),
      NOW,
    );
    expect(plan.scope).toEqual({ type: "native-token-transfer", allowance: 16n, ticker: "ETH" });
    expect(plan.gasBudget).toBe(10_000_000_000_000_000n);
  });

  it.each([
    ["an expiry in the past", request({ expiry: NOW - 1 }), "The expiry is in the past"],
    [
      "a key signer",
      request({ signer: { type: "key", data: { id: "abc" } } }),
      "The session signer must be an account (signer.type 'account')",
    ],
    [
      "a bad session address",
      request({ signer: { type: "account", data: { id: "0x12" } } }),
      "Invalid permission request (signer.data.id): Invalid address",
    ],
    [
      "a token transfer without an allowance",
      request({
        permissions: [{ type: "erc20-token-transfer", data: { address: TOKEN }, policies: [] }],
      }),
      "erc20-token-transfer needs a token-allowance policy with an allowance",
    ],
    [
      "an unknown permission type",
      request({ permissions: [{ type: "nft-transfer", data: {}, policies: [] }] }),
      "Unsupported permission type: nft-transfer",
    ],
    [
      "a policy the chain cannot enforce here",
      request({
        permissions: [
          {
            type: "contract-call",
            data: { address: TOKEN, calls: ["approve(address,uint256)"] },
            policies: [{ type: "rate-limit", data: { count: 1, interval: 60 } }],
          },
        ],
      }),
      "Unsupported policy: rate-limit",
    ],
    [
      "a contract call without functions",
      request({
        permissions: [{ type: "contract-call", data: { address: TOKEN, calls: [] }, policies: [] }],
      }),
      "contract-call needs an address and the functions to allow",
    ],
    [
      "a function that is not a signature",
      request({
        permissions: [
          {
            type: "contract-call",
            data: { address: TOKEN, calls: ["drain everything"] },
            policies: [],
          },
        ],
      }),
      "Not a function signature: drain everything",
    ],
    [
      "two token permissions at once",
      request({
        permissions: [
          {
            type: "native-token-transfer",
            data: {},
            policies: [{ type: "token-allowance", data: { allowance: "0x1" } }],
          },
          {
            type: "contract-call",
            data: { address: TOKEN, calls: ["approve(address,uint256)"] },
            policies: [],
          },
        ],
      }),
      "Grant one token permission at a time, or contract calls only (got native-token-transfer, contract-call)",
    ],
    ["two requests", [...request({}), ...request({})], "Send one permission request at a time"],
  ])("refuses %s", (_name, params, message) => {
    expect(() => readGrantRequest(params, NOW)).toThrow(new PermissionRequestError(message));
  });
});
