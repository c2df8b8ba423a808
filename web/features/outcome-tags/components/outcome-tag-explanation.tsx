import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalizedRichText, RichTextDocument } from '../../../../common/rich-text/schema.ts';
import type { SchoolVideoProviderConfig } from '../../../../common/rich-text/video.ts';
import { RichTextEditor, type UploadImage } from '../../rich-text/index.ts';
import { documentShownIn, withShownDocument } from '../localized-text.ts';

/**
 * The lesson tag's explanation as rich text, editing the document shown in the interface's
 * language. A text left blank is reported as null; the blank document stays in the editor
 * meanwhile, so the editor is not reset under the cursor (it replaces its content whenever its
 * value is not the document it last sent).
 */
export function OutcomeTagExplanationEditor({
  value,
  onChange,
  label,
  uploadImage,
  videoProviderConfig,
}: {
  value: LocalizedRichText | null;
  onChange: (value: LocalizedRichText | null) => void;
  label: string;
  uploadImage?: UploadImage;
  videoProviderConfig?: SchoolVideoProviderConfig | null;
}) {
  const { i18n } = useTranslation();
  const [blankDraft, setBlankDraft] = useState<RichTextDocument | null>(null);
  return (
    <RichTextEditor
      value={documentShownIn(value, i18n.language) ?? blankDraft}
      onChange={(doc) => {
        const next = withShownDocument(value, doc, i18n.language);
        setBlankDraft(next ? null : doc);
        onChange(next);
      }}
      label={label}
      uploadImage={uploadImage}
      videoProviderConfig={videoProviderConfig}
    />
  );
}
