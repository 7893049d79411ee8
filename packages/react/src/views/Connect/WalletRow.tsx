import type { ReactNode } from "react";
import { WalletImage } from "../../components/WalletImage/WalletImage.js";

/** A clickable wallet row: icon, name and an optional tag ("Installed", "Recent", a count). */
export function WalletRow(props: {
  name: string;
  imageUrl?: string | undefined;
  tag?: ReactNode;
  onSelect(): void;
}) {
  return (
    <button type="button" className="row" onClick={props.onSelect}>
      <WalletImage name={props.name} src={props.imageUrl} />
      <span className="row-name">{props.name}</span>
      {props.tag}
    </button>
  );
}
