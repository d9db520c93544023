import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { CROP_MESSAGES, isOrdered } from '../../../../../shared/domain/crops';
import { apiErrorMessage } from '../../../lib/api';
import { useDefineSeasonMutation, useListCropsQuery } from '../api';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { CROP_PLAN_TEXTS } from '../messages';
import { CropFormDialog } from './crop-form-dialog';

interface Values {
  crop: string;
  sowing_date: string;
  harvest_date: string;
}
const EMPTY: Values = { crop: '', sowing_date: '', harvest_date: '' };

function validate(values: Values): Partial<Values> {
  const errors: Partial<Values> = {};
  if (!values.crop) errors.crop = CROP_MESSAGES.cropNameRequired;
  if (!values.sowing_date) errors.sowing_date = CROP_MESSAGES.sowingDateRequired;
  if (!values.harvest_date) errors.harvest_date = CROP_MESSAGES.harvestDateRequired;
  if (values.sowing_date && values.harvest_date && !isOrdered(values.sowing_date, values.harvest_date)) {
    errors.sowing_date = CROP_MESSAGES.sowingAfterHarvest;
  }
  return errors;
}

/** Plans a crop of the catalogue on the field for the selected year (spec 2 §5 Add crop to season). */
export function AddSeasonDialog({ open, year, fieldId, onClose }: { open: boolean; year: number; fieldId: string; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const crops = useListCropsQuery();
  const [defineSeason, { isLoading }] = useDefineSeasonMutation();
  const submitOnce = useSubmitKey();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const set = (key: keyof Values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value }));
  const close = () => {
    setValues(EMPTY);
    setErrors({});
    onClose();
  };
  const submit = async () => {
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await submitOnce((idempotencyKey) => defineSeason({ ...values, season: year, field: fieldId, idempotencyKey }).unwrap());
      enqueueSnackbar(CROP_MESSAGES.seasonAdded, { variant: 'success' });
      close();
    } catch (caught) {
      enqueueSnackbar(apiErrorMessage(caught, CROP_MESSAGES.seasonAddFailed), { variant: 'error' });
    }
  };
  const dateProps = { type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;
  return (
    <CropFormDialog open={open} title={CROP_PLAN_TEXTS.addCropTitle(year)} busy={isLoading} submitLabel={CROP_PLAN_TEXTS.save} onSubmit={submit} onClose={close}>
      <TextField select label={CROP_PLAN_TEXTS.cropName} value={values.crop} onChange={set('crop')} error={Boolean(errors.crop)} helperText={errors.crop} required>
        {(crops.data ?? []).map((crop) => (
          <MenuItem key={crop.id} value={crop.id}>
            {crop.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...dateProps}
        label={CROP_PLAN_TEXTS.sowingDate}
        value={values.sowing_date}
        onChange={set('sowing_date')}
        error={Boolean(errors.sowing_date)}
        helperText={errors.sowing_date}
        required
      />
      <TextField
        {...dateProps}
        label={CROP_PLAN_TEXTS.harvestDate}
        value={values.harvest_date}
        onChange={set('harvest_date')}
        error={Boolean(errors.harvest_date)}
        helperText={errors.harvest_date}
        required
      />
    </CropFormDialog>
  );
}
