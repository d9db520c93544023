import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { PageTitle } from '../../../components/page-title';
import { PlansTab } from './plans-tab';
import { ServicesTab } from './services-tab';
import { SystemSettingsTab } from './system-settings-tab';

const TABS = ['1 System Settings', '2 Services', '3 Subscription Plans'] as const;

/** Spec 3 §2 Configuration: three tabs with Prev and Next. */
export default function ConfigurationPage() {
  const [tab, setTab] = useState(0);
  return (
    <Paper sx={{ p: 2 }}>
      <PageTitle title="Configurations" area="admin" />
      <Tabs value={tab} onChange={(_event, next: number) => setTab(next)} variant="scrollable" aria-label="Configuration steps">
        {TABS.map((label) => (
          <Tab key={label} label={label} />
        ))}
      </Tabs>
      <Box sx={{ py: 2 }}>
        {tab === 0 && <SystemSettingsTab />}
        {tab === 1 && <ServicesTab />}
        {tab === 2 && <PlansTab />}
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Button disabled={tab === 0} onClick={() => setTab(tab - 1)}>
          Prev
        </Button>
        <Button disabled={tab === TABS.length - 1} onClick={() => setTab(tab + 1)}>
          Next
        </Button>
      </Stack>
    </Paper>
  );
}
