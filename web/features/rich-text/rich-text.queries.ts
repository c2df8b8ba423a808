import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { uploadLessonImage } from '../../../common/lesson-images/endpoints.ts';
import { callEndpoint } from '../../api/client.ts';
import type { UploadImage } from './components/image-dialog.tsx';

/**
 * The editor's `uploadImage` for a subject's lessons: stores the picked image in the school's
 * uploads (POST /v3/subjects/{subjectId}/images) and gives its upload id.
 */
export function useUploadLessonImage(subjectId: number): UploadImage {
  const { mutateAsync } = useMutation({
    mutationFn: (file: File) => callEndpoint(uploadLessonImage, { params: { subjectId }, body: file }),
  });
  return useCallback(
    async (file: File) => {
      const { image } = await mutateAsync(file);
      return { uploadId: image.uploadId };
    },
    [mutateAsync],
  );
}
