import { describe, expect, it } from "vitest";
import { isValidEmail } from "./email.js";

describe("email validity (behaviour §5)", () => {
  it.each([
    "a@b.co",
    "jane.doe@example.com",
    "jane+wallet@mail.example.co.uk",
    "o'brien@example.ie",
    "x_y-z@sub-domain.example.org",
    "USER@EXAMPLE.COM",
    "me@example.xn--p1ai",
    `${"a".repeat(64)}@example.com`,
  ])("accepts %s", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each<unknown>([
    "",
    "plainaddress",
    "@example.com",
    "jane@",
    "jane@example",
    "jane@@example.com",
    "jane@exa@mple.com",
    ".jane@example.com",
    "jane.@example.com",
    "ja..ne@example.com",
    "jane doe@example.com",
    "jane@exam ple.com",
    "jane@-example.com",
    "jane@example-.com",
    "jane@example..com",
    "jane@example.c",
    "jane@example.123",
    "jane@[127.0.0.1]",
    '"jane"@example.com',
    "jané@example.com",
    "jane@exämple.com",
    `${"a".repeat(65)}@example.com`,
    `a@${"b".repeat(64)}.com`,
    `a@${"b.".repeat(126)}com`,
    undefined,
    42,
  ])("rejects %j", (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
