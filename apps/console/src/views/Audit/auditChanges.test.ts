import { describe, expect, it } from "vitest";
import { auditChanges } from "./auditChanges.js";

describe("audit changes", () => {
  it("lists the fields an update changed, nested features by key, not the timestamps", () => {
    expect(
      auditChanges(
        {
          name: "Shop",
          allowedOrigins: ["https://a.example"],
          features: { email: true, swaps: true },
          updatedAt: "1",
        },
        {
          name: "Shop",
          allowedOrigins: ["https://a.example", "https://b.example"],
          features: { email: false, swaps: true },
          updatedAt: "2",
        },
      ),
    ).toEqual([
      {
        field: "allowedOrigins",
        before: '["https://a.example"]',
        after: '["https://a.example","https://b.example"]',
      },
      { field: "features.email", before: "true", after: "false" },
    ]);
  });

  it("lists every field of a creation or a deletion against nothing", () => {
    expect(auditChanges(null, { id: "shop", name: "Shop" })).toEqual([
      { field: "id", before: "—", after: "shop" },
      { field: "name", before: "—", after: "Shop" },
    ]);
    expect(auditChanges({ liveSessions: 2 }, null)).toEqual([
      { field: "liveSessions", before: "2", after: "—" },
    ]);
  });

  it("is empty when nothing changed", () => {
    expect(auditChanges({ a: 1 }, { a: 1 })).toEqual([]);
  });
});
