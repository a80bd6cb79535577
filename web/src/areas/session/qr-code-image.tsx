import { useMemo } from 'react';
import { qrPath } from './qr-code';

/** A QR code drawn as inline SVG, so it needs no network, canvas or data URL. */
export function QrCodeImage({
  value,
  label,
  pixels = 200,
}: {
  value: string;
  label: string;
  pixels?: number;
}) {
  const { size, d } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={pixels}
      height={pixels}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
