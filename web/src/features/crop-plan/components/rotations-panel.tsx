import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { DefineRotationBody, type Rotation } from '../../../../../shared/api/schemas/crops';
import { CROP_MESSAGES } from '../../../../../shared/domain/crops';
import { FormTextField } from '../../../components/form/form-text-field';
import { showApiError, useZodForm } from '../../../components/form/use-zod-form';
import { apiErrorMessage } from '../../../lib/api';
import { useDefineRotationMutation, useDeleteRotationMutation, useListRotationsQuery } from '../../../api/crops';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { CROP_PLAN_TEXTS } from '../messages';
import { CropFormDialog } from './crop-form-dialog';
import { matches, PanelSearch } from './panel-search';
import { useText } from '../../../lib/i18n/use-text';
import { ScrollTable } from '../../../components/scroll-table';

interface Values {
  name: string;
  start_date: string;
  end_date: string;
}
const EMPTY: Values = { name: '', start_date: '', end_date: '' };

function AddRotationDialog({ open, fieldId, onClose }: { open: boolean; fieldId: string; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const { say } = useText();
  const [defineRotation, { isLoading }] = useDefineRotationMutation();
  const submitOnce = useSubmitKey();
  const form = useZodForm(DefineRotationBody, { defaultValues: EMPTY, prepare: (values: Values) => ({ ...values, field: fieldId }) });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = async (body: DefineRotationBody) => {
    try {
      await submitOnce((idempotencyKey) => defineRotation({ name: body.name, start_date: body.start_date, end_date: body.end_date, field: fieldId, idempotencyKey }).unwrap());
      enqueueSnackbar(say(CROP_MESSAGES.rotationAdded), { variant: 'success' });
      close();
    } catch (caught) {
      enqueueSnackbar(say(showApiError(form, caught, CROP_MESSAGES.rotationAddFailed)), { variant: 'error' });
    }
  };
  const dateProps = { type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;
  return (
    <CropFormDialog open={open} title={say(CROP_PLAN_TEXTS.addRotation)} busy={isLoading} submitLabel={say(CROP_PLAN_TEXTS.save)} onSubmit={form.handleSubmit(submit)} onClose={close}>
      <FormTextField control={form.control} name="name" label={say(CROP_PLAN_TEXTS.rotationName)} required />
      <FormTextField control={form.control} name="start_date" {...dateProps} label={say(CROP_PLAN_TEXTS.startDate)} required />
      <FormTextField control={form.control} name="end_date" {...dateProps} label={say(CROP_PLAN_TEXTS.endDate)} required />
    </CropFormDialog>
  );
}

function RotationSeasonsDialog({ rotation, onClose }: { rotation: Rotation | null; onClose: () => void }) {
  const { t, say } = useText();
  return (
    <Dialog open={Boolean(rotation)} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="rotation-seasons-title">
      <DialogTitle id="rotation-seasons-title">{rotation ? say(CROP_PLAN_TEXTS.rotationSeasonsTitle(rotation.name)) : ''}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary">
          {say(CROP_PLAN_TEXTS.rotatedYears(rotation?.crop_season_years.join(', ') || '–'))}
        </Typography>
        {rotation && rotation.crop_season.length === 0 ? (
          <Typography sx={{ mt: 2 }}>{say(CROP_PLAN_TEXTS.noRotatedSeasons)}</Typography>
        ) : (
          <List dense>
            {rotation?.crop_season.map((season) => (
              <ListItem key={season.id} disableGutters>
                <ListItemText
                  primary={t('crop-plan.ui.seasonCrop', { season: String(season.season), crop: season.crop.name })}
                  secondary={t('crop-plan.ui.span', { start: season.sowing_date, end: season.harvest_date })}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{say(CROP_PLAN_TEXTS.close)}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Right panel, Rotations (spec 2 §2.10): the field's rotations, one selected to delete, each with its seasons. */
export function RotationsPanel({ fieldId }: { fieldId: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const { say } = useText();
  const rotations = useListRotationsQuery(fieldId);
  const [deleteRotation, { isLoading: deleting }] = useDeleteRotationMutation();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<Rotation | null>(null);
  const shown = (rotations.data ?? []).filter((rotation) => matches(search, rotation.name));

  const remove = async () => {
    if (!selected) {
      enqueueSnackbar(say(CROP_MESSAGES.selectRotationToDelete), { variant: 'warning' });
      return;
    }
    try {
      await deleteRotation(selected).unwrap();
      setSelected(null);
      enqueueSnackbar(say(CROP_MESSAGES.rotationDeleted), { variant: 'success' });
    } catch (caught) {
      enqueueSnackbar(say(apiErrorMessage(caught, CROP_MESSAGES.generic)), { variant: 'error' });
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <PanelSearch label={say(CROP_PLAN_TEXTS.searchRotations)} value={search} onChange={setSearch} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" color="error" onClick={remove} disabled={deleting}>
          {say(deleting ? CROP_PLAN_TEXTS.pleaseWait : CROP_PLAN_TEXTS.deleteRotation)}
        </Button>
        <Button variant="contained" onClick={() => setAdding(true)}>
          {say(CROP_PLAN_TEXTS.addRotation)}
        </Button>
      </Box>
      {rotations.isError ? (
        <Typography color="error">{say(CROP_MESSAGES.loadFailed)}</Typography>
      ) : (
        <ScrollTable label={say(CROP_PLAN_TEXTS.scrollsSideways(say(CROP_PLAN_TEXTS.rotations)))}>
          <Table size="small" aria-label={say(CROP_PLAN_TEXTS.rotations)}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell>{say(CROP_PLAN_TEXTS.name)}</TableCell>
                <TableCell>{say(CROP_PLAN_TEXTS.startDate)}</TableCell>
                <TableCell>{say(CROP_PLAN_TEXTS.endDate)}</TableCell>
                <TableCell align="right" />
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((rotation) => (
                <TableRow key={rotation.id} hover selected={selected === rotation.id}>
                  <TableCell padding="checkbox">
                    <Radio checked={selected === rotation.id} onChange={() => setSelected(rotation.id)} slotProps={{ input: { 'aria-label': rotation.name } }} size="small" />
                  </TableCell>
                  <TableCell sx={{ fontWeight: 500 }}>{rotation.name}</TableCell>
                  <TableCell>{rotation.start_date}</TableCell>
                  <TableCell>{rotation.end_date}</TableCell>
                  <TableCell align="right">
                    <Button size="small" onClick={() => setViewing(rotation)} aria-label={say(CROP_PLAN_TEXTS.viewSeasonsOf(rotation.name))}>
                      {say(CROP_PLAN_TEXTS.viewSeasons)}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
              {rotations.data && shown.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5} align="center" sx={{ color: 'text.secondary', py: 3 }}>
                    {say(CROP_PLAN_TEXTS.noRotations)}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
      <AddRotationDialog open={adding} fieldId={fieldId} onClose={() => setAdding(false)} />
      <RotationSeasonsDialog rotation={viewing} onClose={() => setViewing(null)} />
    </Box>
  );
}
