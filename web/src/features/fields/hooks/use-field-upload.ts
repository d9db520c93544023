import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnackbar, type SnackbarKey } from 'notistack';
import { useIntl } from 'react-intl';
import type { DuplicateFeature, FieldUpload, RefusedFeature } from '../../../../../shared/api/schemas/fields';
import { DEFAULT_GROUP_NAME, FIELD_MESSAGES, fileBaseName } from '../../../../../shared/domain/fields';
import { apiErrorMessage } from '../../../lib/api';
import { formatText } from '../../../lib/i18n/format-text';
import { useAppDispatch } from '../../../lib/hooks';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { fieldsListChanged, useGetFieldUploadQuery, useRequestFieldUploadMutation } from '../../../api/fields';
import { checkFieldFiles, putFile, UploadFailed } from '../upload';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string; progress: number }
  /** `checkFailed`: the last status check did not get through; the upload is still followed. */
  | { phase: 'processing'; fileName: string; checkFailed: boolean }
  | { phase: 'succeeded'; upload: FieldUpload }
  /** `message`: the server's text, or a catalogue key/ref (formatText); `messageId`: the server's key of its message. */
  | {
      phase: 'failed';
      message: string;
      messageId?: string;
      refused: RefusedFeature[];
      skipped: RefusedFeature[];
      duplicates?: DuplicateFeature[];
    };

/** How often the upload is asked for, and for how long before the user is told to look again later. */
export const UPLOAD_POLL_MS = 1000;
export const UPLOAD_POLL_LIMIT_MS = 180_000;

/** The upload being followed: its id and when following it stops. */
interface Followed {
  uploadId: string;
  fileName: string;
  deadline: number;
}

const finished = (upload: FieldUpload) => upload.status === 'succeeded' || upload.status === 'failed';

/**
 * One field file, the design card's way: checks in the browser (type, size), a presigned PUT with progress, then
 * GET /field/upload/{id}/ polled (RTK Query's polling) until the parser has succeeded or failed. A status check
 * that does not get through is not the upload failing: polling goes on until the time limit. Nothing is
 * half-created: the server adds a file's valid polygons together or not at all.
 */
export function useFieldUpload(onCreated?: (upload: FieldUpload) => void) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  // The 'Please wait' toast stays while the file is sent and parsed, and goes the moment the upload ends.
  const waitToast = useRef<SnackbarKey | null>(null);
  const dismissWait = useCallback(() => {
    if (waitToast.current !== null) closeSnackbar(waitToast.current);
    waitToast.current = null;
  }, [closeSnackbar]);
  const [requestUpload] = useRequestFieldUploadMutation();
  const submitOnce = useSubmitKey();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const [followed, setFollowed] = useState<Followed | null>(null);
  const abort = useRef<AbortController | null>(null);
  const answered = useRef<string | undefined>(undefined);

  const poll = useGetFieldUploadQuery(followed?.uploadId ?? '', {
    pollingInterval: UPLOAD_POLL_MS,
    // The user often switches tabs while a large file is processed; the outcome must be there when they return.
    skipPollingIfUnfocused: false,
    skip: !followed,
  });

  useEffect(
    () => () => {
      abort.current?.abort();
      dismissWait();
    },
    [dismissWait],
  );

  const fail = useCallback(
    (message: string, refused: RefusedFeature[] = [], skipped: RefusedFeature[] = [], duplicates: DuplicateFeature[] = [], messageId?: string) => {
      dismissWait();
      setState({ phase: 'failed', message, refused, skipped, duplicates, ...(messageId ? { messageId } : {}) });
      enqueueSnackbar(formatText(intl, message), { variant: 'error' });
    },
    [dismissWait, enqueueSnackbar, intl],
  );

  const succeed = useCallback(
    (upload: FieldUpload) => {
      dismissWait();
      setState({ phase: 'succeeded', upload });
      enqueueSnackbar(formatText(intl, upload.message || FIELD_MESSAGES.uploadSucceeded), {
        variant: upload.refused.length || upload.duplicates.length ? 'warning' : 'success',
      });
      dispatch(fieldsListChanged());
      onCreated?.(upload);
    },
    [dismissWait, dispatch, enqueueSnackbar, intl, onCreated],
  );

  // Each finished status check, once: the outcome ends the polling; a check that failed keeps it going.
  const { requestId, isFetching, isError, currentData } = poll;
  useEffect(() => {
    if (!followed || isFetching || !requestId || answered.current === requestId) return;
    answered.current = requestId;
    if (!isError && currentData && currentData.id === followed.uploadId && finished(currentData)) {
      setFollowed(null);
      if (currentData.status === 'failed') fail(currentData.message, currentData.refused, currentData.skipped, currentData.duplicates, currentData.message_id);
      else succeed(currentData);
      return;
    }
    if (Date.now() >= followed.deadline) {
      setFollowed(null);
      fail(FIELD_MESSAGES.fileTimeout);
      return;
    }
    setState({ phase: 'processing', fileName: followed.fileName, checkFailed: isError });
  }, [currentData, fail, followed, isError, isFetching, requestId, succeed]);

  const start = useCallback(
    async (files: readonly File[]) => {
      const check = checkFieldFiles(files);
      if (!check.ok) {
        fail(check.message);
        return;
      }
      const { file } = check;
      abort.current?.abort();
      setFollowed(null);
      const controller = new AbortController();
      abort.current = controller;
      setState({ phase: 'uploading', fileName: file.name, progress: 0 });
      dismissWait();
      waitToast.current = enqueueSnackbar(formatText(intl, FIELD_MESSAGES.uploadStarted), { variant: 'info', persist: true });
      try {
        const ticket = await submitOnce((idempotencyKey) =>
          requestUpload({
            file_name: file.name,
            file_size: file.size,
            content_type: file.type || undefined,
            group_name: DEFAULT_GROUP_NAME,
            name: fileBaseName(file.name),
            idempotencyKey,
          }).unwrap(),
        );
        await putFile(
          ticket.url,
          file,
          ticket.headers,
          (progress) => {
            if (!controller.signal.aborted) setState({ phase: 'uploading', fileName: file.name, progress });
          },
          controller.signal,
        );
        if (controller.signal.aborted) return;
        setState({ phase: 'processing', fileName: file.name, checkFailed: false });
        setFollowed({ uploadId: ticket.upload.id, fileName: file.name, deadline: Date.now() + UPLOAD_POLL_LIMIT_MS });
      } catch (error) {
        if (controller.signal.aborted) return;
        fail(error instanceof UploadFailed ? error.message : apiErrorMessage(error));
      }
    },
    [dismissWait, enqueueSnackbar, fail, intl, requestUpload, submitOnce],
  );

  const reset = useCallback(() => {
    abort.current?.abort();
    abort.current = null;
    dismissWait();
    setFollowed(null);
    setState({ phase: 'idle' });
  }, [dismissWait]);

  return { state, start, reset };
}
