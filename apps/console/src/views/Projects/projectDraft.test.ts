import type { AdminProject } from "@foyer/protocol";
import { DEFAULT_REMOTE_FEATURES } from "@foyer/protocol";
import { describe, expect, it } from "vitest";
import { createBody, draftOf, draftProblems, newDraft, patchBody } from "./projectDraft.js";

const PROJECT: AdminProject = {
  id: "shop",
  name: "Shop",
  allowedOrigins: ["https://shop.example"],
  features: { ...DEFAULT_REMOTE_FEATURES, socials: ["google"], analytics: false },
  nameZone: null,
  smartAccountNetworks: null,
  createdAt: "2026-05-01T00:00:00.000Z",
  updatedAt: "2026-05-01T00:00:00.000Z",
};

describe("a project draft", () => {
  it("names each problem by its field as the operator types", () => {
    const draft = {
      ...newDraft(),
      id: "My Shop",
      origins: ["https://shop.example", "https://shop.example/", ""],
      nameZone: "Shop!",
    };
    expect(Object.keys(draftProblems(draft, true)).sort()).toEqual([
      "id",
      "name",
      "nameZone",
      "origins.1",
    ]);
    expect(draftProblems({ ...draft, id: "" }, false).id).toBeUndefined();
  });

  it("creates with trimmed, deduplicated origins and the default features", () => {
    const body = createBody({
      ...newDraft(),
      id: " shop ",
      name: " Shop ",
      origins: ["https://shop.example ", "", "https://shop.example"],
    });
    expect(body).toEqual({
      id: "shop",
      name: "Shop",
      allowedOrigins: ["https://shop.example"],
      features: { ...DEFAULT_REMOTE_FEATURES, analytics: false },
    });
  });

  it("changes only what was edited, features key by key", () => {
    const draft = draftOf(PROJECT);
    expect(patchBody(PROJECT, draft)).toBeUndefined();
    draft.features.email = false;
    draft.origins.push("http://localhost:5173");
    expect(patchBody(PROJECT, draft)).toEqual({
      addOrigins: ["http://localhost:5173"],
      features: { email: false },
    });
    expect(
      patchBody(PROJECT, { ...draftOf(PROJECT), origins: ["https://www.shop.example"] }),
    ).toEqual({
      addOrigins: ["https://www.shop.example"],
      removeOrigins: ["https://shop.example"],
    });
    expect(patchBody(PROJECT, { ...draftOf(PROJECT), nameZone: "shop.example" })).toEqual({
      nameZone: "shop.example",
    });
  });
});
