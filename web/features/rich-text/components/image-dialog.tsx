import { Button, FileInput, Group, Stack, TextInput } from '@mantine/core';
import type { Editor } from '@tiptap/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LESSON_IMAGE_MAX_BYTES, LESSON_IMAGE_TYPES } from '../../../../common/lesson-images/constants.ts';
import { uploadContentPath } from '../../../../common/institutions/rules.ts';
import { IMAGE_ALT_MAX_LENGTH } from '../../../../common/rich-text/constants.ts';
import { AppModal } from '../../../ui/app-modal.tsx';

/** Stores an image on the platform and says its upload id (the lesson-images endpoint). */
export type UploadImage = (file: File) => Promise<{ uploadId: number }>;

/** Picks an image, asks for its description, uploads it and puts it in the document. */
export function ImageDialog({
  editor,
  opened,
  onClose,
  uploadImage,
}: {
  editor: Editor;
  opened: boolean;
  onClose: () => void;
  uploadImage: UploadImage;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isUploading, setUploading] = useState(false);

  const close = () => {
    setFile(null);
    setAlt('');
    setError(null);
    onClose();
  };
  const pick = (picked: File | null) => {
    setFile(picked);
    if (!picked) return setError(null);
    if (!(LESSON_IMAGE_TYPES as readonly string[]).includes(picked.type))
      return setError(t('richText.editor.image.wrongType'));
    if (picked.size > LESSON_IMAGE_MAX_BYTES)
      return setError(t('richText.editor.image.tooLarge', { max: LESSON_IMAGE_MAX_BYTES / 1024 / 1024 }));
    setError(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || error) return;
    setUploading(true);
    try {
      const { uploadId } = await uploadImage(file);
      editor
        .chain()
        .focus()
        .insertContent({
          type: 'image',
          attrs: { src: uploadContentPath(uploadId), alt: alt.trim() || null, title: null },
        })
        .run();
      close();
    } catch {
      setError(t('richText.editor.image.failed'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <AppModal opened={opened} onClose={close} title={t('richText.editor.image.insert')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <FileInput
            label={t('richText.editor.image.insert')}
            accept={LESSON_IMAGE_TYPES.join(',')}
            value={file}
            onChange={pick}
            error={error}
            required
            clearable
          />
          <TextInput
            label={t('richText.editor.image.alt')}
            value={alt}
            maxLength={IMAGE_ALT_MAX_LENGTH}
            onChange={(event) => setAlt(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isUploading} disabled={!file || !!error}>
              {t('richText.editor.image.insert')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
