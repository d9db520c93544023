import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import type { CropSeason } from '../../../../../shared/api/schemas/crops';
import { CROP_MESSAGES, seasonYears } from '../../../../../shared/domain/crops';
import { apiErrorMessage } from '../../../lib/api';
import { useDeleteSeasonMutation, useListYearSeasonsQuery } from '../../../api/crops';
import { CROP_PLAN_TEXTS } from '../messages';
import { AddSeasonDialog } from './add-season-dialog';
import { matches, PanelSearch } from './panel-search';
import { RotateSeasonDialog } from './rotate-season-dialog';
import { useText } from '../../../lib/i18n/use-text';
import { ScrollTable } from '../../../components/scroll-table';

/** On a phone the harvest date goes under the sowing date, so that Remove Crop stays on screen. */
const NARROW_HIDDEN = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** Right panel, Seasons (spec 2 §2.10): the crops of the field in the selected year. */
export function SeasonsPanel({ fieldId, year, onYearChange }: { fieldId: string; year: number; onYearChange: (year: number) => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const { t, say } = useText();
  const seasons = useListYearSeasonsQuery({ year, fieldId });
  const [deleteSeason] = useDeleteSeasonMutation();
  const [removing, setRemoving] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<'add' | 'rotate' | null>(null);
  const shown = (seasons.data ?? []).filter((season) => matches(search, season.crop.name));

  const remove = async (season: CropSeason) => {
    setRemoving(season.id);
    try {
      await deleteSeason(season).unwrap();
      enqueueSnackbar(say(CROP_MESSAGES.seasonDeleted), { variant: 'success' });
    } catch (caught) {
      enqueueSnackbar(say(apiErrorMessage(caught, CROP_MESSAGES.generic)), { variant: 'error' });
    }
    setRemoving(null);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField select size="small" label={say(CROP_PLAN_TEXTS.seasonYear)} value={year} onChange={(event) => onYearChange(Number(event.target.value))} sx={{ width: 120 }}>
          {seasonYears().map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: '1 1 200px' }}>
          <PanelSearch label={say(CROP_PLAN_TEXTS.searchSeasonCrops)} value={search} onChange={setSearch} />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => setDialog('add')}>
          {say(CROP_PLAN_TEXTS.addCropToSeason)}
        </Button>
        <Button variant="outlined" onClick={() => setDialog('rotate')}>
          {say(CROP_PLAN_TEXTS.rotate(year))}
        </Button>
      </Box>
      {seasons.isError ? (
        <Typography color="error">{say(CROP_MESSAGES.loadFailed)}</Typography>
      ) : (
        <ScrollTable label={say(CROP_PLAN_TEXTS.scrollsSideways(say(CROP_PLAN_TEXTS.seasons)))}>
          <Table size="small" aria-label={say(CROP_PLAN_TEXTS.seasons)}>
            <TableHead>
              <TableRow>
                <TableCell>{say(CROP_PLAN_TEXTS.crop)}</TableCell>
                <TableCell>{say(CROP_PLAN_TEXTS.sowingDate)}</TableCell>
                <TableCell sx={NARROW_HIDDEN}>{say(CROP_PLAN_TEXTS.harvestDate)}</TableCell>
                <TableCell align="right" />
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((season) => (
                <TableRow key={season.id}>
                  <TableCell sx={{ fontWeight: 500 }}>{season.crop.name}</TableCell>
                  <TableCell>
                    {season.sowing_date}
                    <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                      {t('crop-plan.ui.untilDay', { day: season.harvest_date })}
                    </Typography>
                  </TableCell>
                  <TableCell sx={NARROW_HIDDEN}>{season.harvest_date}</TableCell>
                  <TableCell align="right">
                    <Button size="small" color="error" onClick={() => remove(season)} disabled={removing === season.id} aria-label={say(CROP_PLAN_TEXTS.removeCropOf(season.crop.name))}>
                      {say(removing === season.id ? CROP_PLAN_TEXTS.pleaseWait : CROP_PLAN_TEXTS.removeCrop)}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
              {seasons.data && shown.length === 0 && (
                <TableRow>
                  <TableCell colSpan={4} align="center" sx={{ color: 'text.secondary', py: 3 }}>
                    {say(CROP_PLAN_TEXTS.noSeasonCrops)}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
      <AddSeasonDialog open={dialog === 'add'} year={year} fieldId={fieldId} onClose={() => setDialog(null)} />
      <RotateSeasonDialog open={dialog === 'rotate'} year={year} fieldId={fieldId} onClose={() => setDialog(null)} />
    </Box>
  );
}
