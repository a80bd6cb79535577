import { Tooltip } from 'antd';
import { type CSSProperties, type ReactNode, useRef, useState } from 'react';

const cut: CSSProperties = {
  display: 'inline-block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
};

/**
 * One line of a cell, at most `maxWidth` pixels wide, ending in "…" when longer; pointing at a
 * cut line shows the whole of it in a tooltip (a line that fits shows none). The width is the
 * content's own, so a table laid out to its content stays narrow.
 */
export function EllipsisText({ maxWidth, children }: { maxWidth: number; children: ReactNode }) {
  const line = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  // Measured when the tooltip would open, not on every render: a page of rows costs nothing until then.
  const isCut = () => !!line.current && line.current.scrollWidth > line.current.clientWidth;
  return (
    <Tooltip title={children} open={open} onOpenChange={(next) => setOpen(next && isCut())}>
      <span ref={line} style={{ ...cut, maxWidth }}>
        {children}
      </span>
    </Tooltip>
  );
}
