import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useSnackbar } from 'notistack';
import type { Place, PlaceSearchResult } from '../../../../../shared/api/schemas/fields';
import { FIELD_MESSAGES } from '../../../../../shared/domain/fields';
import { apiErrorMessage } from '../../../lib/api';
import type { Bounds } from '../../../lib/geometry';
import { useLazySearchPlaceQuery } from '../../../api/fields';
import { formatText } from '../../../lib/i18n/format-text';
import { FIELDS_TEXTS } from '../messages';

/** Around a point without a bounding box: about 2 km each way. */
const POINT_MARGIN = 0.02;

export function placeBounds(place: Place): Bounds {
  if (place.bbox) {
    const [west, south, east, north] = place.bbox;
    return [
      [south, west],
      [north, east],
    ];
  }
  return [
    [place.lat - POINT_MARGIN, place.lon - POINT_MARGIN],
    [place.lat + POINT_MARGIN, place.lon + POINT_MARGIN],
  ];
}

/**
 * Place search through the server's Nominatim route (issue 5): on submit only (never per keystroke, Nominatim's
 * policy); a choice moves the map there. Offline, the server's message shows as a toast.
 */
export function PlaceSearch({ onPlace }: { onPlace: (bounds: Bounds) => void }) {
  const intl = useIntl();
  const { enqueueSnackbar } = useSnackbar();
  const [search, { isFetching }] = useLazySearchPlaceQuery();
  const [query, setQuery] = useState('');
  const [result, setResult] = useState<PlaceSearchResult | null>(null);
  const anchor = useRef<HTMLFormElement | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (text.length < 2) {
      enqueueSnackbar(formatText(intl, FIELD_MESSAGES.placeQueryRequired), { variant: 'warning' });
      return;
    }
    try {
      const found = await search(text, true).unwrap();
      if (found.results.length === 0) {
        enqueueSnackbar(intl.formatMessage({ id: FIELDS_TEXTS.noPlaces }), { variant: 'info' });
        return;
      }
      setResult(found);
    } catch (error) {
      enqueueSnackbar(apiErrorMessage(error, formatText(intl, FIELD_MESSAGES.placeSearchOffline)), { variant: 'error' });
    }
  };

  const choose = (place: Place) => {
    setResult(null);
    onPlace(placeBounds(place));
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={intl.formatMessage({ id: FIELDS_TEXTS.placeSearch })}
      ref={anchor}
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', alignItems: 'center' }}
    >
      <TextField
        id="dashboard-place-search"
        size="small"
        margin="none"
        fullWidth={false}
        type="search"
        label={intl.formatMessage({ id: FIELDS_TEXTS.placeInput })}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        sx={{ minWidth: 200 }}
      />
      <IconButton type="submit" aria-label={intl.formatMessage({ id: FIELDS_TEXTS.placeButton })} disabled={isFetching}>
        <SearchIcon />
      </IconButton>
      <Menu
        anchorEl={anchor.current}
        open={Boolean(result)}
        onClose={() => setResult(null)}
        slotProps={{ list: { 'aria-label': intl.formatMessage({ id: FIELDS_TEXTS.placeResults }) } }}
      >
        {result?.results.map((place) => (
          <MenuItem key={`${place.name}-${place.lat}-${place.lon}`} onClick={() => choose(place)} sx={{ whiteSpace: 'normal', maxWidth: 420 }}>
            {place.name}
          </MenuItem>
        ))}
        {result && (
          <ListSubheader component="div" sx={{ fontSize: 11, lineHeight: 1.4, py: 0.5, maxWidth: 420 }}>
            {result.attribution}
          </ListSubheader>
        )}
      </Menu>
    </Box>
  );
}
