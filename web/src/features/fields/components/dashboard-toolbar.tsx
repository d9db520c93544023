import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import DownloadIcon from '@mui/icons-material/Download';
import ListAltIcon from '@mui/icons-material/ListAlt';
import type { ExportFormat } from '../../../api/fields';
import type { Bounds } from '../../../lib/geometry';
import { FIELDS_TEXTS } from '../messages';
import { PlaceSearch } from './place-search';

interface DashboardToolbarProps {
  /** Add field shows only for a role that may add fields; null hides it. */
  onAdd: (() => void) | null;
  addDisabled: boolean;
  onList: () => void;
  onExport: (format: ExportFormat) => void;
  exporting: boolean;
  onPlace: (bounds: Bounds) => void;
  /** In the phone's sheet: no title (the page has it), Add field and the list are the sheet's own actions. */
  phone?: boolean;
}

/** Above the map: the title, the add/view fields menu and the place search (spec 2 §2.1). */
export function DashboardToolbar({ onAdd, addDisabled, onList, onExport, exporting, onPlace, phone = false }: DashboardToolbarProps) {
  const intl = useIntl();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, pb: 1 }}>
      {!phone && (
        <Typography variant="h5" component="h1" sx={{ mr: 2 }}>
          <FormattedMessage id={FIELDS_TEXTS.dashboardTitle} />
        </Typography>
      )}
      <Box role="toolbar" aria-label={intl.formatMessage({ id: FIELDS_TEXTS.fieldsMenu })} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, flexGrow: 1 }}>
        {onAdd && !phone && (
          <Button variant="contained" startIcon={<AddLocationAltIcon />} onClick={onAdd} disabled={addDisabled}>
            <FormattedMessage id={FIELDS_TEXTS.addField} />
          </Button>
        )}
        {!phone && (
          <Button variant="outlined" startIcon={<ListAltIcon />} onClick={onList}>
            <FormattedMessage id={FIELDS_TEXTS.fieldList} />
          </Button>
        )}
        <Button startIcon={<DownloadIcon />} onClick={() => onExport('geojson')} disabled={exporting}>
          <FormattedMessage id={FIELDS_TEXTS.exportGeoJson} />
        </Button>
        <Button startIcon={<DownloadIcon />} onClick={() => onExport('csv')} disabled={exporting}>
          <FormattedMessage id={FIELDS_TEXTS.exportCsv} />
        </Button>
      </Box>
      <PlaceSearch onPlace={onPlace} />
    </Box>
  );
}
