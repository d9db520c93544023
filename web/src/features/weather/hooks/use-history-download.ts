import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { toCsv, WEATHER_MESSAGES, type DayRange } from '../../../../../shared/domain/weather';
import { useLazyDownloadHistoryQuery } from '../../../api/weather';
import { weatherErrorMessage } from '../errors';
import { saveTextFile } from '../../../lib/save-text-file';
import { useWeatherText } from '../messages';

/** Spec 2 §9: download messages close after 2 s. */
const DOWNLOAD_TOAST_MS = 2000;

interface GeneratedFile {
  /** The range it was generated for: changing the dates asks for a new file. */
  key: string;
  name: string;
  csv: string;
}

function saveFile(name: string, csv: string): void {
  // The byte-order mark makes spreadsheet programs read the °C of the header as UTF-8.
  saveTextFile(`\uFEFF${csv}`, name, 'text/csv;charset=utf-8');
}

/**
 * The two-state download button (spec 2 §2.5, §8): the first click generates the file ('Generate History File'),
 * the second saves it as a CSV named after the range ('Proceed to Download Generated File').
 */
export function useHistoryDownload(location: string, field: string | undefined, range: { start: string; end: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const say = useWeatherText();
  const [trigger, { isFetching }] = useLazyDownloadHistoryQuery();
  const [file, setFile] = useState<GeneratedFile | null>(null);
  const key = `${location}|${range.start}|${range.end}`;
  const ready = file !== null && file.key === key;

  const generate = async (checked: DayRange) => {
    enqueueSnackbar(say(WEATHER_MESSAGES.downloadGenerating), { variant: 'info', autoHideDuration: DOWNLOAD_TOAST_MS });
    try {
      const answer = await trigger({ location, startdate: checked.start, enddate: checked.end, field }).unwrap();
      setFile({ key, name: answer.filename, csv: toCsv([answer.header, ...answer.rows]) });
      enqueueSnackbar(say(WEATHER_MESSAGES.downloadGenerated), { variant: 'success', autoHideDuration: DOWNLOAD_TOAST_MS });
    } catch (error) {
      setFile(null);
      enqueueSnackbar(weatherErrorMessage(error, say(WEATHER_MESSAGES.downloadFailed)), { variant: 'error' });
    }
  };

  const download = () => {
    if (!file) return;
    enqueueSnackbar(say(WEATHER_MESSAGES.downloadStarted), { variant: 'info', autoHideDuration: DOWNLOAD_TOAST_MS });
    saveFile(file.name, file.csv);
    setFile(null);
  };

  return {
    ready,
    generating: isFetching,
    label: say(ready ? WEATHER_MESSAGES.downloadButton : WEATHER_MESSAGES.generateButton),
    generate,
    download,
  };
}
