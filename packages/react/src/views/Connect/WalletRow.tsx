import type { ReactNode } from "react";
import { WalletImage } from "../../components/WalletImage/WalletImage.js";

/**
 * A clickable wallet row: icon, name and an optional tag ("Installed", "Recent", a count).
 * The name is the button's own text (`.wallet-row` styles it): no element of its own.
 * `onInterest` runs when a pointer enters it or it takes focus: a click is near.
 */
export function WalletRow(props: {
  name: string;
  imageUrl?: string | undefined;
  tag?: ReactNode;
  onSelect(): void;
  onInterest?: () => void;
}) {
  return (
    <button
      type="button"
      className="row wallet-row"
      onClick={props.onSelect}
      onPointerEnter={props.onInterest}
      onFocus={props.onInterest}
    >
      <WalletImage name={props.name} src={props.imageUrl} />
      {props.name}
      {props.tag}
    </button>
  );
}
