import { type DragEvent, type FormEvent, useState } from "react";
import { canReadQrImages, readQrImage } from "../qrImage.js";

interface Props {
  disabled: boolean;
  onPair(uri: string): void;
  onError(text: string): void;
}

/** Paste a wc: URI, or drop / pick a QR screenshot where the browser can decode one. */
export function PairForm({ disabled, onPair, onError }: Props) {
  const [uri, setUri] = useState("");
  const [dragging, setDragging] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (uri.trim() === "") return;
    onPair(uri.trim());
    setUri("");
  };

  const fromImage = async (file: File | undefined) => {
    if (file === undefined) return;
    try {
      const decoded = await readQrImage(file);
      setUri(decoded);
      onPair(decoded);
    } catch (error) {
      onError(error instanceof Error ? error.message : String(error));
    }
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void fromImage(event.dataTransfer.files[0]);
  };

  return (
    <form
      className={dragging ? "card pair dragging" : "card pair"}
      onSubmit={submit}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <label htmlFor="pairing-uri">Pairing URI</label>
      <textarea
        id="pairing-uri"
        value={uri}
        onChange={(event) => setUri(event.target.value)}
        placeholder="wc:…@2?relay-protocol=irn&symKey=…"
        rows={3}
        spellCheck={false}
      />
      <div className="row">
        <button type="submit" disabled={disabled || uri.trim() === ""}>
          Pair
        </button>
        {canReadQrImages() ? (
          <label className="file">
            or drop a QR image here, or choose one
            <input
              type="file"
              accept="image/*"
              onChange={(event) => void fromImage(event.target.files?.[0])}
            />
          </label>
        ) : (
          <span className="hint">
            Copy the URI from the dApp's WalletConnect view and paste it here.
          </span>
        )}
      </div>
    </form>
  );
}
