import '@mantine/tiptap/styles.css';
import { RichTextEditor as MantineEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { Placeholder } from '@tiptap/extensions';
import { useEditor } from '@tiptap/react';
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextDocument } from '../../../../common/rich-text/schema.ts';
import type { SchoolVideoProviderConfig } from '../../../../common/rich-text/video.ts';
import { editorExtensions, equationEditors } from './editor-extensions.tsx';
import { EquationDialog, type EquationDraft } from './equation-dialog.tsx';
import { ImageDialog, type UploadImage } from './image-dialog.tsx';
import { ToolbarIcon } from './toolbar-icons.tsx';
import { VideoDialog } from './video-dialog.tsx';
import classes from './rich-text-editor.module.css';

export interface RichTextEditorProps {
  /** The document; a new value from outside (not one this editor just sent) replaces the content. */
  value: RichTextDocument | null;
  onChange: (doc: RichTextDocument) => void;
  /** The accessible name of the text area ("Lesson text", "Question"). */
  label: string;
  /** Stores a picked image and says its upload id; without it the editor offers no image button. */
  uploadImage?: UploadImage;
  /** The school's own video provider, offered next to YouTube and Vimeo. */
  videoProviderConfig?: SchoolVideoProviderConfig | null;
  error?: string | null;
  /** Shown while the document is empty; never part of it (nothing the writer did not type is saved). */
  placeholder?: string;
}

const EMPTY: RichTextDocument = { type: 'doc', content: [{ type: 'paragraph' }] };
const NAVIGATION_KEYS = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];

