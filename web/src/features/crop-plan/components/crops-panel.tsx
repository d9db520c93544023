import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { DefineCropBody } from '../../../../../shared/api/schemas/crops';
import { CROP_MESSAGES } from '../../../../../shared/domain/crops';
import { FormTextField } from '../../../components/form/form-text-field';
import { showApiError, useZodForm } from '../../../components/form/use-zod-form';
import { apiErrorMessage } from '../../../lib/api';
import { useDefineCropMutation, useDeleteCropMutation, useListCropsQuery } from '../../../api/crops';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { CROP_PLAN_TEXTS } from '../messages';
import { CropFormDialog } from './crop-form-dialog';
import { matches, PanelSearch } from './panel-search';
import { useText } from '../../../lib/i18n/use-text';
import { ScrollTable } from '../../../components/scroll-table';

function CreateCropDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const { say } = useText();
  const [defineCrop, { isLoading }] = useDefineCropMutation();
  const submitOnce = useSubmitKey();
  const form = useZodForm(DefineCropBody, { defaultValues: { name: '', description: '' } });
  const close = () => {
    form.reset();
    onClose();
  };
  const save = async (body: DefineCropBody) => {
    try {
      await submitOnce((idempotencyKey) => defineCrop({ name: body.name, description: body.description, idempotencyKey }).unwrap());
      enqueueSnackbar(say(CROP_MESSAGES.cropAdded), { variant: 'success' });
      close();
    } catch (caught) {
      enqueueSnackbar(say(showApiError(form, caught, CROP_MESSAGES.cropAddFailed)), { variant: 'error' });
    }
  };
  return (
    <CropFormDialog open={open} title={say(CROP_PLAN_TEXTS.createCrop)} busy={isLoading} submitLabel={say(CROP_PLAN_TEXTS.save)} onSubmit={form.handleSubmit(save)} onClose={close}>
      <FormTextField control={form.control} name="name" label={say(CROP_PLAN_TEXTS.cropName)} required />
      <FormTextField control={form.control} name="description" label={say(CROP_PLAN_TEXTS.cropDescription)} required multiline minRows={2} />
    </CropFormDialog>
  );
}

/** Left panel (spec 2 §2.10): the team's crops, searched by name or description, one selected to delete. */
export function CropsPanel() {
  const { enqueueSnackbar } = useSnackbar();
  const { say } = useText();
  const crops = useListCropsQuery();
  const [deleteCrop, { isLoading: deleting }] = useDeleteCropMutation();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const shown = (crops.data ?? []).filter((crop) => matches(search, crop.name, crop.description));

  const remove = async () => {
    if (!selected) {
      enqueueSnackbar(say(CROP_MESSAGES.selectCropToDelete), { variant: 'warning' });
      return;
    }
    try {
      await deleteCrop(selected).unwrap();
      setSelected(null);
      enqueueSnackbar(say(CROP_MESSAGES.cropDeleted), { variant: 'success' });
    } catch (caught) {
      enqueueSnackbar(say(apiErrorMessage(caught, CROP_MESSAGES.generic)), { variant: 'error' });
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5, alignContent: 'start' }} component="section" aria-label={say(CROP_PLAN_TEXTS.cropsDatabase)}>
      <Typography variant="h6" component="h2">
        {say(CROP_PLAN_TEXTS.cropsDatabase)}
      </Typography>
      <PanelSearch label={say(CROP_PLAN_TEXTS.searchCrops)} value={search} onChange={setSearch} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" color="error" onClick={remove} disabled={deleting}>
          {say(deleting ? CROP_PLAN_TEXTS.pleaseWait : CROP_PLAN_TEXTS.deleteCrop)}
        </Button>
        <Button variant="contained" onClick={() => setCreating(true)}>
          {say(CROP_PLAN_TEXTS.createCrop)}
        </Button>
      </Box>
      {crops.isError ? (
        <Typography color="error">{say(CROP_MESSAGES.loadFailed)}</Typography>
      ) : (
        <ScrollTable label={say(CROP_PLAN_TEXTS.scrolls(say(CROP_PLAN_TEXTS.cropsDatabase)))} sx={{ maxHeight: 440 }}>
          <Table size="small" stickyHeader aria-label={say(CROP_PLAN_TEXTS.cropsDatabase)}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell>{say(CROP_PLAN_TEXTS.name)}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{say(CROP_PLAN_TEXTS.description)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((crop) => (
                <TableRow key={crop.id} hover selected={selected === crop.id} onClick={() => setSelected(crop.id)} sx={{ cursor: 'pointer' }}>
                  <TableCell padding="checkbox">
                    <Radio checked={selected === crop.id} onChange={() => setSelected(crop.id)} slotProps={{ input: { 'aria-label': crop.name } }} size="small" />
                  </TableCell>
                  <TableCell sx={{ fontWeight: 500 }}>
                    {crop.name}
                    {/* Narrow screens: the description under the name rather than in a squeezed column. */}
                    <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                      {crop.description}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'table-cell' } }}>{crop.description}</TableCell>
                </TableRow>
              ))}
              {crops.data && shown.length === 0 && (
                <TableRow>
                  <TableCell colSpan={3} align="center" sx={{ color: 'text.secondary' }}>
                    {say(CROP_PLAN_TEXTS.noCrops)}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
      <CreateCropDialog open={creating} onClose={() => setCreating(false)} />
    </Paper>
  );
}
