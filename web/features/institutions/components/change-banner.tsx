import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_IMAGE_MAX_BYTES, BANNER_IMAGE_TYPES } from '../../../../common/institutions/constants.ts';
import type { Institution } from '../../../../common/institutions/schema.ts';
import { isApiError } from '../../../api/api-error.ts';
import { AppModal } from '../../../ui/app-modal.tsx';
import { describeError } from '../../../ui/handle-error.ts';
import { useChangeBanner } from '../institutions.queries.ts';

const MAX_MEGABYTES = BANNER_IMAGE_MAX_BYTES / (1024 * 1024);
const isBannerType = (type: string) => (BANNER_IMAGE_TYPES as readonly string[]).includes(type);

/** Why a file cannot be the banner, before sending it: the server checks the same, and its bytes too. */
function fileProblem(file: File): 'wrongType' | 'tooLarge' | null {
  if (!isBannerType(file.type)) return 'wrongType';
  if (file.size > BANNER_IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** The sentence for a refused upload: the body's problem when the server names one. */
function uploadErrorKey(error: unknown): 'wrongType' | 'tooLarge' | null {
  if (!isApiError(error)) return null;
  const problem = error.problems.find((p) => p.field === '(body)');
  if (problem?.message === 'above-max-length') return 'tooLarge';
  if (problem) return 'wrongType';
  return null;
}

/**
 * 'Change banner' for those who may change the school (its admins: the UPDATE permission the
 * server sends with their role): pick a PNG, JPEG, WebP or GIF of up to 2 MB, which becomes the
 * banner at once; 'Remove banner' asks first, since the stored image is deleted.
 */
export function ChangeBanner({ institution }: { institution: Institution }) {
  if (!institution.role?.permissions.includes('UPDATE')) return null;
  return <ChangeBannerControls institution={institution} />;
}

function ChangeBannerControls({ institution }: { institution: Institution }) {
  const { t } = useTranslation();
  const hintId = useId();
  const change = useChangeBanner(institution.id);
  const resetRef = useRef<() => void>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<'changed' | 'removed' | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const hasBanner = institution.bannerImageUpload !== null;

  const send = (image: File | null) => {
    setError(null);
    setDone(null);
    change.mutate(image, {
      onSuccess: () => setDone(image ? 'changed' : 'removed'),
      onError: (failure) => {
        const key = uploadErrorKey(failure);
        setError(key ? t(`institution.banner.${key}`, { max: MAX_MEGABYTES }) : describeError(failure));
      },
    });
  };

  const pick = (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) {
      setDone(null);
      setError(t(`institution.banner.${problem}`, { max: MAX_MEGABYTES }));
      return;
    }
    send(file);
  };

  return (
    <Stack gap={4}>
      <Group gap="xs">
        <FileButton onChange={pick} accept={BANNER_IMAGE_TYPES.join(',')} resetRef={resetRef}>
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="default"
              loading={change.isPending && change.variables !== null}
              disabled={change.isPending}
              aria-describedby={hintId}
            >
              {t(hasBanner ? 'institution.banner.change' : 'institution.banner.add')}
            </Button>
          )}
        </FileButton>
        {hasBanner && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            disabled={change.isPending}
            onClick={() => setConfirming(true)}
          >
            {t('institution.banner.remove')}
          </Button>
        )}
      </Group>
      <Text id={hintId} size="xs" c="dimmed">
        {t('institution.banner.hint', { max: MAX_MEGABYTES })}
      </Text>
      {error && (
        <Text role="alert" size="sm" c="red.8">
          {error}
        </Text>
      )}
      <Text role="status" size="sm">
        {done ? t(`institution.banner.${done}`) : ''}
      </Text>
      <AppModal
        opened={isConfirming}
        onClose={() => setConfirming(false)}
        title={t('institution.banner.removeTitle')}
      >
        <Text>{t('institution.banner.removeBody')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              setConfirming(false);
              send(null);
            }}
          >
            {t('institution.banner.removeConfirm')}
          </Button>
        </Group>
      </AppModal>
    </Stack>
  );
}
