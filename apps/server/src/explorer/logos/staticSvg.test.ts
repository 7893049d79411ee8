import { describe, expect, it } from "vitest";
import { isStaticSvg } from "./staticSvg.js";

const wrap = (inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${inner}</svg>`;

describe("isStaticSvg (logos served from our origin)", () => {
  it.each([
    ["a path", wrap('<path fill="#fff" d="M0 0h24v24H0z"/>')],
    [
      "a gradient by local url()",
      wrap(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#000"/></linearGradient></defs><path fill="url(#g)" d="M0 0h1"/>',
      ),
    ],
    ["a clip path", wrap('<clipPath id="c"><path d="M0 0"/></clipPath><g clip-path="url(#c)"/>')],
  ])("accepts %s", (_name, svg) => {
    expect(isStaticSvg(svg)).toBe(true);
  });

  it.each([
    ["a script element", wrap("<script>alert(1)</script>")],
    ["an event handler", wrap('<path onload="alert(1)" d="M0 0"/>')],
    ["a foreignObject", wrap("<foreignObject><div/></foreignObject>")],
    ["an external image", wrap('<image href="https://x.example/a.png"/>')],
    ["a <use> of another file", wrap('<use href="other.svg#a"/>')],
    ["a link", wrap('<a href="javascript:alert(1)"><path d="M0 0"/></a>')],
    ["an external url()", wrap('<path fill="url(https://x.example/#g)" d="M0 0"/>')],
    ["a style import", wrap("<style>@import url(#x);</style>")],
    ["an animation", wrap('<animate attributeName="href" to="javascript:alert(1)"/>')],
    ["an entity", `<!DOCTYPE svg [<!ENTITY x "y">]>${wrap("")}`],
    ["not an svg", "<html></html>"],
    ["a cut-off svg", '<svg viewBox="0 0 1 1"><path d="M0 0"/>'],
  ])("refuses %s", (_name, svg) => {
    expect(isStaticSvg(svg)).toBe(false);
  });
});
