import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { type Editor, useEditorState } from '@tiptap/react';
import { Button, Flex, Input, Popover, Space, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Addresses a description may link to: the web, mail, or a path of the shop. */
const SAFE_LINK = /^(https?:\/\/|mailto:|\/)/i;

function ToolButton(props: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  icon: ReactNode;
  onClick(): void;
}) {
  return (
    <Tooltip title={props.label}>
      <Button
        type={props.active ? 'primary' : 'text'}
        size="small"
        aria-label={props.label}
        aria-pressed={props.active}
        disabled={props.disabled}
        icon={props.icon}
        onClick={props.onClick}
      />
    </Tooltip>
  );
}

/** A link's address, asked in a small popover; empty removes the link. */
function LinkButton({ editor, active }: { editor: Editor; active: boolean }) {
  const { t } = useTranslation('richText');
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const [bad, setBad] = useState(false);
  const apply = () => {
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!href.trim()) chain.unsetLink().run();
    else if (!SAFE_LINK.test(href.trim())) return setBad(true);
    else chain.setLink({ href: href.trim() }).run();
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setBad(false);
        if (next) setHref((editor.getAttributes('link').href as string | undefined) ?? '');
      }}
      trigger="click"
      content={
        <Space.Compact>
          <Input
            autoFocus
            aria-label={t('linkAddress')}
            placeholder="https://"
            status={bad ? 'error' : undefined}
            value={href}
            onChange={(e) => setHref(e.target.value)}
            onPressEnter={(e) => {
              e.preventDefault();
              apply();
            }}
            style={{ width: 240 }}
          />
          <Button type="primary" onClick={apply}>
            {t('linkApply')}
          </Button>
        </Space.Compact>
      }
    >
      <Button
        type={active ? 'primary' : 'text'}
        size="small"
        aria-label={t('toolLink')}
        aria-pressed={active}
        icon={<LinkOutlined />}
      />
    </Popover>
  );
}

/** Bold, italic, two heading levels, lists, a link, undo and redo. */
export function RichTextToolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('richText');
  // Re-render on selection changes, so the buttons show what applies where the cursor is.
  const state = useEditorState({
    editor,
    // Null while a hidden tab's editor is being rebuilt (<Activity> unmounts its effects).
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
      undo: e?.can().undo() ?? false,
      redo: e?.can().redo() ?? false,
    }),
  });
  const run = () => editor.chain().focus();
  return (
    <Flex className="rich-text-toolbar" gap={2} wrap role="toolbar" aria-label={t('toolbar')}>
      <ToolButton
        label={t('toolBold')}
        active={state.bold}
        icon={<BoldOutlined />}
        onClick={() => run().toggleBold().run()}
      />
      <ToolButton
        label={t('toolItalic')}
        active={state.italic}
        icon={<ItalicOutlined />}
        onClick={() => run().toggleItalic().run()}
      />
      <ToolButton
        // The name holds the visible text too (axe: label-content-name-mismatch): "Heading H2".
        label={`${t('toolHeading2')} H2`}
        active={state.h2}
        icon={<span style={{ fontWeight: 600 }}>H2</span>}
        onClick={() => run().toggleHeading({ level: 2 }).run()}
      />
      <ToolButton
        label={`${t('toolHeading3')} H3`}
        active={state.h3}
        icon={<span style={{ fontWeight: 600 }}>H3</span>}
        onClick={() => run().toggleHeading({ level: 3 }).run()}
      />
      <ToolButton
        label={t('toolBulletList')}
        active={state.bullet}
        icon={<UnorderedListOutlined />}
        onClick={() => run().toggleBulletList().run()}
      />
      <ToolButton
        label={t('toolOrderedList')}
        active={state.ordered}
        icon={<OrderedListOutlined />}
        onClick={() => run().toggleOrderedList().run()}
      />
      <LinkButton editor={editor} active={state.link} />
      <ToolButton
        label={t('toolUndo')}
        disabled={!state.undo}
        icon={<UndoOutlined />}
        onClick={() => run().undo().run()}
      />
      <ToolButton
        label={t('toolRedo')}
        disabled={!state.redo}
        icon={<RedoOutlined />}
        onClick={() => run().redo().run()}
      />
    </Flex>
  );
}
