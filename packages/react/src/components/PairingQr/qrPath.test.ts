import { encode } from "uqr";
import { describe, expect, it } from "vitest";
import { qrPath } from "./qrPath.js";

describe("qrPath", () => {
  it("draws one unit square per dark module", () => {
    expect(
      qrPath([
        [true, false],
        [false, true],
      ]),
    ).toBe("M0 0h1v1h-1zM1 1h1v1h-1z");
  });

  it("covers a real pairing URI's matrix", () => {
    const { data } = encode("wc:abc@2?relay-protocol=irn&symKey=00", { ecc: "Q", border: 0 });
    const dark = data.flat().filter(Boolean).length;
    expect(qrPath(data).match(/M/g)).toHaveLength(dark);
  });
});
