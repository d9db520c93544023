import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { TEAM_TEXTS } from '../messages';

/** The box that creates a custom role; the page shows it only to a member who may create roles. */
export function CustomRolesCard({ disabled, onCreate }: { disabled: boolean; onCreate: () => void }) {
  const intl = useIntl();
  return (
    <Card component="section" aria-labelledby="custom-roles-heading" sx={{ bgcolor: 'action.hover' }}>
      <CardContent>
        <Typography id="custom-roles-heading" variant="h6" component="h2" gutterBottom>
          {intl.formatMessage({ id: TEAM_TEXTS.customRoles })}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {intl.formatMessage({ id: TEAM_TEXTS.customRolesHint })}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate} disabled={disabled}>
          {intl.formatMessage({ id: TEAM_TEXTS.createCustomRole })}
        </Button>
      </CardContent>
    </Card>
  );
}
