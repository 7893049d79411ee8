/**
 * A wallet's icon, or its initial on a tile when there is no image (or the
 * image was left out, as past the first 20 of a page). Decorative: the
 * wallet's name is always written next to it.
 */
export function WalletImage({
  name,
  src,
  large = false,
}: {
  name: string;
  src?: string | undefined;
  large?: boolean;
}) {
  const className = large ? "wallet-image large" : "wallet-image";
  if (src) return <img className={className} src={src} alt="" />;
  return (
    <span className={className} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
