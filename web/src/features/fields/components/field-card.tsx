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
import type { Field } from '../../../../../shared/api/schemas/fields';
import { FIELD_MAP } from '../../../../../shared/domain/fields';
import { cutCoordinate, weatherForecastPath } from '../geometry';
import { FIELDS_TEXTS } from '../messages';
import { FieldMiniMap } from './field-mini-map';

/**
 * One Field List card (spec 2 §2.1): mini map at zoom 9, group, name, latitude and longitude cut to 5
 * characters (cards show latitude first), an edit icon and the weather link. Clicking the card selects the field.
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
  const [lon, lat] = field.centroid;
  return (
    <Card
      component="li"
      variant="outlined"
      aria-label={field.name}
      sx={{ listStyle: 'none', borderColor: selected ? 'primary.main' : undefined, borderWidth: selected ? 2 : 1 }}
    >
      <CardActionArea onClick={() => onSelect(field)} aria-label={`Select ${field.name}`} aria-pressed={selected}>
        <FieldMiniMap field={field} zoom={FIELD_MAP.fieldListZoom} height={120} />
        <CardContent sx={{ pb: 1 }}>
          <Typography variant="caption" color="text.secondary">
            {field.group_name}
          </Typography>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
            {field.name}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2 }}>
            <Typography variant="body2">Lat: {cutCoordinate(lat)}</Typography>
            <Typography variant="body2">Long: {cutCoordinate(lon)}</Typography>
          </Box>
        </CardContent>
      </CardActionArea>
      <CardActions sx={{ justifyContent: 'space-between', pt: 0 }}>
        <Link component={RouterLink} to={weatherForecastPath(field)} onClick={() => onSelect(field)} variant="body2">
          {FIELDS_TEXTS.weatherLink}
        </Link>
        <IconButton size="small" aria-label={`Edit ${field.name}`} onClick={() => onEdit(field)}>
          <EditIcon fontSize="small" />
        </IconButton>
      </CardActions>
    </Card>
  );
}
