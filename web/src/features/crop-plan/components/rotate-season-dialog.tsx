import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { CROP_MESSAGES, rotatedMessage } from '../../../../../shared/domain/crops';
import { apiErrorMessage } from '../../../lib/api';
import { useListRotationsQuery, useRotateSeasonMutation } from '../../../api/crops';
import { CROP_PLAN_TEXTS } from '../messages';
import { useText } from '../../../lib/i18n/use-text';
import { CropFormDialog } from './crop-form-dialog';

/** Rotates the selected season year into one of the field's rotations (spec 2 §4). */
export function RotateSeasonDialog({ open, year, fieldId, onClose }: { open: boolean; year: number; fieldId: string; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const { t, say } = useText();
  const rotations = useListRotationsQuery(fieldId);
  const [rotate, { isLoading }] = useRotateSeasonMutation();
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | undefined>();
  const list = rotations.data ?? [];
  const rotationId = chosen || (list.length === 1 ? (list[0]?.id ?? '') : '');
  const close = () => {
    setChosen('');
    setError(undefined);
    onClose();
  };
  const submit = async () => {
    if (!rotationId) {
      setError(list.length === 0 ? CROP_PLAN_TEXTS.noRotationToRotate : CROP_PLAN_TEXTS.selectRotationToRotate);
      return;
    }
    try {
      await rotate({ id: rotationId, year }).unwrap();
      enqueueSnackbar(say(rotatedMessage(year)), { variant: 'success' });
      close();
    } catch (caught) {
      enqueueSnackbar(say(apiErrorMessage(caught, CROP_MESSAGES.rotateFailed)), { variant: 'error' });
    }
  };
  return (
    <CropFormDialog open={open} title={say(CROP_PLAN_TEXTS.rotateTitle(year))} busy={isLoading} submitLabel={say(CROP_PLAN_TEXTS.rotate(year))} onSubmit={submit} onClose={close}>
      {list.length === 0 && rotations.data ? (
        <Typography color="text.secondary">{say(CROP_PLAN_TEXTS.noRotationToRotate)}</Typography>
      ) : (
        <TextField select label={say(CROP_PLAN_TEXTS.rotateInto)} value={rotationId} onChange={(event) => setChosen(event.target.value)} error={Boolean(error)} helperText={error ? say(error) : undefined}>
          {list.map((rotation) => (
            <MenuItem key={rotation.id} value={rotation.id}>
              {t('crop-plan.ui.rotationOption', { name: rotation.name, start: rotation.start_date, end: rotation.end_date })}
            </MenuItem>
          ))}
        </TextField>
      )}
    </CropFormDialog>
  );
}
