import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { theme } from 'antd';
import { useEffect, useRef } from 'react';
import { RichTextToolbar } from './rich-text-toolbar';
import './rich-text-editor.css';

export interface RichTextEditorProps {
  /** HTML; '' for empty. */
  value?: string;
  onChange?(html: string): void;
  /** Set by `Form.Item`, so its label names the editing area. */
  id?: string;
  'aria-label'?: string;
}

/**
 * Rich text (a product's description, an article): a Tiptap editor with a small toolbar, held as
 * HTML (the server keeps only safe tags). Links do not open on click while editing. An empty
 * editor is '' rather than `<p></p>`, so an untouched text does not count as changed.
 */
export function RichTextEditor({ value = '', onChange, id, 'aria-label': label }: RichTextEditorProps) {
  const { token } = theme.useToken();
  // The editor keeps its first callbacks: reach the latest onChange through a ref.
  const changed = useRef(onChange);
  changed.current = onChange;
  // Null for a moment while a kept tab comes back: <Activity> ran the effects' cleanup, which
  // destroys the editor, and the next effect builds it again from the current value.
  const editor: Editor | null = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } })],
    content: value,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        ...(label ? { 'aria-label': label } : {}),
      },
    },
    onUpdate: ({ editor: e }) => changed.current?.(e.isEmpty ? '' : e.getHTML()),
  });

  // A value set from outside (a reset, a reload after someone else's save) replaces the content;
  // the editor's own updates come back equal and change nothing.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    // Not an undo step: Undo should never bring back what was there before the product loaded.
    if (current !== value) {
      editor.chain().setMeta('addToHistory', false).setContent(value, { emitUpdate: false }).run();
    }
  }, [editor, value]);

  return (
    <div
      className="rich-text-editor"
      style={
        { '--rich-text-border': token.colorBorder, background: token.colorBgContainer } as React.CSSProperties
      }
    >
      {editor ? <RichTextToolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}
