import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
import {
  BoldOutlined,
  CodeOutlined,
  FontSizeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { MessageKey } from '@conf/common';
import { useT } from '../../app/intl';

/** Addresses the editor accepts for links and images: web addresses and site-relative paths. */
export function safeUrl(input: string | null): string | null {
  const text = input?.trim() ?? '';
  if (text === '') return null;
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  return /^(https?:\/\/|mailto:)/i.test(text) ? text : null;
}

interface Command {
  label: MessageKey;
  icon: ReactNode;
  run: (
    exec: (command: string, value?: string) => void,
    ask: (key: MessageKey) => string | null,
  ) => void;
}

const COMMANDS: Command[] = [
  { label: 'admin.editor.bold', icon: <BoldOutlined />, run: (exec) => exec('bold') },
  { label: 'admin.editor.italic', icon: <ItalicOutlined />, run: (exec) => exec('italic') },
  {
    label: 'admin.editor.heading2',
    icon: <FontSizeOutlined />,
    run: (exec) => exec('formatBlock', '<h2>'),
  },
  {
    label: 'admin.editor.heading3',
    icon: <span aria-hidden="true">H3</span>,
    run: (exec) => exec('formatBlock', '<h3>'),
  },
  {
    label: 'admin.editor.paragraph',
    icon: <span aria-hidden="true">¶</span>,
    run: (exec) => exec('formatBlock', '<p>'),
  },
  {
    label: 'admin.editor.bulletList',
    icon: <UnorderedListOutlined />,
    run: (exec) => exec('insertUnorderedList'),
  },
  {
    label: 'admin.editor.numberedList',
    icon: <OrderedListOutlined />,
    run: (exec) => exec('insertOrderedList'),
  },
  {
    label: 'admin.editor.link',
    icon: <LinkOutlined />,
    run: (exec, ask) => {
      const url = safeUrl(ask('admin.editor.linkPrompt'));
      if (url) exec('createLink', url);
    },
  },
  {
    label: 'admin.editor.image',
    icon: <PictureOutlined />,
    run: (exec, ask) => {
      const url = safeUrl(ask('admin.editor.imagePrompt'));
      if (url) exec('insertImage', url);
    },
  },
  { label: 'admin.editor.undo', icon: <UndoOutlined />, run: (exec) => exec('undo') },
  { label: 'admin.editor.redo', icon: <RedoOutlined />, run: (exec) => exec('redo') },
];

/**
 * A small rich-text editor for page and news bodies: a contentEditable surface driven by the
 * browser's editing commands, and a source view for the HTML itself. It does not sanitise:
 * the server does, whatever is sent.
 */
export function RichTextEditor({
  value,
  onChange,
  labelId,
  invalid,
}: {
  value: string;
  onChange: (html: string) => void;
  labelId: string;
  invalid?: boolean;
}) {
  const t = useT();
  const surface = useRef<HTMLDivElement>(null);
  const [source, setSource] = useState(false);
  const sourceId = useId();

  // Only a change from outside (loading a page, the source view) is written into the surface;
  // rewriting it on every keystroke would move the caret.
  useEffect(() => {
    const el = surface.current;
    if (el && !source && el.innerHTML !== value) el.innerHTML = value;
  }, [value, source]);

  const exec = (command: string, arg?: string) => {
    surface.current?.focus();
    document.execCommand(command, false, arg);
    if (surface.current) onChange(surface.current.innerHTML);
  };
  const ask = (key: MessageKey) => window.prompt(t(key), 'https://');

  return (
    <div className="admin-editor" data-invalid={invalid ? 'true' : undefined}>
      <div className="admin-editor__toolbar" role="toolbar" aria-label={t('admin.editor.toolbar')}>
        {COMMANDS.map((command) => (
          <Tooltip key={command.label} title={t(command.label)}>
            <Button
              size="small"
              type="text"
              icon={command.icon}
              aria-label={t(command.label)}
              disabled={source}
              // Keep the selection in the surface: a click would move focus to the button first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => command.run(exec, ask)}
            />
          </Tooltip>
        ))}
        <Button
          size="small"
          type={source ? 'primary' : 'text'}
          icon={<CodeOutlined />}
          aria-pressed={source}
          aria-controls={sourceId}
          onClick={() => setSource((s) => !s)}
        >
          {t('admin.editor.source')}
        </Button>
      </div>
      {source ? (
        <textarea
          id={sourceId}
          className="admin-editor__source"
          aria-labelledby={labelId}
          value={value}
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <div
          id={sourceId}
          ref={surface}
          className="admin-editor__surface"
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-invalid={invalid || undefined}
          tabIndex={0}
          onInput={(event) => onChange(event.currentTarget.innerHTML)}
          onBlur={(event) => onChange(event.currentTarget.innerHTML)}
        />
      )}
    </div>
  );
}
