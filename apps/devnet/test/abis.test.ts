import { readFile } from "node:fs/promises";
import type { Abi, AbiParameter } from "viem";
import { beforeAll, describe, expect, it } from "vitest";
import {
  dexFactoryAbi,
  dexPairAbi,
  dexRouterAbi,
  ensureDevnetBuild,
  foyerSampleAbi,
  idRegistryAbi,
  mintableErc20Abi,
  simpleAccountFactoryAbi,
  wethAbi,
} from "../src/index.js";

beforeAll(async () => {
  await ensureDevnetBuild();
}, 300_000);

const types = (params: readonly AbiParameter[]) => params.map((p) => p.type).join(",");

/**
 * Everything that matters on the wire; parameter names are cosmetic, and `pure` vs `view` is
 * not visible to callers (USDC's `decimals` is `pure` while the ERC-20 standard says `view`).
 */
function signatures(abi: Abi): string[] {
  return abi.map((item) => {
    switch (item.type) {
      case "function":
        return `function ${item.name}(${types(item.inputs)})->(${types(item.outputs)}) ${item.stateMutability === "pure" ? "view" : item.stateMutability}`;
      case "event":
        return `event ${item.name}(${item.inputs.map((p) => `${p.type}${p.indexed ? " indexed" : ""}`).join(",")})`;
      case "error":
        return `error ${item.name}(${types(item.inputs)})`;
      case "constructor":
        return `constructor(${types(item.inputs)})`;
      default:
        return item.type;
    }
  });
}

async function compiledAbi(contractName: string): Promise<Abi> {
  const url = new URL(`../build/artifacts/${contractName}.json`, import.meta.url);
  return (JSON.parse(await readFile(url, "utf8")) as { abi: Abi }).abi;
}

describe("hand-written ABIs", () => {
  const cases: [string, Abi, string[]][] = [
    ["mintableErc20Abi", mintableErc20Abi, ["UsdCoin", "FoyerToken"]],
    ["wethAbi", wethAbi, ["WrappedEther"]],
    ["dexFactoryAbi", dexFactoryAbi, ["DexFactory"]],
    ["dexPairAbi", dexPairAbi, ["DexPair"]],
    ["dexRouterAbi", dexRouterAbi, ["DexRouter"]],
    ["foyerSampleAbi", foyerSampleAbi, ["FoyerSample"]],
    ["simpleAccountFactoryAbi", simpleAccountFactoryAbi, ["SimpleAccountFactory"]],
    ["idRegistryAbi", idRegistryAbi, ["IdRegistry"]],
  ];
  for (const [name, abi, contracts] of cases) {
    for (const contract of contracts) {
      it(`${name} matches the compiled ${contract}`, async () => {
        const compiled = new Set(signatures(await compiledAbi(contract)));
        for (const signature of signatures(abi)) expect(compiled, signature).toContain(signature);
      });
    }
  }
});
