import { describe, expect, it } from "vitest";
import { httpUrlOf, isHttpUrl, urlOf } from "./urls.js";

describe("urlOf, httpUrlOf, isHttpUrl", () => {
  it.each([
    ["https://a.example/x?y=1", true, true],
    ["http://127.0.0.1:8545", true, true],
    ["HTTPS://A.EXAMPLE", true, true],
    ["ftp://a.example", true, false],
    ["javascript:alert(1)", true, false],
    ["wss://relay.example", true, false],
    ["a.example", false, false],
    ["", false, false],
  ])("%j: a URL %s, an http(s) one %s", (text, isUrl, isHttp) => {
    expect(urlOf(text) !== undefined).toBe(isUrl);
    expect(httpUrlOf(text) !== undefined).toBe(isHttp);
    expect(isHttpUrl(text)).toBe(isHttp);
  });

  it("answers the parsed URL", () => {
    expect(httpUrlOf("https://A.example/path")?.href).toBe("https://a.example/path");
  });
});
