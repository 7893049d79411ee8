import { readInput, type SiwxMessageData, SiwxMessageDataSchema } from "@foyer/protocol";
import { createPublicClient, http } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { addressKey, bitcoinAddressFitsChain, isSupportedChain } from "../src/siwx/chains.js";
import { verifyBitcoinSignature } from "../src/siwx/verifyBitcoin.js";
import { SignatureCheckUnavailable } from "../src/siwx/verifyErrors.js";
import { verifyEvmSignature } from "../src/siwx/verifyEvm.js";
import { verifySolanaSignature } from "../src/siwx/verifySolana.js";
import { freePort } from "./support/anvil.js";
import {
  BITCOIN_MAINNET,
  bitcoinSigner,
  evmSigner,
  SOLANA_MAINNET,
  solanaSigner,
} from "./support/siwx.js";

const EIP4361_DATA: SiwxMessageData = {
  accountAddress: "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2",
  chainId: "eip155:1",
  domain: "service.org",
  uri: "https://service.org/login",
  version: "1",
  nonce: "32891756",
  issuedAt: "2021-09-30T16:25:24Z",
  statement: "I accept the ServiceOrg Terms of Service: https://service.org/tos",
  resources: [
    "ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/",
    "https://example.com/my-web2-claim.json",
  ],
};

/** The body's `data`, as the sessions route reads it (the text itself is tested in @foyer/protocol). */
function readMessageData(value: unknown): SiwxMessageData | string {
  const input = readInput(SiwxMessageDataSchema, value);
  return input.ok ? input.value : input.message;
}

describe("SIWX message data", () => {
  it("reads the body's data strictly", () => {
    expect(readMessageData(EIP4361_DATA)).toEqual(EIP4361_DATA);
    expect(readMessageData({ ...EIP4361_DATA, expirationTime: null })).toEqual(EIP4361_DATA);
    expect(readMessageData(null)).toMatch(/object/);
    expect(readMessageData({ ...EIP4361_DATA, nonce: 5 })).toMatch(/data\.nonce/);
    expect(readMessageData({ ...EIP4361_DATA, nonce: "" })).toMatch(/data\.nonce/);
    expect(readMessageData({ ...EIP4361_DATA, chainId: "1" })).toMatch(/CAIP-2/);
    expect(readMessageData({ ...EIP4361_DATA, resources: [1] })).toMatch(/resources/);
  });
});

describe("SIWX chains", () => {
  it("supports configured eip155 networks and the public Solana and Bitcoin ones", () => {
    const networks = { "eip155:31337": { name: "Devnet", rpcUrls: ["http://127.0.0.1:8545/"] } };
    expect(isSupportedChain("eip155:31337", networks)).toBe(true);
    expect(isSupportedChain("eip155:1", networks)).toBe(false);
    expect(isSupportedChain(SOLANA_MAINNET, networks)).toBe(true);
    expect(isSupportedChain(BITCOIN_MAINNET, networks)).toBe(true);
    expect(isSupportedChain("solana:unknown", networks)).toBe(false);
    expect(isSupportedChain("cosmos:cosmoshub-4", networks)).toBe(false);
    // A Solana chain the server is configured with (the local one): checked offline like the public ones.
    const local = "solana:4ysRWC5v3YwiXJvLvmyM1vW7RXuZFaxV";
    expect(isSupportedChain(local, networks)).toBe(false);
    expect(
      isSupportedChain(local, {
        ...networks,
        [local]: { name: "Local", rpcUrls: ["http://127.0.0.1:8899"] },
      }),
    ).toBe(true);
  });

  it("matches Bitcoin addresses to mainnet or test networks", () => {
    expect(
      bitcoinAddressFitsChain(BITCOIN_MAINNET, "bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l"),
    ).toBe(true);
    expect(bitcoinAddressFitsChain(BITCOIN_MAINNET, "tb1qexample")).toBe(false);
    expect(bitcoinAddressFitsChain("bip122:000000000933ea01ad0ee984209779ba", "tb1qexample")).toBe(
      true,
    );
    expect(bitcoinAddressFitsChain(BITCOIN_MAINNET, "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2")).toBe(
      true,
    );
  });

  it("compares addresses case-insensitively only where the encoding is", () => {
    expect(addressKey("eip155:1", "0xAbC")).toBe("0xabc");
    expect(addressKey(BITCOIN_MAINNET, "BC1QABC")).toBe("bc1qabc");
    expect(addressKey(SOLANA_MAINNET, "AbC")).toBe("AbC");
  });
});

