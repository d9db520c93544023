import { useRef, useState } from 'react';
import { useSnackbar } from 'notistack';
import type { ScalarIndexId } from '../../../../../shared/domain/indices';
import { saveTextFile } from '../../../lib/save-text-file';
import { useLazyDownloadIndexSeriesQuery } from '../../../api/monitoring';
import { useMonitoringTexts } from '../messages';

/** Download toasts close after 2 s (spec 2 §9). */
const TOAST = { autoHideDuration: 2000 } as const;

export interface IndexDownloadInput {
  field: string | null;
  name: string;
  index: ScalarIndexId | null;
  start: string;
  end: string;
  cloud: number;
}

/**
 * The index statistics CSV (date, min, max, mean, stDev) with the specification's messages (spec 2 §4, §8): one
 * request at a time, a first click generates the file, a second click saves it; changing the options starts over.
 */
export function useIndexDownload(input: IndexDownloadInput) {
  const { enqueueSnackbar } = useSnackbar();
  const texts = useMonitoringTexts();
  const [fetchCsv] = useLazyDownloadIndexSeriesQuery();
  const busy = useRef(false);
  const [state, setState] = useState<{ phase: 'idle' | 'busy' } | { phase: 'ready'; key: string; csv: string }>({ phase: 'idle' });
  const key = JSON.stringify(input);
  const ready = state.phase === 'ready' && state.key === key ? state : null;

  const click = async () => {
    if (busy.current) {
      enqueueSnackbar(texts.downloadBusy, { variant: 'warning', ...TOAST });
      return;
    }
    if (!input.index || !input.field) {
      enqueueSnackbar(texts.downloadNeedsLayer, { variant: 'warning', ...TOAST });
      return;
    }
    if (ready) {
      saveTextFile(ready.csv, `${input.name}-${input.index}-${input.start}-${input.end}.csv`.replace(/[^A-Za-z0-9._-]+/g, '-'));
      setState({ phase: 'idle' });
      return;
    }
    busy.current = true;
    setState({ phase: 'busy' });
    enqueueSnackbar(texts.downloadWait, { variant: 'info', ...TOAST });
    try {
      const csv = await fetchCsv({ field: input.field, index: input.index, start: input.start, end: input.end, cloud: input.cloud }).unwrap();
      if (csv.trim().split('\n').length <= 1) {
        enqueueSnackbar(texts.downloadNoData, { variant: 'warning', ...TOAST });
        setState({ phase: 'idle' });
      } else {
        enqueueSnackbar(texts.downloadReady, { variant: 'success', ...TOAST });
        setState({ phase: 'ready', key, csv });
      }
    } catch {
      enqueueSnackbar(texts.downloadNoChart, { variant: 'error', ...TOAST });
      setState({ phase: 'idle' });
    } finally {
      busy.current = false;
    }
  };

  return { click, busy: state.phase === 'busy', ready: Boolean(ready) };
}
