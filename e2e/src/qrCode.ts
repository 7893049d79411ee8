import jsQRModule from "jsqr";
import type { Locator } from "playwright-core";

// jsQR is CommonJS: its `module.exports` is the function, which also carries `default`; the
// types describe only the latter, so NodeNext sees the module object.
const jsQR = jsQRModule.default;

/**
 * Reads a QR code as a phone's camera would: a screenshot of what is painted
 * (the wallet's or network's image over the middle included), turned back
 * into pixels in the page and decoded with jsQR. Resolves with the text it
 * encodes, or null when it does not scan.
 */
export async function scanQrCode(code: Locator): Promise<string | null> {
  const png = (await code.screenshot()).toString("base64");
  const image = await code.page().evaluate(async (base64) => {
    const picture = new Image();
    picture.src = `data:image/png;base64,${base64}`;
    await picture.decode();
    // A white quiet zone around it, as a scanner needs.
    const margin = 32;
    const canvas = document.createElement("canvas");
    canvas.width = picture.width + 2 * margin;
    canvas.height = picture.height + 2 * margin;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2d canvas");
    context.fillStyle = "#fff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(picture, margin, margin);
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    return { data: Array.from(data), width, height };
  }, png);
  return jsQR(Uint8ClampedArray.from(image.data), image.width, image.height)?.data ?? null;
}
