import { useEffect, useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { SeasonRecordBody, type SeasonRecord } from '../../../../../shared/api/schemas/season';
import { SEASON_RECORD_MESSAGES, YIELD_UNITS, type YieldUnit } from '../../../../../shared/domain/season-record';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { showApiError, useZodForm } from '../../../components/form/use-zod-form';
import { useGetSeasonRecordQuery, useRecordSeasonMutation } from '../../../api/season-plan';
import { isApiError } from '../../../lib/api';
import { CROP_PLAN_TEXTS } from '../messages';
import { useText } from '../../../lib/i18n/use-text';
import { SeasonRecordFigures } from './season-record-figures';

/** The planned season a record is typed for. */
export interface RecordedSeason {
  id: string;
  crop: string;
  year: number;
}

interface Values {
  yield_amount: string;
  yield_unit: YieldUnit;
  bag_kg: string;
  revenue: string;
}

const EMPTY: Values = { yield_amount: '', yield_unit: 'kg', bag_kg: '', revenue: '' };

const text = (value: number | null) => (value === null ? '' : String(value));

const valuesOf = (record: SeasonRecord): Values => ({
  yield_amount: text(record.yield_amount),
  yield_unit: record.yield_unit ?? 'kg',
  bag_kg: text(record.bag_kg),
  revenue: text(record.revenue),
});

/**
 * The inputs as the schema reads them: an empty amount is missing (not 0), a bag's weight only counts for bags, and
 * an empty revenue is none.
 */
const prepare = (values: Values) => ({
  yield_amount: values.yield_amount.trim() === '' ? undefined : values.yield_amount.trim(),
  yield_unit: values.yield_unit,
  bag_kg: values.yield_unit === 'bag' && values.bag_kg.trim() !== '' ? values.bag_kg.trim() : null,
  revenue: values.revenue.trim() === '' ? null : values.revenue.trim(),
});

/**
 * A season's record (PUT /field/season/{id}/record/): the harvested yield in kg or in bags of a stated weight and
 * the revenue in naira, checked as the server checks them; beside them the season's task costs and, per hectare,
 * yield, cost, revenue and margin as the server answers them.
 */
export function SeasonRecordDialog({ season, onClose }: { season: RecordedSeason; onClose: () => void }) {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const { say } = useText();
  const record = useGetSeasonRecordQuery(season.id);
  const [recordSeason, saving] = useRecordSeasonMutation();
  const [refused, setRefused] = useState<string | null>(null);
  const form = useZodForm(SeasonRecordBody, { defaultValues: EMPTY, prepare });
  const unit = form.watch('yield_unit');
  const stored = record.currentData;

  // The stored record fills the form once it arrives, unless the farmer has begun typing.
  useEffect(() => {
    if (stored && !form.formState.isDirty) form.reset(valuesOf(stored));
  }, [stored, form]);

  const submit = async (body: SeasonRecordBody) => {
    setRefused(null);
    try {
      const answer = await recordSeason({ id: season.id, body }).unwrap();
      form.reset(valuesOf(answer));
      enqueueSnackbar(say(SEASON_RECORD_MESSAGES.saved), { variant: 'success' });
    } catch (caught) {
      const message = say(showApiError(form, caught, SEASON_RECORD_MESSAGES.saveFailed));
      setRefused(message);
      enqueueSnackbar(message, { variant: 'error' });
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.handleSubmit(submit)();
  };
  // A season without a record yet answers its costs all the same; only a failure other than "none yet" is told.
  const loadFailed = record.isError && !(isApiError(record.error) && record.error.status === 404);
  const figures = saving.data ?? stored;
  const numberInput = { inputMode: 'decimal' } as const;

  return (
    <Dialog open onClose={saving.isLoading ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{say(CROP_PLAN_TEXTS.seasonRecordTitle(season.crop, season.year))}</DialogTitle>
        <DialogContent>
          <Box sx={{ pt: 1, display: 'grid', gap: 2 }}>
            {loadFailed && <Alert severity="error">{say(CROP_PLAN_TEXTS.recordLoadFailed)}</Alert>}
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 110px', gap: 1.5 }}>
              <FormTextField control={form.control} name="yield_amount" label={say(CROP_PLAN_TEXTS.yieldAmount)} required slotProps={{ htmlInput: numberInput }} />
              <FormTextField control={form.control} name="yield_unit" select label={say(CROP_PLAN_TEXTS.yieldUnit)}>
                {YIELD_UNITS.map((option) => (
                  <MenuItem key={option} value={option}>
                    {say(CROP_PLAN_TEXTS.unitLabels[option])}
                  </MenuItem>
                ))}
              </FormTextField>
            </Box>
            {unit === 'bag' && <FormTextField control={form.control} name="bag_kg" label={say(CROP_PLAN_TEXTS.bagKg)} required slotProps={{ htmlInput: numberInput }} />}
            <FormTextField control={form.control} name="revenue" label={say(CROP_PLAN_TEXTS.revenue)} helperText={say(CROP_PLAN_TEXTS.revenueHelp)} slotProps={{ htmlInput: numberInput }} />
            {refused && (
              <Alert severity="error" role="alert">
                {refused}
              </Alert>
            )}
            {figures ? (
              <SeasonRecordFigures record={figures} />
            ) : (
              record.isFetching && <Typography color="text.secondary">{say(CROP_PLAN_TEXTS.loading)}</Typography>
            )}
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button type="button" onClick={onClose} disabled={saving.isLoading}>
            {say(CROP_PLAN_TEXTS.close)}
          </Button>
          <SubmitButton busy={saving.isLoading} label={say(CROP_PLAN_TEXTS.save)} busyLabel={say(CROP_PLAN_TEXTS.processing)} fullWidth={false} size="medium" />
        </DialogActions>
      </Box>
    </Dialog>
  );
}
