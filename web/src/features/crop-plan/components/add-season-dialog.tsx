import MenuItem from '@mui/material/MenuItem';
import { useSnackbar } from 'notistack';
import { DefineSeasonBody } from '../../../../../shared/api/schemas/crops';
import { CROP_MESSAGES } from '../../../../../shared/domain/crops';
import { FormTextField } from '../../../components/form/form-text-field';
import { showApiError, useZodForm } from '../../../components/form/use-zod-form';
import { useDefineSeasonMutation, useListCropsQuery } from '../../../api/crops';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { CROP_PLAN_TEXTS } from '../messages';
import { useText } from '../../../lib/i18n/use-text';
import { CropFormDialog } from './crop-form-dialog';

interface Values {
  crop: string;
  sowing_date: string;
  harvest_date: string;
}
const EMPTY: Values = { crop: '', sowing_date: '', harvest_date: '' };

/** Plans a crop of the catalogue on the field for the selected year (spec 2 §5 Add crop to season). */
export function AddSeasonDialog({ open, year, fieldId, onClose }: { open: boolean; year: number; fieldId: string; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const { say } = useText();
  const crops = useListCropsQuery();
  const [defineSeason, { isLoading }] = useDefineSeasonMutation();
  const submitOnce = useSubmitKey();
  // The season's year and field are the screen's; the inputs give the crop and the dates.
  const form = useZodForm(DefineSeasonBody, { defaultValues: EMPTY, prepare: (values: Values) => ({ ...values, season: year, field: fieldId }) });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = async (body: DefineSeasonBody) => {
    try {
      await submitOnce((idempotencyKey) =>
        defineSeason({ crop: body.crop, sowing_date: body.sowing_date, harvest_date: body.harvest_date, season: year, field: fieldId, idempotencyKey }).unwrap(),
      );
      enqueueSnackbar(say(CROP_MESSAGES.seasonAdded), { variant: 'success' });
      close();
    } catch (caught) {
      enqueueSnackbar(say(showApiError(form, caught, CROP_MESSAGES.seasonAddFailed)), { variant: 'error' });
    }
  };
  const dateProps = { type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;
  return (
    <CropFormDialog open={open} title={say(CROP_PLAN_TEXTS.addCropTitle(year))} busy={isLoading} submitLabel={say(CROP_PLAN_TEXTS.save)} onSubmit={form.handleSubmit(submit)} onClose={close}>
      <FormTextField control={form.control} name="crop" select label={say(CROP_PLAN_TEXTS.cropName)} required>
        {(crops.data ?? []).map((crop) => (
          <MenuItem key={crop.id} value={crop.id}>
            {crop.name}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={form.control} name="sowing_date" {...dateProps} label={say(CROP_PLAN_TEXTS.sowingDate)} required />
      <FormTextField control={form.control} name="harvest_date" {...dateProps} label={say(CROP_PLAN_TEXTS.harvestDate)} required />
    </CropFormDialog>
  );
}
