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
import { FormattedMessage, useIntl } from 'react-intl';

const TABS = ['admin.config.tabSettings', 'admin.config.tabServices', 'admin.config.tabPlans'] as const;

/** Spec 3 §2 Configuration: three tabs with Prev and Next. */
export default function ConfigurationPage() {
  const intl = useIntl();
  const [tab, setTab] = useState(0);
  return (
    <Paper sx={{ p: 2 }}>
      <PageTitle title={intl.formatMessage({ id: 'admin.page.configuration' })} area="admin" />
      <Tabs value={tab} onChange={(_event, next: number) => setTab(next)} variant="scrollable" aria-label={intl.formatMessage({ id: 'admin.config.steps' })}>
        {TABS.map((label) => (
          <Tab key={label} label={intl.formatMessage({ id: label })} />
        ))}
      </Tabs>
      <Box sx={{ py: 2 }}>
        {tab === 0 && <SystemSettingsTab />}
        {tab === 1 && <ServicesTab />}
        {tab === 2 && <PlansTab />}
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Button disabled={tab === 0} onClick={() => setTab(tab - 1)}>
          <FormattedMessage id="admin.prev" />
        </Button>
        <Button disabled={tab === TABS.length - 1} onClick={() => setTab(tab + 1)}>
          <FormattedMessage id="admin.next" />
        </Button>
      </Stack>
    </Paper>
  );
}
