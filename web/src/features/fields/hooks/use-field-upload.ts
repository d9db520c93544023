import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnackbar } from 'notistack';
import type { FieldUpload, RefusedFeature } from '../../../../../shared/api/schemas/fields';
import { DEFAULT_GROUP_NAME, FIELD_MESSAGES, fileBaseName } from '../../../../../shared/domain/fields';
import { apiErrorMessage } from '../../../lib/api';
import { useAppDispatch } from '../../../lib/hooks';
import { fieldsListChanged, useLazyGetFieldUploadQuery, useRequestFieldUploadMutation } from '../api';
import { checkFieldFiles, putFile, UploadFailed } from '../upload';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string; progress: number }
  | { phase: 'processing'; fileName: string }
  | { phase: 'succeeded'; upload: FieldUpload }
  | { phase: 'failed'; message: string; refused: RefusedFeature[]; skipped: RefusedFeature[] };

/** How often the job is asked for, and for how long before the user is told to look again later. */
export const UPLOAD_POLL_MS = 1000;
export const UPLOAD_POLL_LIMIT_MS = 180_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One field file, the design card's way: checks in the browser (type, size), a presigned PUT with progress, then
 * the parser's job polled until it has succeeded or failed. Nothing is half-created: the server adds a file's
 * valid polygons together or not at all.
 */
export function useFieldUpload(onCreated?: (upload: FieldUpload) => void) {
  const { enqueueSnackbar } = useSnackbar();
  const dispatch = useAppDispatch();
  const [requestUpload] = useRequestFieldUploadMutation();
  const [getUpload] = useLazyGetFieldUploadQuery();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const fail = useCallback(
    (message: string, refused: RefusedFeature[] = [], skipped: RefusedFeature[] = []) => {
      setState({ phase: 'failed', message, refused, skipped });
      enqueueSnackbar(message, { variant: 'error' });
    },
    [enqueueSnackbar],
  );

  const start = useCallback(
    async (files: readonly File[]) => {
      const check = checkFieldFiles(files);
      if (!check.ok) {
        fail(check.message);
        return;
      }
      const { file } = check;
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setState({ phase: 'uploading', fileName: file.name, progress: 0 });
      enqueueSnackbar(FIELD_MESSAGES.uploadStarted, { variant: 'info' });
      try {
        const ticket = await requestUpload({
          file_name: file.name,
          size: file.size,
          content_type: file.type || undefined,
          group_name: DEFAULT_GROUP_NAME,
          name: fileBaseName(file.name),
        }).unwrap();
        await putFile(
          ticket.url,
          file,
          ticket.headers,
          (progress) => {
            if (!controller.signal.aborted) setState({ phase: 'uploading', fileName: file.name, progress });
          },
          controller.signal,
        );
        setState({ phase: 'processing', fileName: file.name });
        const deadline = Date.now() + UPLOAD_POLL_LIMIT_MS;
        let job = ticket.upload;
        while (job.status !== 'succeeded' && job.status !== 'failed') {
          if (Date.now() >= deadline) {
            fail(FIELD_MESSAGES.fileTimeout);
            return;
          }
          await sleep(UPLOAD_POLL_MS);
          if (controller.signal.aborted) return;
          job = await getUpload(job.id, false).unwrap();
        }
        if (controller.signal.aborted) return;
        if (job.status === 'failed') {
          fail(job.message, job.refused, job.skipped);
          return;
        }
        setState({ phase: 'succeeded', upload: job });
        enqueueSnackbar(job.message || FIELD_MESSAGES.uploadSucceeded, { variant: job.refused.length ? 'warning' : 'success' });
        dispatch(fieldsListChanged());
        onCreated?.(job);
      } catch (error) {
        if (controller.signal.aborted) return;
        fail(error instanceof UploadFailed ? error.message : apiErrorMessage(error));
      }
    },
    [dispatch, enqueueSnackbar, fail, getUpload, onCreated, requestUpload],
  );

  const reset = useCallback(() => {
    abort.current?.abort();
    abort.current = null;
    setState({ phase: 'idle' });
  }, []);

  return { state, start, reset };
}
