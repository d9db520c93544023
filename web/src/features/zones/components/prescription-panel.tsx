import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useSnackbar } from 'notistack';
import type { Field } from '../../../../../shared/api/schemas/fields';
import type { ZoneLayer } from '../../../../../shared/api/schemas/zones';
import { PRESCRIPTION_LIMITS, RATE_UNITS, SCALING_DIRECTIONS, prescribe, type RatePlan, type RateUnit, type ScalingDirection } from '../../../../../shared/domain/prescription';
import { zoneColour } from '../../../../../shared/domain/zones';
import { useText } from '../../../lib/i18n/use-text';
import { useCurrentTeam } from '../../../lib/use-current-team';
import { PRESCRIPTION_FORMATS, downloadPrescription, type PrescriptionFormat } from '../zone-files';
import { percentOfMean } from '../zone-settings';

type Mode = RatePlan['mode'];
const UNIT_TEXT = { 'kg/ha': 'kg/ha', 'seeds/ha': 'seeds/ha' } as const satisfies Record<RateUnit, string>;
const DIRECTION_TEXT = { increase: 'zones.direction.increase', decrease: 'zones.direction.decrease' } as const satisfies Record<ScalingDirection, string>;
const FORMAT_TEXT = {
  shapefile: 'zones.download.shapefile',
  geojson: 'zones.download.geojson',
  kml: 'zones.download.kml',
  isoxml: 'zones.download.isoxml',
} as const satisfies Record<PrescriptionFormat, string>;

/** A typed number, or null when empty; NaN for text that is not one (the field says so). */
function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return null;
  return /^\d*\.?\d+$|^\d+\.$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function rateError(text: string, unit: RateUnit, required: boolean): boolean {
  const value = parseNumber(text);
  if (value === null) return required;
  return !Number.isFinite(value) || value < 0 || value > PRESCRIPTION_LIMITS.maxRate[unit];
}

/**
 * The prescription made from a ready zone layer: the product, its unit, the rates (typed per zone, or a base rate
 * scaled by each zone's productivity), the rate and product per zone, the field's total and its cost, and the
 * files a terminal reads. Nothing is kept: it is worked out on the phone as the farmer types.
 */