/**
 * The rich-text editor: TipTap through Mantine's integration on the product's one schema. The
 * toolbar is one tab stop (the ARIA toolbar pattern): arrow keys, Home and End move between its
 * labelled buttons; Tab leaves it for the text.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  uploadImage,
  videoProviderConfig,
  error,
  placeholder,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  // The document the editor holds already (its first content, then each one it sent).
  const lastSent = useRef<RichTextDocument | null>(value);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  const [equation, setEquation] = useState<EquationDraft | null>(null);
  const [isVideoOpen, setVideoOpen] = useState(false);
  const [isImageOpen, setImageOpen] = useState(false);
  const toolbar = useRef<HTMLDivElement>(null);
  const [activeLabel, setActiveLabel] = useState<string | null>(null);

  // The editor is built once, with the placeholder it starts with.
  const [extensions] = useState(() => [
    ...editorExtensions,
    Placeholder.configure({ placeholder: placeholder ?? '' }),
  ]);
  const editor = useEditor({
    extensions,
    content: value ?? EMPTY,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => {
      const doc = current.getJSON() as RichTextDocument;
      lastSent.current = doc;
      onChangeRef.current(doc);
    },
  });

  useEffect(() => {
    if (!editor || value === lastSent.current) return;
    lastSent.current = value;
    editor.commands.setContent(value ?? EMPTY, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': label,
          ...(error ? { 'aria-invalid': 'true' } : {}),
        },
      },
    });
  }, [editor, label, error]);

  useEffect(() => {
    if (!editor) return;
    equationEditors.set(editor, (detail) => setEquation({ ...detail }));
    return () => {
      equationEditors.delete(editor);
    };
  }, [editor]);

  // The roving tab stop: one toolbar button is in the tab order, the one last moved to (by its
  // label, as buttons come and go from use), else the first that can be used.
  useEffect(() => {
    const all = [...(toolbar.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const usable = all.filter((button) => !button.disabled);
    const stop = usable.find((button) => button.getAttribute('aria-label') === activeLabel) ?? usable[0];
    for (const button of all) button.tabIndex = button === stop ? 0 : -1;
  });

  const onToolbarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!NAVIGATION_KEYS.includes(event.key)) return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
    const current = buttons.findIndex((button) => button === document.activeElement);
    if (current === -1) return;
    event.preventDefault();
    const last = buttons.length - 1;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === 'ArrowRight'
            ? (current + 1) % buttons.length
            : (current - 1 + buttons.length) % buttons.length;
    buttons[next]?.focus();
  };
  const onToolbarFocus = (event: FocusEvent<HTMLDivElement>) => {
    const label = (event.target as Element).closest('button')?.getAttribute('aria-label');
    if (label && label !== activeLabel) setActiveLabel(label);
  };

  const labels = useMemo<Partial<RichTextEditorLabels>>(
    () => ({
      boldControlLabel: t('richText.editor.bold'),
      italicControlLabel: t('richText.editor.italic'),
      underlineControlLabel: t('richText.editor.underline'),
      strikeControlLabel: t('richText.editor.strike'),
      codeControlLabel: t('richText.editor.code'),
      codeBlockControlLabel: t('richText.editor.codeBlock'),
      clearFormattingControlLabel: t('richText.editor.clearFormatting'),
      h1ControlLabel: t('richText.editor.heading1'),
      h2ControlLabel: t('richText.editor.heading2'),
      h3ControlLabel: t('richText.editor.heading3'),
      bulletListControlLabel: t('richText.editor.bulletList'),
      orderedListControlLabel: t('richText.editor.orderedList'),
      blockquoteControlLabel: t('richText.editor.blockquote'),
      hrControlLabel: t('richText.editor.hr'),
      linkControlLabel: t('richText.editor.link'),
      unlinkControlLabel: t('richText.editor.unlink'),
      linkEditorInputLabel: t('richText.editor.linkInput'),
      linkEditorInputPlaceholder: t('richText.editor.linkPlaceholder'),
      linkEditorSave: t('richText.editor.linkSave'),
      linkEditorExternalLink: t('richText.editor.linkExternal'),
      linkEditorInternalLink: t('richText.editor.linkInternal'),
      undoControlLabel: t('richText.editor.undo'),
      redoControlLabel: t('richText.editor.redo'),
    }),
    [t],
  );

  const control = (
    name: Parameters<typeof ToolbarIcon>[0]['name'],
    text: string,
    onClick: () => void,
    disabled = false,
  ) => (
    <MantineEditor.Control onClick={onClick} aria-label={text} title={text} disabled={disabled}>
      <ToolbarIcon name={name} />
    </MantineEditor.Control>
  );
  const chain = () => editor.chain().focus();
  const inTable = !!editor?.isActive('table');

  return (
    <>
      <MantineEditor editor={editor} labels={labels} aria-invalid={error ? true : undefined}>
        <MantineEditor.Toolbar
          ref={toolbar}
          role="toolbar"
          aria-label={t('richText.editor.toolbar')}
          onKeyDown={onToolbarKeyDown}
          onFocus={onToolbarFocus}
        >
          <MantineEditor.ControlsGroup>
            <MantineEditor.Bold />
            <MantineEditor.Italic />
            <MantineEditor.Underline />
            <MantineEditor.Strikethrough />
            <MantineEditor.Code />
            <MantineEditor.ClearFormatting />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.H1 />
            <MantineEditor.H2 />
            <MantineEditor.H3 />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.BulletList />
            <MantineEditor.OrderedList />
            <MantineEditor.Blockquote />
            <MantineEditor.Hr />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Link />
            <MantineEditor.Unlink />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            {control(
              'table',
              t('richText.editor.table.insert'),
              () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
              inTable,
            )}
            {control(
              'rowAdd',
              t('richText.editor.table.addRow'),
              () => chain().addRowAfter().run(),
              !inTable,
            )}
            {control(
              'columnAdd',
              t('richText.editor.table.addColumn'),
              () => chain().addColumnAfter().run(),
              !inTable,
            )}
            {control(
              'rowDelete',
              t('richText.editor.table.deleteRow'),
              () => chain().deleteRow().run(),
              !inTable,
            )}
            {control(
              'columnDelete',
              t('richText.editor.table.deleteColumn'),
              () => chain().deleteColumn().run(),
              !inTable,
            )}
            {control(
              'tableDelete',
              t('richText.editor.table.delete'),
              () => chain().deleteTable().run(),
              !inTable,
            )}
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            {uploadImage
              ? control('image', t('richText.editor.image.insert'), () => setImageOpen(true))
              : null}
            {control('equation', t('richText.editor.equation.inline'), () =>
              setEquation({ latex: '', display: false }),
            )}
            {control('equationBlock', t('richText.editor.equation.block'), () =>
              setEquation({ latex: '', display: true }),
            )}
            {control('video', t('richText.editor.video.insert'), () => setVideoOpen(true))}
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Undo />
            <MantineEditor.Redo />
          </MantineEditor.ControlsGroup>
        </MantineEditor.Toolbar>
        <MantineEditor.Content className={classes.content} />
      </MantineEditor>
      {editor ? (
        <>
          <EquationDialog editor={editor} draft={equation} onClose={() => setEquation(null)} />
          <VideoDialog
            editor={editor}
            opened={isVideoOpen}
            onClose={() => setVideoOpen(false)}
            videoProviderConfig={videoProviderConfig}
          />
          {uploadImage ? (
            <ImageDialog
              editor={editor}
              opened={isImageOpen}
              onClose={() => setImageOpen(false)}
              uploadImage={uploadImage}
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}
