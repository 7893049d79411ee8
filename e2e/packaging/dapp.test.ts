/**
 * A developer's dApp, installed from the packed tarballs the way a stranger installs them
 * from npm — beside wagmi (a newer @wagmi/core minor than the workspace's), TanStack Query,
 * ethers and @solana/kit — built with Vite and run in Chromium against the local world
 * `npm start` runs (devnet, bundler, Solana localnet, provider server). Foyer's modal
 * connects; then wagmi's own hooks, an ethers BrowserProvider and @solana/kit code act
 * through that wallet, and each result is checked on chain or by signature recovery.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { testWalletInitScript } from "@foyer/testwallet/node";
import type { Page } from "playwright-core";
import {
  type Address,
  createPublicClient,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  verifyMessage,
  verifyTypedData,
} from "viem";
import { foundry } from "viem/chains";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Browser, launchBrowser } from "../src/browser.js";
import { devnetChain } from "../src/devnetChain.js";
import { ACCOUNT_BUTTON, approveInFrame, loginByEmail } from "../src/emailSession.js";
import { accountButton, modal } from "../src/modal.js";
import { freePort } from "../src/ports.js";
import { startWorld, type World } from "../src/world.js";

const packed = inject("packed");
const repoRoot = inject("repoRoot");
const dappDir = fileURLToPath(new URL("./dapp", import.meta.url));
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const SLOW = { timeout: 120_000, interval: 250 };
const TEST_TIMEOUT = 300_000;

/**
 * What the app brings itself, from the registry. wagmi 3.7.7 depends on @wagmi/core 3.6.5: a
 * newer minor than the 3.5 the workspace tests @foyer/evm on, so the peer range is what
 * lets the app keep one copy.
 */
const APP_LIBRARIES = { wagmi: "3.7.7", "@tanstack/react-query": "5.108.4", ethers: "6.17.0" };

/** The version the workspace's lockfile installs for a package. */
function pinned(name: string, lockPath = `node_modules/${name}`): string {
  const lock = JSON.parse(readFileSync(join(repoRoot, "package-lock.json"), "utf8"));
  const version = lock.packages[lockPath]?.version;
  if (!version) throw new Error(`the workspace pins no version of ${name}`);
  return version;
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
  }
}

