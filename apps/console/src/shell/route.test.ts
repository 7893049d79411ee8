import { describe, expect, it } from "vitest";
import { formatRoute, parseRoute } from "./route.js";

describe("console routes", () => {
  it.each([
    ["", { view: "projects", projectId: undefined }],
    ["#/", { view: "projects", projectId: undefined }],
    ["#/users", { view: "users", projectId: undefined }],
    ["#/users?project=shop", { view: "users", projectId: "shop" }],
    ["#/sponsorship?project=demo", { view: "sponsorship", projectId: "demo" }],
    ["#usage?project=a%20b", { view: "usage", projectId: "a b" }],
    ["#/nowhere?project=shop", { view: "projects", projectId: "shop" }],
    ["#/audit?project=", { view: "audit", projectId: undefined }],
  ])("%s → %j", (hash, route) => {
    expect(parseRoute(hash)).toEqual(route);
  });

  it.each([
    [{ view: "users", projectId: "shop" }, "#/users?project=shop"],
    [{ view: "projects", projectId: "shop" }, "#/projects"],
    [{ view: "audit", projectId: "shop" }, "#/audit"],
    [{ view: "usage", projectId: undefined }, "#/usage"],
  ] as const)("%j → %s", (route, hash) => {
    expect(formatRoute(route)).toBe(hash);
    expect(parseRoute(hash).view).toBe(route.view);
  });
});
