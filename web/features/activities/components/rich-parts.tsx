import { Textarea, TextInput } from '@mantine/core';
import { plainTextOf } from '../../../../common/rich-text/plain-text.ts';
import type { RichTextDocument } from '../../../../common/rich-text/schema.ts';

// Stand-ins until the rich-text feature's components are in place.

export function RichTextView({ doc }: { doc: RichTextDocument | null; topHeadingLevel?: 2 | 3 | 4 }) {
  return <p>{plainTextOf(doc)}</p>;
}

export function RichTextEditor({
  label,
  value,
  disabled,
  onChange,
}: {
  label: string;
  value: RichTextDocument | null;
  disabled?: boolean;
  onChange: (doc: RichTextDocument) => void;
  variant?: 'answer' | 'lesson' | 'prompt';
}) {
  return (
    <Textarea
      label={label}
      value={plainTextOf(value)}
      readOnly={disabled}
      onChange={(e) =>
        onChange({
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: e.currentTarget.value ? [{ type: 'text', text: e.currentTarget.value }] : [],
            },
          ],
        })
      }
    />
  );
}

export function MathInput({
  label,
  value,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  disabled?: boolean;
  onChange: (latex: string) => void;
}) {
  return (
    <TextInput
      label={label}
      value={value}
      readOnly={disabled}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

export function Fireworks({ onDone }: { onDone: () => void }) {
  void onDone;
  return <div data-testid="fireworks" aria-hidden />;
}
