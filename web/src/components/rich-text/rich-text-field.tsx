import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';

// Tiptap and ProseMirror are most of the editor page's weight: the rest of the form shows first.
const RichTextEditor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

/** The description editor, loaded on first use (a `Form.Item` child: it passes value and onChange on). */
export function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 200 }} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