export function PrescriptionPanel({ field, layer }: { field: Pick<Field, 'name' | 'coordinates' | 'holes'>; layer: ZoneLayer }) {
  const { t, intl } = useText();
  const { enqueueSnackbar } = useSnackbar();
  const team = useCurrentTeam();
  const [product, setProduct] = useState('');
  const [unit, setUnit] = useState<RateUnit>('kg/ha');
  const [mode, setMode] = useState<Mode>('scaled');
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [baseRate, setBaseRate] = useState('');
  const [direction, setDirection] = useState<ScalingDirection>('increase');
  const [strength, setStrength] = useState<number>(PRESCRIPTION_LIMITS.defaultStrength);
  const [price, setPrice] = useState('');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState<PrescriptionFormat | null>(null);

  const plan: RatePlan = useMemo(
    () =>
      mode === 'typed'
        ? { mode, rates: Object.fromEntries(Object.entries(typed).map(([zone, text]) => [zone, parseNumber(text) ?? 0])) }
        : { mode, baseRate: parseNumber(baseRate) ?? 0, direction, strength },
    [mode, typed, baseRate, direction, strength],
  );
  const priceValue = parseNumber(price);
  const priceBad = priceValue !== null && (!Number.isFinite(priceValue) || priceValue < 0 || priceValue > PRESCRIPTION_LIMITS.maxPrice);
  const prescription = useMemo(() => prescribe(layer.zones, plan, unit, priceValue !== null && !priceBad ? priceValue : null), [layer.zones, plan, unit, priceValue, priceBad]);

  const productBad = product.trim() === '';
  const ratesBad = mode === 'typed' ? layer.zones.some((zone) => rateError(typed[zone.zone] ?? '', unit, false)) : rateError(baseRate, unit, true);
  const noRate = prescription.total <= 0;
  const invalid = productBad || ratesBad || priceBad || noRate;
  const show = (bad: boolean) => checked && bad;

  const number = (value: number, digits = 1) => intl.formatNumber(value, { maximumFractionDigits: digits });
  const rateLabel = UNIT_TEXT[unit];
  const max = intl.formatNumber(PRESCRIPTION_LIMITS.maxRate[unit]);

  const download = async (format: PrescriptionFormat) => {
    setChecked(true);
    if (invalid) return;
    setBusy(format);
    try {
      await downloadPrescription(format, {
        field,
        team: team?.name ?? field.name,
        product: product.trim(),
        unit,
        prescription,
        zones: layer.zones,
        zoneName: (zone) => t('zones.zoneName', { zone }),
        defaultZoneName: t('zones.defaultZone'),
        colour: (zone) => zoneColour(zone, layer.classes),
      });
    } catch (error) {
      console.error(error);
      enqueueSnackbar(t('zones.downloadFailed'), { variant: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box component="section" aria-label={t('zones.prescription')} sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {t('zones.prescription.hint')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          size="small"
          margin="none"
          label={t('zones.prescription.product')}
          placeholder={t('zones.prescription.productHint')}
          value={product}
          slotProps={{ htmlInput: { maxLength: 32 } }}
          onChange={(event) => setProduct(event.target.value)}
          error={show(productBad)}
          helperText={show(productBad) ? t('zones.error.product') : undefined}
        />
        <TextField select size="small" margin="none" label={t('zones.prescription.unit')} value={unit} onChange={(event) => setUnit(event.target.value as RateUnit)} sx={{ minWidth: 140 }}>
          {RATE_UNITS.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {UNIT_TEXT[choice]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          margin="none"
          label={t(unit === 'kg/ha' ? 'zones.prescription.price.kg' : 'zones.prescription.price.seeds')}
          value={price}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          onChange={(event) => setPrice(event.target.value)}
          error={priceBad}
          helperText={priceBad ? t('zones.error.price') : undefined}
        />
      </Stack>

      <Box>
        <Typography variant="subtitle2" component="p">
          {t('zones.prescription.mode')}
        </Typography>
        <RadioGroup row value={mode} onChange={(event) => setMode(event.target.value as Mode)}>
          <FormControlLabel value="scaled" control={<Radio size="small" />} label={t('zones.mode.scaled')} />
          <FormControlLabel value="typed" control={<Radio size="small" />} label={t('zones.mode.typed')} />
        </RadioGroup>
      </Box>

      {mode === 'scaled' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            size="small"
            margin="none"
            label={t('zones.prescription.baseRate', { unit: rateLabel })}
            value={baseRate}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            onChange={(event) => setBaseRate(event.target.value)}
            error={show(rateError(baseRate, unit, true)) || (baseRate !== '' && rateError(baseRate, unit, false))}
            helperText={show(rateError(baseRate, unit, true)) || (baseRate !== '' && rateError(baseRate, unit, false)) ? t('zones.error.rate', { max }) : undefined}
          />
          <TextField select size="small" margin="none" label={t('zones.prescription.direction')} value={direction} onChange={(event) => setDirection(event.target.value as ScalingDirection)} sx={{ minWidth: 220 }}>
            {SCALING_DIRECTIONS.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {t(DIRECTION_TEXT[choice])}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ minWidth: 180, px: 1 }}>
            <Typography id="prescription-strength" variant="body2">
              {t('zones.prescription.strength', { strength })}
            </Typography>
            <Slider
              size="small"
              aria-labelledby="prescription-strength"
              min={PRESCRIPTION_LIMITS.minStrength}
              max={PRESCRIPTION_LIMITS.maxStrength}
              step={10}
              value={strength}
              onChange={(_event, value) => setStrength(Array.isArray(value) ? (value[0] ?? 0) : value)}
            />
          </Box>
        </Stack>
      )}

      {/* Scrolls sideways on a phone: focusable, so the rates can be read with a keyboard too. */}
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-label={t('zones.prescription')}>
        <Table size="small" aria-label={t('zones.prescription')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('zones.table.zone')}</TableCell>
              <TableCell align="right">{t('zones.table.area')}</TableCell>
              <TableCell align="right">{t('zones.table.rate', { unit: rateLabel })}</TableCell>
              <TableCell align="right">{t(unit === 'kg/ha' ? 'zones.table.amount.kg' : 'zones.table.amount.seeds')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {prescription.zones.map((row) => {
              const zone = layer.zones.find((candidate) => candidate.zone === row.zone);
              const text = typed[row.zone] ?? '';
              return (
                <TableRow key={row.zone}>
                  <TableCell>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: zoneColour(row.zone, layer.classes), border: '1px solid rgba(0,0,0,.4)' }} />
                      {t('zones.zoneName', { zone: row.zone })}
                      {zone && (
                        <Typography component="span" variant="caption" color="text.secondary">
                          {t('zones.percentShort', { percent: percentOfMean(zone.meanRelative) })}
                        </Typography>
                      )}
                    </Box>
                  </TableCell>
                  <TableCell align="right">{number(row.areaHa, 2)}</TableCell>
                  <TableCell align="right">
                    {mode === 'typed' ? (
                      <TextField
                        size="small"
                        margin="none"
                        fullWidth={false}
                        value={text}
                        slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': t('zones.prescription.rateFor', { zone: row.zone, unit: rateLabel }), style: { textAlign: 'right' } } }}
                        onChange={(event) => setTyped((current) => ({ ...current, [row.zone]: event.target.value }))}
                        error={rateError(text, unit, false)}
                        helperText={rateError(text, unit, false) ? t('zones.error.rate', { max }) : undefined}
                        sx={{ width: 120 }}
                      />
                    ) : (
                      number(row.rate)
                    )}
                  </TableCell>
                  <TableCell align="right">{number(row.amount)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>

      <Box role="status">
        <Typography variant="body1" sx={{ fontWeight: 600 }}>
          {t(unit === 'kg/ha' ? 'zones.total.kg' : 'zones.total.seeds', {
            amount: number(prescription.total),
            area: number(prescription.areaHa, 2),
            rate: number(prescription.averageRate),
          })}
        </Typography>
        <Typography variant="body2">
          {prescription.costNgn === null ? t('zones.noPrice') : t('zones.cost', { cost: intl.formatNumber(prescription.costNgn, { style: 'currency', currency: 'NGN', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 }) })}
        </Typography>
        {show(noRate) && !ratesBad && (
          <Typography variant="body2" color="error">
            {t('zones.error.noRate')}
          </Typography>
        )}
      </Box>

      <Box>
        <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
          {t('zones.download')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {PRESCRIPTION_FORMATS.map((format) => (
            <Button key={format} variant="outlined" size="small" startIcon={<DownloadIcon />} disabled={busy !== null} onClick={() => void download(format)}>
              {t(FORMAT_TEXT[format])}
            </Button>
          ))}
        </Stack>
      </Box>
    </Box>
  );
}
