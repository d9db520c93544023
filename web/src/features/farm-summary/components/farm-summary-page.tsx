import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FarmSummaryRow } from '../../../../../shared/api/schemas/farm-summary';
import { FARM_SUMMARY_MESSAGES, formatIndexValue } from '../../../../../shared/domain/farm-summary';
import type { ScalarIndexId } from '../../../../../shared/domain/indices';
import { PageTitle } from '../../../components/page-title';
import { useListFarmSummaryQuery } from '../api';

/** Spec 2 §2.6: Index Type (Moisture: NDMI, NDWI; Vegetative: NDVI, LAI, SAVI), Index, search, the table. */
const INDEX_TYPES = { Moisture: ['NDMI', 'NDWI'], Vegetative: ['NDVI', 'LAI', 'SAVI'] } as const satisfies Record<string, readonly ScalarIndexId[]>;
type IndexType = keyof typeof INDEX_TYPES;
const COLUMNS = ['Field', 'Location', 'Centroid (lat, lng)', 'Area (ha)', 'Group', 'Last Crop', 'Last Sowing Date', 'Index Name', 'Index Value', 'Value Change', 'Image Date', 'Index Imagery', 'Actions'];

const matches = (row: FarmSummaryRow, text: string) =>
  !text || [row.field.name, row.field.group_name, row.field.location ?? ''].some((value) => value.toLowerCase().includes(text.toLowerCase()));

export default function FarmSummaryPage() {
  const navigate = useNavigate();
  const [indexType, setIndexType] = useState<IndexType>('Moisture');
  const [index, setIndex] = useState<ScalarIndexId>('NDMI');
  const [chosen, setChosen] = useState<ScalarIndexId>('NDMI');
  const [search, setSearch] = useState('');
  const summary = useListFarmSummaryQuery(chosen);
  const rows = useMemo(() => (summary.data?.rows ?? []).filter((row) => matches(row, search)), [summary.data, search]);
  const busy = summary.isFetching;

  if (summary.isError) {
    return (
      <Box sx={{ textAlign: 'center', py: 8 }}>
        <Typography variant="h5" component="h1">
          {FARM_SUMMARY_MESSAGES.summaryFailedTitle}
        </Typography>
        <Typography color="text.secondary">{FARM_SUMMARY_MESSAGES.listFailedPage}</Typography>
      </Box>
    );
  }
  return (
    <Box>
      <PageTitle title="Farm Summary" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          select
          size="small"
          label="Index Type"
          value={indexType}
          onChange={(event) => {
            const type = event.target.value as IndexType;
            setIndexType(type);
            setIndex(INDEX_TYPES[type][0]);
          }}
          sx={{ minWidth: 160 }}
        >
          {Object.keys(INDEX_TYPES).map((type) => (
            <MenuItem key={type} value={type}>
              {type}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Index" value={index} onChange={(event) => setIndex(event.target.value as ScalarIndexId)} sx={{ minWidth: 120 }}>
          {INDEX_TYPES[indexType].map((id) => (
            <MenuItem key={id} value={id}>
              {id}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" disabled={busy} onClick={() => setChosen(index)}>
          {busy ? FARM_SUMMARY_MESSAGES.computing : 'Compute Index Details'}
        </Button>
        <TextField size="small" label="Search" placeholder="Field name, group or location" value={search} onChange={(event) => setSearch(event.target.value)} />
      </Box>
      <TableContainer component={Paper}>
        <Table size="small" aria-label="Farm summary">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{column}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {summary.isLoading && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length} align="center">
                  <CircularProgress size={24} aria-label="Loading the farm summary" />
                </TableCell>
              </TableRow>
            )}
            {rows.map((row) => {
              const { field, result } = row;
              const value = result.indexValue;
              return (
                <TableRow key={field.id} hover>
                  <TableCell>{field.name}</TableCell>
                  <TableCell>{field.location ?? '-'}</TableCell>
                  <TableCell>
                    {String(field.centroid[1]).slice(0, 5)}, {String(field.centroid[0]).slice(0, 5)}
                  </TableCell>
                  <TableCell>{field.size.toFixed(2)}</TableCell>
                  <TableCell>{field.group_name}</TableCell>
                  <TableCell>{row.last_crop ?? ''}</TableCell>
                  <TableCell>{row.last_sowing_date ?? ''}</TableCell>
                  <TableCell>{row.index}</TableCell>
                  <TableCell>{value ? formatIndexValue(value.value) : FARM_SUMMARY_MESSAGES.noValue}</TableCell>
                  <TableCell>{value ? (result.valueChange === null ? '-' : formatIndexValue(result.valueChange)) : FARM_SUMMARY_MESSAGES.noValue}</TableCell>
                  <TableCell>{value ? value.dateCaptured : FARM_SUMMARY_MESSAGES.noValue}</TableCell>
                  <TableCell>{value ? `${row.index} ${value.dateCaptured}` : '-'}</TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', gap: 1 }}>
                      <Button size="small" onClick={() => setTimeout(() => navigate(`/dashboard/farmsummary/info/${field.id}`), 1000)}>
                        View Field
                      </Button>
                      <Button size="small" onClick={() => navigate(`/dashboard/farmsummary/fields/${field.id}`)}>
                        Summary
                      </Button>
                    </Box>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
