import { describe, expect, it } from "vitest";
import { messages } from "../errors/messages.js";
import { assertSingleSiwxOption, type SiwxOptionsInput } from "./siwxOptions.js";

describe("SIWX options (behaviour §5)", () => {
  it.each<[SiwxOptionsInput, boolean]>([
    [{}, false],
    [{ siweConfig: {} }, false],
    [{ siwx: {} }, false],
    [{ siweConfig: {}, siwx: null }, false],
    [{ siweConfig: {}, siwx: {} }, true],
  ])("%j throws: %s", (options, throws) => {
    const run = () => assertSingleSiwxOption(options);
    if (throws) expect(run).toThrow(messages.siweAndSiwxBothSet);
    else expect(run).not.toThrow();
  });

  it("spells the message as the spec does", () => {
    expect(messages.siweAndSiwxBothSet).toBe("Cannot set both `siweConfig` and `siwx` options");
  });
});
