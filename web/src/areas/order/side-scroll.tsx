import type { ReactNode } from 'react';

/**
 * A drawer's small table scrolls sideways when the drawer is narrower than its columns. This
 * wrapper does it rather than antd's `scroll={{ x: 'max-content' }}`, which adds a row measuring
 * every column after mounting (a forced layout of the whole page under the drawer, in the same
 * task as the drawer's first frame); the tables here pin no column, so they need no measuring.
 */
export function SideScroll({ children }: { children: ReactNode }) {
  return <div style={{ overflowX: 'auto' }}>{children}</div>;
}
