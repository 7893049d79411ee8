/**
 * Reads a pairing URI from a QR code image (a screenshot of the dApp's modal).
 * Uses the browser's BarcodeDetector where it exists; desktop Chromium on
 * Linux and Firefox lack it, and then the person pastes the URI instead.
 */
interface DetectedBarcode {
  rawValue: string;
}

interface BarcodeDetectorLike {
  detect(image: ImageBitmapSource): Promise<DetectedBarcode[]>;
}

type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

function barcodeDetector(): BarcodeDetectorConstructor | undefined {
  const candidate: unknown = (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
  return typeof candidate === "function" ? (candidate as BarcodeDetectorConstructor) : undefined;
}

export function canReadQrImages(): boolean {
  return barcodeDetector() !== undefined;
}

export async function readQrImage(image: Blob): Promise<string> {
  const Detector = barcodeDetector();
  if (Detector === undefined) {
    throw new Error(
      "This browser cannot read QR images; copy the URI from the dApp and paste it instead.",
    );
  }
  const bitmap = await createImageBitmap(image);
  try {
    const [code] = await new Detector({ formats: ["qr_code"] }).detect(bitmap);
    if (code === undefined) throw new Error("No QR code found in that image.");
    return code.rawValue;
  } finally {
    bitmap.close();
  }
}
