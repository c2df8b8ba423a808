import { Button, Group, Stack } from '@mantine/core';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../ui/app-modal.tsx';
import { MathInputLazy } from './math-input-lazy.tsx';

export interface EquationDraft {
  latex: string;
  display: boolean;
  /** The position of the equation being edited; none for a new one. */
  pos?: number;
}

interface Props {
  editor: Editor;
  draft: EquationDraft | null;
  onClose: () => void;
}

/** Types an equation in MathLive and puts it in the document (or updates the one being edited). */
export function EquationDialog({ editor, draft, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <AppModal opened={draft !== null} onClose={onClose} title={t('richText.editor.equation.title')}>
      {draft ? <EquationForm editor={editor} draft={draft} onClose={onClose} /> : null}
    </AppModal>
  );
}

function EquationForm({ editor, draft, onClose }: Props & { draft: EquationDraft }) {
  const { t } = useTranslation();
  const [latex, setLatex] = useState(draft.latex);
  const [error, setError] = useState<string | null>(null);

  const save = () => {
    const trimmed = latex.trim();
    if (!trimmed) {
      setError(t('richText.editor.equation.invalid'));
      return;
    }
    const { pos } = draft;
    const chain = editor.chain().focus();
    if (pos === undefined)
      chain
        .insertContent({ type: draft.display ? 'blockMath' : 'inlineMath', attrs: { latex: trimmed } })
        .run();
    else chain.command(({ tr }) => Boolean(tr.setNodeAttribute(pos, 'latex', trimmed))).run();
    onClose();
  };

  return (
    <Stack>
      <MathInputLazy
        label={t('richText.editor.equation.field')}
        value={latex}
        onChange={setLatex}
        error={error}
        autoFocus
        onSubmit={save}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button onClick={save}>
          {draft.pos === undefined
            ? t('richText.editor.equation.insert')
            : t('richText.editor.equation.update')}
        </Button>
      </Group>
    </Stack>
  );
}
