import { useSnackbar } from 'notistack';
import { useIntl } from 'react-intl';
import { apiErrorMessage } from '../../../lib/api';
import { saveExport } from '../../../lib/export-download';
import { useExportFieldsMutation, type ExportFormat } from '../../../api/fields';
import { FIELDS_TEXTS } from '../messages';

const EXPORTS: Record<ExportFormat, { file: string; type: string }> = {
  geojson: { file: 'fields.geojson', type: 'application/geo+json' },
  csv: { file: 'fields.csv', type: 'text/csv' },
};

/** Downloads the team's fields as GeoJSON or CSV; a failure is said in a snackbar. */
export function useFieldsExport() {
  const { enqueueSnackbar } = useSnackbar();
  const intl = useIntl();
  const [exportFields, exporting] = useExportFieldsMutation();
  const download = async (format: ExportFormat) => {
    try {
      const { file, type } = EXPORTS[format];
      saveExport(await exportFields(format).unwrap(), file, type);
    } catch (error) {
      enqueueSnackbar(apiErrorMessage(error, intl.formatMessage({ id: FIELDS_TEXTS.exportFailed })), { variant: 'error' });
    }
  };
  return { download, exporting: exporting.isLoading };
}
