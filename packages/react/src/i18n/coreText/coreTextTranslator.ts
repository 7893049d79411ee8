import { type CoreTexts, coreTextEn } from "./coreTextEn.js";

/** Stands for parameter `index` while a text's shape is read: no real text holds it. */
const slot = (index: number) => `\uE000${index}\uE000`;
const SLOT = /\uE000(\d+)\uE000/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface Shape {
  pattern: RegExp;
  /** Which parameter each captured group fills. */
  order: number[];
  translate: (...args: string[]) => string;
}

/**
 * Turns core's English texts into `translation`'s: an exact text by lookup, a
 * text with a placeholder ("Please try again after 12 seconds") by its shape,
 * read off core's own function, so the placeholder (12) is carried over. Any
 * other text (a wallet's own words, one already translated) comes back as it
 * was. Built once per loaded translation.
 */
export function coreTextTranslator(translation: CoreTexts): (text: string) => string {
  const exact = new Map<string, string>();
  const shapes: Shape[] = [];
  for (const key of Object.keys(coreTextEn) as (keyof CoreTexts)[]) {
    const english: unknown = coreTextEn[key];
    const translated: unknown = translation[key];
    if (typeof english === "string") {
      if (typeof translated === "string") exact.set(english, translated);
      continue;
    }
    if (typeof english !== "function" || typeof translated !== "function") continue;
    const arity = english.length;
    const template = (english as (...args: string[]) => string)(
      ...Array.from({ length: arity }, (_, index) => slot(index)),
    );
    const order: number[] = [];
    const source = template
      .split(SLOT)
      .map((part, index) => {
        if (index % 2 === 0) return escapeRegExp(part);
        order.push(Number(part));
        return "([\\s\\S]+?)";
      })
      .join("");
    shapes.push({
      pattern: new RegExp(`^${source}$`),
      order,
      translate: translated as (...args: string[]) => string,
    });
  }
  return (text) => {
    const found = exact.get(text);
    if (found !== undefined) return found;
    for (const shape of shapes) {
      const match = shape.pattern.exec(text);
      if (!match) continue;
      const args: string[] = [];
      shape.order.forEach((parameter, group) => {
        args[parameter] = match[group + 1] ?? "";
      });
      return shape.translate(...args);
    }
    return text;
  };
}
