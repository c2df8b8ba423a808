import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { Editor } from '@tiptap/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SCHOOL_VIDEO_PROVIDERS,
  videoFromUrl,
  type SchoolVideoProviderConfig,
} from '../../../../common/rich-text/video.ts';
import { AppModal } from '../../../ui/app-modal.tsx';

const providerLabel = (config: SchoolVideoProviderConfig | null | undefined): string | null => {
  const key = config?.provider.toLowerCase();
  return key && Object.hasOwn(SCHOOL_VIDEO_PROVIDERS, key)
    ? SCHOOL_VIDEO_PROVIDERS[key as keyof typeof SCHOOL_VIDEO_PROVIDERS].label
    : null;
};

/** Embeds a video from a pasted link, when the link is from a provider the product allows. */
export function VideoDialog({
  editor,
  opened,
  onClose,
  videoProviderConfig,
}: {
  editor: Editor;
  opened: boolean;
  onClose: () => void;
  videoProviderConfig?: SchoolVideoProviderConfig | null;
}) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const school = providerLabel(videoProviderConfig);

  const close = () => {
    setUrl('');
    setTitle('');
    setError(null);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const video = videoFromUrl(url, videoProviderConfig);
    if (!video) {
      setError(t('richText.editor.video.invalid'));
      return;
    }
    editor
      .chain()
      .focus()
      .insertContent({ type: 'video', attrs: { ...video, title: title.trim() || null } })
      .run();
    close();
  };

  return (
    <AppModal opened={opened} onClose={close} title={t('richText.editor.video.title')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('richText.editor.video.url')}
            description={
              school
                ? t('richText.editor.video.urlDescriptionWithSchool', { provider: school })
                : t('richText.editor.video.urlDescription')
            }
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            error={error}
            type="url"
            required
            data-autofocus
          />
          <TextInput
            label={t('richText.editor.video.videoTitle')}
            value={title}
            maxLength={200}
            onChange={(event) => setTitle(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit">{t('richText.editor.video.embed')}</Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
