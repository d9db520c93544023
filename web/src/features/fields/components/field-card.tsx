import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Field } from '../../../../../shared/api/schemas/fields';
import { formatText } from '../../../lib/i18n/format-text';
import { cutCoordinate, weatherForecastPath } from '../geometry';
import { FIELDS_TEXTS } from '../messages';
import { FieldMiniMap } from './field-mini-map';

/**
 * One Field List card (spec 2 §2.1): mini map, group, name, latitude and longitude cut to 5 characters (cards show
 * latitude first), an edit icon and the weather link. Clicking the card selects the field. Below the `sm`
 * breakpoint the card lies on its side, the map beside the text, so a phone shows several fields at once.
 * The map sits outside the select button: its attribution links must not be nested in a button. A field whose
 * boundary satellite monitoring cannot use (the planner's `imagery_problem`) says so in a short notice.
 */
export function FieldCard({
  field,
  selected,
  onSelect,
  onEdit,
}: {
  field: Field;
  selected: boolean;
  onSelect: (field: Field) => void;
  onEdit: (field: Field) => void;
}) {
  const intl = useIntl();
  const [lon, lat] = field.centroid;
  const problem = field.imagery_problem
    ? intl.formatMessage({ id: FIELDS_TEXTS.imageryProblemReason }, { reason: formatText(intl, field.imagery_problem) })
    : '';
  return (
    <Card
      component="li"
      variant="outlined"
      aria-label={field.name}
      sx={{
        listStyle: 'none',
        borderColor: selected ? 'primary.main' : undefined,
        borderWidth: selected ? 2 : 1,
        display: 'grid',
        gridTemplateColumns: { xs: '112px minmax(0, 1fr)', sm: 'minmax(0, 1fr)' },
        gridTemplateRows: { xs: 'auto auto', sm: 'auto auto auto' },
      }}
    >
      {/* A pointer on the map selects too; keyboards and screen readers use the button below. */}
      <Box onClick={() => onSelect(field)} sx={{ cursor: 'pointer', gridRow: { xs: '1 / span 2', sm: 'auto' } }}>
        <FieldMiniMap field={field} height={120} />
      </Box>
      <CardActionArea onClick={() => onSelect(field)} aria-pressed={selected}>
        <CardContent sx={{ pb: 1, pt: { xs: 1, sm: 2 } }}>
          <Typography variant="caption" color="text.secondary">
            {field.group_name}
          </Typography>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
            {field.name}
          </Typography>
          <Box sx={{ display: 'flex', columnGap: 2, flexWrap: 'wrap' }}>
            <Typography variant="body2">
              <FormattedMessage id="fields.latitude" values={{ value: cutCoordinate(lat) }} />
            </Typography>
            <Typography variant="body2">
              <FormattedMessage id="fields.longitude" values={{ value: cutCoordinate(lon) }} />
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
      <CardActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', pt: 0 }}>
        {field.imagery_problem ? (
          <Typography
            variant="caption"
            color="warning.dark"
            role="note"
            aria-label={problem}
            title={problem}
            sx={{ flexBasis: '100%', ml: 1 }}
          >
            <FormattedMessage id={FIELDS_TEXTS.imageryProblem} />
          </Typography>
        ) : null}
        <Link component={RouterLink} to={weatherForecastPath(field)} onClick={() => onSelect(field)} variant="body2">
          <FormattedMessage id={FIELDS_TEXTS.weatherLink} />
        </Link>
        <IconButton size="small" aria-label={intl.formatMessage({ id: 'fields.editNamed' }, { name: field.name })} onClick={() => onEdit(field)}>
          <EditIcon fontSize="small" />
        </IconButton>
      </CardActions>
    </Card>
  );
}
