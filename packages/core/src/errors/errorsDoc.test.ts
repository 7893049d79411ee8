import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SWAP_FLOW_ERROR_CODES, SwapError } from "../swap/swapError.js";
import { API_ERROR_CODES, ApiError } from "./apiError.js";
import { CLIENT_ERROR_MESSAGES, ClientError } from "./clientError.js";
import { CONFIGURATION_ERROR_CODES, ConfigurationError } from "./configurationError.js";
import { CONNECTION_ERROR_CODES, ConnectionError } from "./connectionError.js";
import { FoyerError } from "./FoyerError.js";
import { FRAME_ERROR_CODES, FrameError } from "./frameError.js";
import { INVALID_INPUT_ERROR_CODES, InvalidInputError } from "./invalidInputError.js";
import { SIGN_IN_ERROR_CODES, SignInError } from "./signInError.js";
import { WalletError } from "./walletError.js";
import { WALLET_ERROR_CODES } from "./walletErrorCodes.js";
import { SDK_ERROR, SdkError } from "./wrapSdkError.js";

// docs/errors.md is what a developer's `Docs:` line points at: every family's section and code is there.
const doc = readFileSync(new URL("../../../../docs/errors.md", import.meta.url), "utf8");

/** The codes listed under a `## Name` heading of the doc. */
function documentedCodes(name: string): string[] {
  const section = doc.split(`\n## ${name}\n`)[1]?.split("\n## ")[0] ?? "";
  return [...(section.match(/^Codes: (.*)\.$/m)?.[1] ?? "").matchAll(/`([^`]+)`/g)].map(
    (m) => m[1] ?? "",
  );
}

/** A family's class, whatever its code union. */
type Family = { docsPath: string; new (message: string, options: { code: never }): FoyerError };

describe("docs/errors.md", () => {
  it.each<[Family, readonly string[]]>([
    [WalletError, Object.keys(WALLET_ERROR_CODES)],
    [ClientError, Object.keys(CLIENT_ERROR_MESSAGES)],
    [ApiError, API_ERROR_CODES],
    [ConfigurationError, CONFIGURATION_ERROR_CODES],
    [ConnectionError, CONNECTION_ERROR_CODES],
    [FrameError, Object.values(FRAME_ERROR_CODES)],
    [SignInError, SIGN_IN_ERROR_CODES],
    [InvalidInputError, INVALID_INPUT_ERROR_CODES],
    [SwapError, SWAP_FLOW_ERROR_CODES],
    [SdkError, [SDK_ERROR]],
  ])("has a section for %o listing exactly its codes", (family, codes) => {
    const name = new family("x", { code: "x" as never }).name;
    expect(family.docsPath).toBe(`docs/errors.md#${name.toLowerCase()}`);
    expect(documentedCodes(name)).toEqual([...codes]);
  });

  it("has the base class's section", () => {
    expect(doc).toContain("\n## FoyerError\n");
    expect(FoyerError.docsPath).toBe("docs/errors.md#foyererror");
  });
});
