import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import { useSnackbar } from 'notistack';
import type { SamplingPoint } from '../../../../../shared/exports/sampling-points';
import { useText } from '../../../lib/i18n/use-text';
import { SAMPLING_FORMATS, downloadSamplingPoints, type SamplingFormat } from '../zone-files';

const FORMAT_TEXT = { gpx: 'zones.sampling.gpx', csv: 'zones.sampling.csv' } as const satisfies Record<SamplingFormat, string>;

/** The soil-sampling points as GPX (for a GPS app) or CSV (for a spreadsheet or the lab's form). */
export function SamplingDownloads({ fieldName, points }: { fieldName: string; points: readonly SamplingPoint[] }) {
  const { t } = useText();
  const { enqueueSnackbar } = useSnackbar();
  const download = async (format: SamplingFormat) => {
    try {
      await downloadSamplingPoints(format, {
        fieldName,
        points,
        zoneName: (zone) => t('zones.sampling.marker', { zone }),
        title: t('zones.sampling.title', { field: fieldName }),
        headings: { zone: t('zones.csv.zone'), latitude: t('zones.csv.latitude'), longitude: t('zones.csv.longitude'), edgeDistance: t('zones.csv.edgeDistance') },
      });
    } catch (error) {
      console.error(error);
      enqueueSnackbar(t('zones.downloadFailed'), { variant: 'error' });
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {SAMPLING_FORMATS.map((format) => (
        <Button key={format} size="small" variant="outlined" startIcon={<DownloadIcon />} disabled={points.length === 0} onClick={() => void download(format)}>
          {t(FORMAT_TEXT[format])}
        </Button>
      ))}
    </Stack>
  );
}
