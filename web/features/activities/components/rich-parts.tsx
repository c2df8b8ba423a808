import { Input, Paper } from '@mantine/core';
import { useId } from 'react';
import type { RichTextDocument } from '../../../../common/rich-text/schema.ts';
import { RichTextEditor as Editor, RichTextView, useUploadLessonImage } from '../../rich-text/index.ts';

export { Fireworks, MathFormula, MathInput, RichTextView } from '../../rich-text/index.ts';

/**
 * The rich-text editor as the lesson pages use it: with `subjectId` (a teacher writing a lesson)
 * images can be uploaded to the subject; while `disabled` (a submitted long answer) the document
 * is shown, under the same label, instead of an editor that could not be used.
 */
export function RichTextEditor({
  label,
  value,
  disabled = false,
  error,
  subjectId,
  placeholder,
  onChange,
}: {
  subjectId?: number;
  placeholder?: string;
  label: string;
  value: RichTextDocument | null;
  disabled?: boolean;
  error?: string | null;
  onChange: (doc: RichTextDocument) => void;
}) {
  const id = useId();
  const uploadImage = useUploadLessonImage(subjectId ?? 0);
  if (!disabled) {
    return (
      <Editor
        label={label}
        value={value}
        onChange={onChange}
        error={error}
        {...(placeholder === undefined ? {} : { placeholder })}
        uploadImage={subjectId === undefined ? undefined : uploadImage}
      />
    );
  }
  return (
    <Input.Wrapper label={label} labelElement="div" id={id} labelProps={{ id: `${id}-label` }}>
      <Paper withBorder p="sm" radius="sm" role="group" aria-labelledby={`${id}-label`}>
        <RichTextView doc={value} topHeadingLevel={3} />
      </Paper>
    </Input.Wrapper>
  );
}