describe("SIWX signature checks", () => {
  it("verifies the BIP-322 test vector and refuses it for another message", () => {
    const address = "bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l";
    const signature =
      "AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=";
    expect(verifyBitcoinSignature(address, "Hello World", signature)).toBe(true);
    expect(verifyBitcoinSignature(address, "Hello World!", signature)).toBe(false);
    expect(verifyBitcoinSignature(address, "Hello World", "not base64")).toBe(false);
    expect(verifyBitcoinSignature("not an address", "Hello World", signature)).toBe(false);
  });

  it("verifies BIP-322 signatures of fresh mainnet and testnet keys", async () => {
    for (const network of ["mainnet", "testnet"] as const) {
      const signer = bitcoinSigner(network);
      const signature = await signer.sign("Sign in");
      expect(verifyBitcoinSignature(signer.address, "Sign in", signature)).toBe(true);
      expect(verifyBitcoinSignature(bitcoinSigner(network).address, "Sign in", signature)).toBe(
        false,
      );
    }
  });

  it("verifies Solana ed25519 signatures in base58 or hex", async () => {
    const signer = solanaSigner();
    const signature = await signer.sign("Sign in");
    expect(verifySolanaSignature(signer.address, "Sign in", signature)).toBe(true);
    expect(verifySolanaSignature(signer.address, "Sign in!", signature)).toBe(false);
    expect(verifySolanaSignature(solanaSigner().address, "Sign in", signature)).toBe(false);
    expect(verifySolanaSignature(signer.address, "Sign in", "0OIl")).toBe(false);
    expect(verifySolanaSignature("short", "Sign in", signature)).toBe(false);
  });

  it("checks EOA signatures without the upstream, and reports an unreachable one for the rest", async () => {
    const deadClient = createPublicClient({
      transport: http(`http://127.0.0.1:${await freePort()}`, { retryCount: 0, timeout: 2_000 }),
    });
    const signer = evmSigner();
    const signature = await privateKeyToAccount(signer.privateKey).signMessage({
      message: "Sign in",
    });
    expect(await verifyEvmSignature(deadClient, signer.address, "Sign in", signature)).toBe(true);
    expect(await verifyEvmSignature(deadClient, signer.address, "Sign in", "not hex")).toBe(false);
    expect(await verifyEvmSignature(deadClient, "0xnope", "Sign in", signature)).toBe(false);
    // Not the signer: could be a smart account, so the chain must be asked — and can't be.
    await expect(
      verifyEvmSignature(deadClient, evmSigner().address, "Sign in", signature),
    ).rejects.toBeInstanceOf(SignatureCheckUnavailable);
  });
});

describe("the test wallet's Bitcoin sign-in signature", () => {
  it("is a BIP-322 signature of its regtest payment address that the verifier accepts", async () => {
    const { createApprovalQueue, createBitcoinTestWallet, deriveBitcoinAccounts } = await import(
      "@foyer/testwallet/bitcoin"
    );
    const wallet = createBitcoinTestWallet({
      esploraUrl: "http://127.0.0.1:1",
      approvals: createApprovalQueue("approve", () => undefined),
      authorized: true,
      onAuthorizedChange: () => undefined,
    });
    const { payment } = deriveBitcoinAccounts();
    const message = "localhost wants you to sign in with your Bitcoin account:";
    const response = await wallet.provider.request("signMessage", {
      address: payment.address,
      message,
      protocol: "BIP322",
    });
    if (!("result" in response)) throw new Error(JSON.stringify(response.error));
    const { signature } = response.result as { signature: string };
    expect(
      bitcoinAddressFitsChain("bip122:0f9188f13cb7b2c71f2a335e3a4fc328", payment.address),
    ).toBe(true);
    expect(verifyBitcoinSignature(payment.address, message, signature)).toBe(true);
    expect(verifyBitcoinSignature(payment.address, `${message}!`, signature)).toBe(false);
  });
});
