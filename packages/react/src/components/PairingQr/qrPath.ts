/**
 * The dark modules of a QR matrix as one SVG path, one unit square each,
 * so the code scales with the viewBox and stays crisp at any size.
 */
export function qrPath(data: readonly (readonly boolean[])[]): string {
  let d = "";
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return d;
}
