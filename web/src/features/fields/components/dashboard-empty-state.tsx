import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DrawIcon from '@mui/icons-material/Draw';
import { FIELDS_TEXTS } from '../messages';

/** Over the map of a team with no fields: what to do next, with the actions the member's role allows. */
export function DashboardEmptyState({ canAdd, onDraw, onUpload }: { canAdd: boolean; onDraw: () => void; onUpload: () => void }) {
  const titleId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      elevation={4}
      sx={{ position: 'absolute', top: '50%', left: '50%', transform: 'translate(-50%, -50%)', zIndex: 1000, width: 'min(92%, 420px)' }}
    >
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          <FormattedMessage id={FIELDS_TEXTS.emptyTitle} />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id={canAdd ? FIELDS_TEXTS.emptyCanAdd : FIELDS_TEXTS.emptyReadOnly} />
        </Typography>
      </CardContent>
      {canAdd && (
        <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<DrawIcon />} onClick={onDraw}>
            <FormattedMessage id={FIELDS_TEXTS.emptyDraw} />
          </Button>
          <Button variant="outlined" startIcon={<CloudUploadIcon />} onClick={onUpload}>
            <FormattedMessage id={FIELDS_TEXTS.emptyUpload} />
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
