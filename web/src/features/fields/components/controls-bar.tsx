import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DateShortcuts } from '../../../components/date-shortcuts';
import { PermissionNote } from '../../../components/permission-note';
import { useTeamAccess } from '../../../lib/team-access';
import { cloudChanged, dateRangeChanged, indexChanged } from '../../../lib/context-slice';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { pickerLimits, slashDate } from '../../../lib/dates/date-range';
import { DATE_RANGE_TEXTS } from '../../../lib/dates/date-range-texts';
import { useDateRangeDraft } from '../../../lib/dates/use-date-range-draft';
import { DASHBOARD_INDICES, FIELDS_TEXTS, KEPT_SPACE } from '../messages';

/**
 * The controls bar (spec 2 §2.1, §5): index, start and end dates (at most a year apart), cloud cover. The values
 * live in the session context, where the monitoring screens read them.
 */
export function ControlsBar({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { index, start, end, cloud } = useAppSelector((state) => state.sessionContext);
  const limits = pickerLimits(start, end);
  const dates = useDateRangeDraft({ start, end }, (next) => dispatch(dateRangeChanged(next)));
  // A member's role may lack the fields or the indices: say so here rather than leave an empty map.
  const access = useTeamAccess();
  const mayViewIndex = !access.known || access.can('monitoring.view_index');

  return (
    <Box
      role="group"
      aria-label={intl.formatMessage({ id: FIELDS_TEXTS.mapControls })}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 2, rowGap: 1, pt: 1.5 }}
    >
      {access.known && !access.can('field.view_field') && (
        <Box sx={{ flexBasis: '100%' }}>
          <PermissionNote what={intl.formatMessage({ id: FIELDS_TEXTS.viewFieldsAction })} permission="field.view_field" />
        </Box>
      )}
      {access.known && !mayViewIndex && (
        <Box sx={{ flexBasis: '100%' }}>
          <PermissionNote what={intl.formatMessage({ id: FIELDS_TEXTS.viewIndexAction })} permission="monitoring.view_index" />
        </Box>
      )}
      <TextField
        id="dashboard-index"
        select
        label={intl.formatMessage({ id: FIELDS_TEXTS.index })}
        value={mayViewIndex ? (index ?? '') : ''}
        disabled={!mayViewIndex}
        onChange={(event) => dispatch(indexChanged(event.target.value || null))}
        size="small"
        margin="none"
        fullWidth={false}
        helperText={KEPT_SPACE}
        sx={{ width: 160 }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{intl.formatMessage({ id: FIELDS_TEXTS.chooseIndex })}</option>
        {DASHBOARD_INDICES.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </TextField>
      <TextField
        id="dashboard-start-date"
        type="date"
        label={intl.formatMessage({ id: FIELDS_TEXTS.startDate })}
        {...dates.start}
        size="small"
        margin="none"
        fullWidth={false}
        sx={{ width: 170 }}
        helperText={slashDate(start)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: limits.startMin, max: limits.startMax } }}
      />
      <TextField
        id="dashboard-end-date"
        type="date"
        label={intl.formatMessage({ id: FIELDS_TEXTS.endDate })}
        {...dates.end}
        size="small"
        margin="none"
        fullWidth={false}
        sx={{ width: 170 }}
        helperText={slashDate(end)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: limits.endMin, max: limits.endMax } }}
      />
      <DateShortcuts current={{ start, end }} onPick={(range) => dispatch(dateRangeChanged(range))} />
      <Typography variant="caption" color="text.secondary" sx={{ maxWidth: 140, pt: 0.5 }}>
        <FormattedMessage id={DATE_RANGE_TEXTS.rangeHint} />
      </Typography>
      <Box sx={{ width: 180, px: 1 }}>
        <Typography id="dashboard-cloud-cover-label" variant="caption" color="text.secondary">
          <FormattedMessage id="fields.cloudCoverValue" values={{ cloud }} />
        </Typography>
        <Slider
          aria-label={intl.formatMessage({ id: FIELDS_TEXTS.cloudCover })}
          value={cloud}
          min={0}
          max={100}
          step={1}
          size="small"
          valueLabelDisplay="auto"
          getAriaValueText={(value) => `${value}%`}
          onChange={(_event, value) => dispatch(cloudChanged(Array.isArray(value) ? (value[0] ?? 0) : value))}
        />
      </Box>
      {children}
    </Box>
  );
}
