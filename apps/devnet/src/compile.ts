/// <reference path="./solc.d.ts" />
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import type { Abi, Hex } from "viem";
import { contractsDir } from "./paths.js";

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));
const accountAbstractionDir = packageDir("@account-abstraction/contracts");
const openZeppelinDir = packageDir("@openzeppelin/contracts");

export interface Artifact {
  contractName: string;
  abi: Abi;
  bytecode: Hex;
  deployedBytecode: Hex;
}

interface CompilerSettings {
  optimizer: { enabled: true; runs: number };
  viaIR: boolean;
  evmVersion: "paris";
}

interface CompileJob {
  /** Directory that source unit names starting with `contracts/` resolve to. */
  root: string;
  settings: CompilerSettings;
  /** Source unit name → contract names to keep from it. */
  targets: Record<string, string[]>;
}

/**
 * `paris` avoids PUSH0 so the bytecode also runs on chains without Shanghai, and it is what the
 * eth-infinitism v0.7 release was built with.
 */
const foyerSettings: CompilerSettings = {
  optimizer: { enabled: true, runs: 200 },
  viaIR: false,
  evmVersion: "paris",
};

/**
 * The canonical EntryPoint v0.7 address is a CREATE2 of the exact init code, metadata hash
 * included. These are the original release settings, and the source unit names below are the
 * original `contracts/...` paths, which the metadata hash also covers.
 */
const entryPointSettings: CompilerSettings = {
  optimizer: { enabled: true, runs: 1_000_000 },
  viaIR: true,
  evmVersion: "paris",
};

function foyerTargets(): Record<string, string[]> {
  const targets: Record<string, string[]> = {};
  for (const file of readdirSync(contractsDir, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".sol")) continue;
    targets[`contracts/${file.split("\\").join("/")}`] = ["*"];
  }
  return targets;
}

function compileJobs(): CompileJob[] {
  return [
    { root: contractsDir, settings: foyerSettings, targets: foyerTargets() },
    // EntryPoint gets its own job: sharing one with other sources could shift AST ids and with
    // them the optimised bytecode.
    {
      root: accountAbstractionDir,
      settings: entryPointSettings,
      targets: { "contracts/core/EntryPoint.sol": ["EntryPoint"] },
    },
    // The v0.7 release compiled everything except EntryPoint and SimpleAccount without viaIR.
    {
      root: accountAbstractionDir,
      settings: { ...entryPointSettings, viaIR: false },
      targets: { "contracts/samples/SimpleAccountFactory.sol": ["SimpleAccountFactory"] },
    },
    // The release's sample paymaster that pays for what an off-chain signer signed: the server's
    // ERC-7677 paymaster service signs for it. Its own job, so the factory above stays as released.
    {
      root: accountAbstractionDir,
      settings: { ...entryPointSettings, viaIR: false },
      targets: { "contracts/samples/VerifyingPaymaster.sol": ["VerifyingPaymaster"] },
    },
  ];
}

function resolveSource(root: string, unitName: string): string | undefined {
  if (unitName.startsWith("contracts/")) return join(root, unitName.slice("contracts/".length));
  if (unitName.startsWith("@openzeppelin/contracts/")) {
    return join(openZeppelinDir, unitName.slice("@openzeppelin/contracts/".length));
  }
  return undefined;
}

interface SolcOutput {
  errors?: { severity: "error" | "warning" | "info"; formattedMessage: string }[];
  contracts?: Record<
    string,
    Record<
      string,
      { abi: Abi; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }
    >
  >;
}

function runJob(solc: Solc, job: CompileJob): Artifact[] {
  const sources: Record<string, { content: string }> = {};
  const outputSelection: Record<string, Record<string, string[]>> = {};
  for (const [unitName, names] of Object.entries(job.targets)) {
    const path = resolveSource(job.root, unitName);
    if (!path) throw new Error(`cannot resolve ${unitName}`);
    sources[unitName] = { content: readFileSync(path, "utf8") };
    outputSelection[unitName] = Object.fromEntries(
      names.map((name) => [name, ["abi", "evm.bytecode.object", "evm.deployedBytecode.object"]]),
    );
  }
  const input = { language: "Solidity", sources, settings: { ...job.settings, outputSelection } };
  const output = JSON.parse(
    solc.compile(JSON.stringify(input), {
      import: (unitName) => {
        const path = resolveSource(job.root, unitName);
        if (!path) return { error: `unknown import prefix: ${unitName}` };
        try {
          return { contents: readFileSync(path, "utf8") };
        } catch {
          return { error: `not found: ${relative(job.root, path)}` };
        }
      },
    }),
  ) as SolcOutput;

  const errors = (output.errors ?? []).filter((e) => e.severity === "error");
  if (errors.length > 0) {
    throw new Error(`solc failed:\n${errors.map((e) => e.formattedMessage).join("\n")}`);
  }
  const artifacts: Artifact[] = [];
  for (const unit of Object.values(output.contracts ?? {})) {
    for (const [contractName, contract] of Object.entries(unit)) {
      // Interfaces and abstract contracts have no bytecode and are not deployable.
      if (contract.evm.bytecode.object === "") continue;
      artifacts.push({
        contractName,
        abi: contract.abi,
        bytecode: `0x${contract.evm.bytecode.object}`,
        deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
      });
    }
  }
  return artifacts;
}

type Solc = typeof import("solc").default;

/** Read from package.json: loading the compiler just for its version would cost a second. */
export const solcVersion = (require("solc/package.json") as { version: string }).version;

/** Compiles our contracts plus the ERC-4337 ones, keyed by contract name. */
export async function compileContracts(): Promise<Map<string, Artifact>> {
  const { default: solc } = await import("solc");
  const artifacts = new Map<string, Artifact>();
  for (const job of compileJobs()) {
    for (const artifact of runJob(solc, job)) {
      if (artifacts.has(artifact.contractName)) {
        throw new Error(`duplicate contract name ${artifact.contractName}`);
      }
      artifacts.set(artifact.contractName, artifact);
    }
  }
  return artifacts;
}
