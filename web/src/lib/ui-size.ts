/** The console's four component sizes (B-F19), largest first. */
export const sizes = ['default', 'medium', 'small', 'mini'] as const;
export type Size = (typeof sizes)[number];

export function isSize(value: unknown): value is Size {
  return typeof value === 'string' && (sizes as readonly string[]).includes(value);
}

/** B-F19: the `size` cookie if it names a size, else `medium`. */
export function startSize(cookieValue: string | undefined): Size {
  return isSize(cookieValue) ? cookieValue : 'medium';
}

/** How a console size reaches antd: a component size, and for mini the compact algorithm too. */
export interface AntdSize {
  componentSize: 'large' | 'medium' | 'small';
  compact: boolean;
}

/** antd has three sizes for four: mini is small made compact (denser spacing). */
export function antdSizeOf(size: Size): AntdSize {
  switch (size) {
    case 'default':
      return { componentSize: 'large', compact: false };
    case 'medium':
      // antd 6's name: its Table reads a 'middle' from the provider as no size, laying every list
      // out at the large size's padding (16 px a side instead of 8), too wide for 1280 px.
      return { componentSize: 'medium', compact: false };
    case 'small':
      return { componentSize: 'small', compact: false };
    case 'mini':
      return { componentSize: 'small', compact: true };
  }
}