/** The built app on 127.0.0.1:port (the server must allow that origin before it starts). */
function serveApp(dir: string, port: number): Promise<Server> {
  const types: Record<string, string> = { ".html": "text/html", ".js": "text/javascript" };
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
    const file = join(dir, normalize(path === "/" ? "/index.html" : path));
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        "content-type": types[extname(file)] ?? "application/octet-stream",
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

describe("a dApp on wagmi, ethers and @solana/kit, with Foyer from the packed tarballs (Chromium)", () => {
  let world: World;
  let browser: Browser;
  let page: Page;
  let app: string;
  let served: Server | undefined;
  let appUrl: string;
  let lock: { packages: Record<string, { version?: string }> };
  const seen = new Set<string>();

  const client = () => createPublicClient({ chain: foundry, transport: http(world.devnet.rpcUrl) });
  const shown = async (testId: string) => (await page.getByTestId(testId).textContent()) ?? "";
  const testWallet = () => {
    const account = world.devnet.manifest.accounts[0];
    if (!account) throw new Error("no dev account 0");
    return account;
  };
  const receiver = () => world.devnet.manifest.accounts[5]?.address as Address;

  beforeAll(async () => {
    const port = await freePort();
    appUrl = `http://127.0.0.1:${port}`;
    world = await startWorld({ smartAccounts: true, solana: true, extraOrigins: [appUrl] });
    const solana = world.solana;
    if (!solana) throw new Error("the world has no Solana localnet");

    app = mkdtempSync(join(tmpdir(), "foyer-dapp-"));
    cpSync(dappDir, app, { recursive: true });
    writeFileSync(
      join(app, "src/world.json"),
      JSON.stringify({
        serverUrl: world.server.url,
        projectId: "demo",
        devnetRpcUrl: world.devnet.rpcUrl,
        devnet2RpcUrl: world.devnet2.rpcUrl,
        usdc: world.devnet.manifest.contracts.usdc.address,
        receiver: receiver(),
        solana: {
          caipNetworkId: solana.caipNetworkId,
          name: solana.name,
          rpcUrl: solana.rpcUrl,
          receiver: solana.keys.accounts[1]?.address,
        },
      }),
    );
    const tarball = new Map(packed.map((pkg) => [pkg.name, `file:${pkg.tarball}`]));
    const fromTarball = (name: string) => {
      const file = tarball.get(name);
      if (!file) throw new Error(`${name} was not packed`);
      return file;
    };
    const ours = ["@foyer/core", "@foyer/evm", "@foyer/react", "@foyer/solana", "@foyer/embedded"];
    writeFileSync(
      join(app, "package.json"),
      JSON.stringify(
        {
          name: "foyer-dapp",
          private: true,
          type: "module",
          dependencies: {
            ...Object.fromEntries(ours.map((name) => [name, fromTarball(name)])),
            ...Object.fromEntries(
              ["react", "react-dom", "viem", "@solana/kit", "@solana-program/system"].map(
                (name) => [name, pinned(name)],
              ),
            ),
            ...APP_LIBRARIES,
          },
          devDependencies: Object.fromEntries(
            ["vite", "@vitejs/plugin-react", "typescript", "@types/react", "@types/react-dom"].map(
              (name) => [name, pinned(name)],
            ),
          ),
          // Foyer's own packages that those pull in come from their tarballs too.
          overrides: Object.fromEntries(
            packed
              .filter((pkg) => !ours.includes(pkg.name))
              .map((pkg) => [pkg.name, fromTarball(pkg.name)]),
          ),
        },
        null,
        2,
      ),
    );
    run(npm, ["install", "--prefer-offline", "--no-audit", "--no-fund"], app);
    lock = JSON.parse(readFileSync(join(app, "package-lock.json"), "utf8"));
    writeFileSync(
      join(app, "vite.config.mjs"),
      'import react from "@vitejs/plugin-react";\nimport { defineConfig } from "vite";\n\nexport default defineConfig({ plugins: [react()] });\n',
    );
    writeFileSync(
      join(app, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          target: "ES2022",
          lib: ["ES2023", "DOM", "DOM.Iterable"],
          module: "ESNext",
          moduleResolution: "bundler",
          jsx: "react-jsx",
          strict: true,
          noEmit: true,
          resolveJsonModule: true,
          skipLibCheck: true,
          types: [],
        },
        include: ["src"],
      }),
    );
    // The migration guides end in a working page: each is type-checked with the app.
    for (const guide of ["migrate-from-rainbowkit", "migrate-from-appkit"]) {
      const text = readFileSync(join(repoRoot, "docs", `${guide}.md`), "utf8");
      const page = [...text.matchAll(/```tsx\n([\s\S]+?)```/g)].at(-1)?.[1];
      if (!page) throw new Error(`docs/${guide}.md ends in no page`);
      writeFileSync(join(app, "src", `${guide}.tsx`), page);
    }
    // The app type-checks against the packed declarations: Foyer's provider is what
    // ethers' BrowserProvider, wagmi's config and @solana/kit's code take.
    run(process.execPath, [join(app, "node_modules/typescript/bin/tsc"), "-p", "."], app);
    run(
      process.execPath,
      [join(app, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"],
      app,
    );
    served = await serveApp(join(app, "dist"), port);

    browser = await launchBrowser({ thirdPartyStorage: true });
    await browser.context.addInitScript({
      content: testWalletInitScript({
        privateKey: testWallet().privateKey,
        chains: [
          { chainId: 31337, rpcUrl: world.devnet.rpcUrl, name: "Foyer Devnet" },
          { chainId: 31338, rpcUrl: world.devnet2.rpcUrl, name: "Foyer Devnet 2" },
        ],
        mode: "approve",
        panel: false,
        solana: {
          seedHex: solana.keys.accounts[0]?.seedHex ?? "",
          chains: [{ chain: "solana:localnet", rpcUrl: solana.rpcUrl }],
        },
      }),
    });
    page = await browser.context.newPage();
    await page.goto(appUrl);
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => (served ? served.close(resolve) : resolve(undefined)));
    await world?.stop();
    if (app) rmSync(app, { recursive: true, force: true });
  });

  it("installs one copy of viem, @wagmi/core, React and @solana/kit, the wagmi core newer than the workspace's", () => {
    const copies = (name: string) =>
      Object.entries(lock.packages)
        .filter(([path]) => path.endsWith(`node_modules/${name}`))
        .map(([, entry]) => entry.version);
    for (const name of ["viem", "@wagmi/core", "react", "@solana/kit"]) {
      expect({ name, copies: copies(name).length }).toEqual({ name, copies: 1 });
    }
    const [installed] = copies("@wagmi/core");
    const minorOf = (version = "") => Number(version.split(".")[1]);
    expect(minorOf(installed)).toBeGreaterThan(
      minorOf(pinned("@wagmi/core", "packages/evm/node_modules/@wagmi/core")),
    );
  });

  it(
    "connects the test wallet through Foyer's modal, and wagmi's useAccount, useChainId and useBalance see it",
    async () => {
      const { address } = testWallet();
      await page.getByRole("button", { name: "Connect wallet" }).click();
      await modal(page)
        .getByRole("button", { name: /Foyer Test Wallet/ })
        .first()
        .click();
      await accountButton(page, address).waitFor({ timeout: 60_000 });
      await expect.poll(() => shown("wagmi-status"), SLOW).toBe("connected");
      expect((await shown("wagmi-address")).toLowerCase()).toBe(address.toLowerCase());
      expect(await shown("wagmi-chain")).toBe("31337");
      const onChain = await client().getBalance({ address: address as Address });
      await expect.poll(() => shown("wagmi-balance"), SLOW).toBe(String(onChain));
      expect((await shown("ethers-address")).toLowerCase()).toBe(address.toLowerCase());
    },
    TEST_TIMEOUT,
  );

  it(
    "useSignMessage and useSignTypedData sign with the connected account (verifyMessage, verifyTypedData)",
    async () => {
      const address = testWallet().address as Address;
      await page.getByRole("button", { name: "wagmi sign", exact: true }).click();
      await expect.poll(() => shown("wagmi-signature"), SLOW).toMatch(/^0x/);
      const signature = (await shown("wagmi-signature")) as Hex;
      expect(await verifyMessage({ address, message: "hello from wagmi", signature })).toBe(true);

      await page.getByRole("button", { name: "wagmi sign typed data" }).click();
      await expect.poll(() => shown("wagmi-typed"), SLOW).toMatch(/^0x/);
      const typed = (await shown("wagmi-typed")) as Hex;
      expect(
        await verifyTypedData({
          address,
          domain: { name: "Foyer dApp", version: "1", chainId: 31337 },
          types: { Greeting: [{ name: "text", type: "string" }] },
          primaryType: "Greeting",
          message: { text: "hello from wagmi" },
          signature: typed,
        }),
      ).toBe(true);
    },
    TEST_TIMEOUT,
  );

  it(
    "useSendTransaction and useWriteContract send, useWaitForTransactionReceipt sees them mined, the chain agrees",
    async () => {
      const to = receiver();
      const usdc = world.devnet.manifest.contracts.usdc.address as Address;
      const ethBefore = await client().getBalance({ address: to });
      const usdcBefore = await client().readContract({
        address: usdc,
        abi: erc20Abi,
        functionName: "balanceOf",
        args: [to],
      });
      await page.getByRole("button", { name: "wagmi send", exact: true }).click();
      await expect.poll(() => shown("wagmi-sent"), SLOW).toMatch(/^success 0x/);
      const hash = (await shown("wagmi-sent")).split(" ")[1] as Hex;
      const receipt = await client().getTransactionReceipt({ hash });
      expect(receipt.from.toLowerCase()).toBe(testWallet().address.toLowerCase());
      expect(await client().getBalance({ address: to })).toBe(ethBefore + parseEther("0.001"));

      await page.getByRole("button", { name: "wagmi write" }).click();
      await expect.poll(() => shown("wagmi-written"), SLOW).toMatch(/^success 0x/);
      const usdcAfter = await client().readContract({
        address: usdc,
        abi: erc20Abi,
        functionName: "balanceOf",
        args: [to],
      });
      expect(usdcAfter - usdcBefore).toBe(1_000_000n);
    },
    TEST_TIMEOUT,
  );

  it(
    "useSwitchChain moves Foyer's network badge, and a switch in Foyer's modal moves wagmi back",
    async () => {
      await page.getByRole("button", { name: "wagmi switch to 31338" }).click();
      await expect.poll(() => shown("wagmi-chain"), SLOW).toBe("31338");
      await accountButton(page, testWallet().address).click();
      const badge = modal(page).getByRole("button", { name: "Switch network: Foyer Devnet 2" });
      await badge.waitFor({ timeout: 60_000 });
      await badge.click();
      await modal(page)
        .getByRole("button", { name: /^Foyer Devnet$/ })
        .click();
      await modal(page)
        .getByRole("button", { name: "Switch network: Foyer Devnet" })
        .waitFor({ timeout: 60_000 });
      await expect.poll(() => shown("wagmi-chain"), SLOW).toBe("31337");
      await modal(page).getByRole("button", { name: "Close" }).click();
    },
    TEST_TIMEOUT,
  );

  it(
    "ethers' BrowserProvider over useFoyerProvider('eip155') signs and sends",
    async () => {
      const to = receiver();
      const before = await client().getBalance({ address: to });
      await page.getByRole("button", { name: "ethers sign and send" }).click();
      await expect.poll(() => shown("ethers-result"), SLOW).toMatch(/^\{|^error/);
      const result = JSON.parse(await shown("ethers-result")) as {
        signer: Address;
        signature: Hex;
        hash: Hex;
        status: number;
      };
      expect(result.signer.toLowerCase()).toBe(testWallet().address.toLowerCase());
      expect(
        await verifyMessage({
          address: testWallet().address as Address,
          message: "hello from ethers",
          signature: result.signature,
        }),
      ).toBe(true);
      expect(result.status).toBe(1);
      expect((await client().getTransactionReceipt({ hash: result.hash })).status).toBe("success");
      expect(await client().getBalance({ address: to })).toBe(before + 12_345n);
    },
    TEST_TIMEOUT,
  );

  it(
    "a disconnect in wagmi empties Foyer, and Foyer's Disconnect empties wagmi",
    async () => {
      const { address } = testWallet();
      await page.getByRole("button", { name: "wagmi disconnect" }).click();
      await page.getByRole("button", { name: "Connect wallet" }).waitFor({ timeout: 60_000 });
      expect(await shown("wagmi-status")).toBe("disconnected");
      await expect.poll(() => shown("ethers-address"), SLOW).toBe("");

      await page.getByRole("button", { name: "Connect wallet" }).click();
      await modal(page)
        .getByRole("button", { name: /Foyer Test Wallet/ })
        .first()
        .click();
      await accountButton(page, address).waitFor({ timeout: 60_000 });
      await expect.poll(() => shown("wagmi-status"), SLOW).toBe("connected");
      await accountButton(page, address).click();
      await modal(page).getByRole("button", { name: "Disconnect" }).click();
      await expect.poll(() => shown("wagmi-status"), SLOW).toBe("disconnected");
      await page.getByRole("button", { name: "Connect wallet" }).waitFor();
    },
    TEST_TIMEOUT,
  );

  // After the test wallet (a browser wallet's EOA) was connected and let go: the email login
  // still lands on the smart account.
  it(
    "the email wallet's smart account is wagmi's account: useCapabilities says atomic, useSendCalls lands on chain",
    async () => {
      const email = `dapp${Date.now().toString(36)}@example.com`;
      await loginByEmail(page, world.server.url, email, seen);
      await expect.poll(() => shown("wagmi-status"), SLOW).toBe("connected");
      const smart = (await shown("wagmi-address")) as Address;
      expect(await page.getByRole("button", { name: ACCOUNT_BUTTON }).textContent()).toContain(
        smart.slice(-6),
      );
      expect(await shown("wagmi-connector")).toBe("foyer-embedded");
      // The account acting is the smart one (the modal offers the way to the EOA) …
      await page.getByRole("button", { name: ACCOUNT_BUTTON }).click();
      await modal(page)
        .getByRole("button", { name: "Switch to your EOA" })
        .waitFor({ timeout: 120_000 });
      await modal(page).getByRole("button", { name: "Close" }).click();
      // … and wagmi asks the wallet what it can do now: atomic batches.
      await page.getByRole("button", { name: "wagmi capabilities" }).click();
      await expect.poll(() => shown("wagmi-atomic"), SLOW).toBe("supported");

      await devnetChain(world).sendEth(1, smart, "1");
      const to = receiver();
      const before = await client().getBalance({ address: to });
      await page.getByRole("button", { name: "wagmi send calls" }).click();
      await approveInFrame(page);
      await expect.poll(() => shown("wagmi-calls"), SLOW).toMatch(/^success 0x/);
      expect(await client().getBalance({ address: to })).toBe(before + parseEther("0.0003"));
      await page.getByRole("button", { name: ACCOUNT_BUTTON }).click();
      await modal(page).getByRole("button", { name: "Disconnect" }).click();
      await page.getByRole("button", { name: "Connect wallet" }).waitFor({ timeout: 60_000 });
    },
    TEST_TIMEOUT,
  );
  it(
    "a Solana transfer signed through useFoyerProvider('solana') confirms on the localnet",
    async () => {
      const solana = world.solana;
      const to = solana?.keys.accounts[1]?.address;
      if (!solana || !to) throw new Error("no Solana localnet");
      const balanceOf = async (owner: string): Promise<bigint> => {
        const answer = await fetch(solana.rpcUrl, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "getBalance", params: [owner] }),
        });
        return BigInt(((await answer.json()) as { result: { value: number } }).result.value);
      };
      const before = await balanceOf(to);
      await page.getByRole("button", { name: "Connect wallet" }).click();
      await modal(page)
        .getByRole("button", { name: /Foyer Test Wallet.*Solana/ })
        .click();
      await expect.poll(() => shown("solana-address"), SLOW).toBe(solana.keys.accounts[0]?.address);
      expect(await shown("solana-chain")).toBe("solana:localnet");
      await page.getByRole("button", { name: "solana transfer" }).click();
      await expect.poll(() => shown("solana-result"), SLOW).toMatch(/^confirmed /);
      expect(await balanceOf(to)).toBe(before + 1_000_000n);
      await page.getByRole("button", { name: /…/ }).first().click();
      await modal(page).getByRole("button", { name: "Disconnect" }).click();
      await page.getByRole("button", { name: "Connect wallet" }).waitFor({ timeout: 60_000 });
    },
    TEST_TIMEOUT,
  );
});
