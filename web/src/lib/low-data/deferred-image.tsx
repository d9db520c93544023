import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { useText } from '../i18n/use-text';
import { useLowData } from './use-low-data';

/**
 * An image (a satellite or true-colour preview, a picture map) that low-data mode loads only on a tap "Show
 * image": until then a plain box of the same height with the button. Outside low-data mode it shows at once.
 * The children mount only after the tap, so nothing of theirs is requested before.
 */
export function DeferredImage({ children, height, width }: { children: ReactNode; height: number; width?: number | string }) {
  const lowData = useLowData();
  const { t } = useText();
  const [shown, setShown] = useState(false);
  if (!lowData || shown) return <>{children}</>;
  return (
    <Box sx={{ height, width: width ?? '100%', maxWidth: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', borderRadius: 1 }}>
      <Button size="small" variant="outlined" startIcon={<ImageOutlinedIcon />} onClick={() => setShown(true)}>
        {t('field-app.lowData.showImage')}
      </Button>
    </Box>
  );
}
