import { theme } from 'antd';

/**
 * A list row's small square picture (a product's cover, a SKU's image), cropped to fill; a plain
 * grey square when there is none, so the rows keep their height. Decorative: the row names it.
 */
export function Thumbnail({ src, size = 40 }: { src: string | null | undefined; size?: number }) {
  const { token } = theme.useToken();
  const box = { width: size, height: size, borderRadius: token.borderRadiusSM, display: 'block' };
  return src ? (
    <img src={src} alt="" width={size} height={size} loading="lazy" style={{ ...box, objectFit: 'cover' }} />
  ) : (
    <div style={{ ...box, background: token.colorFillSecondary }} />
  );
}
