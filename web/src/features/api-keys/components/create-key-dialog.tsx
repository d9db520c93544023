import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Controller } from 'react-hook-form';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useSnackbar } from 'notistack';
import { CreateApiKeyBody, type CreatedApiKey } from '../../../../../shared/api/schemas/partners';
import { API_KEY_NAME_MAX, API_KEY_SCOPES, type ApiKeyScope } from '../../../../../shared/domain/api-keys';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { showApiError, useZodForm } from '../../../components/form/use-zod-form';
import { useCreateApiKeyMutation } from '../../../api/partners';
import { formatText } from '../../../lib/i18n/format-text';

interface KeyForm {
  name: string;
  scope: ApiKeyScope;
}

/** Name and access of a new key; on success the page shows the key once (onCreated). */
export function CreateKeyDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (key: CreatedApiKey) => void }) {
  const intl = useIntl();
  const { enqueueSnackbar } = useSnackbar();
  const [createKey, { isLoading }] = useCreateApiKeyMutation();
  const form = useZodForm<KeyForm, KeyForm>(CreateApiKeyBody, { defaultValues: { name: '', scope: 'read' } });
  const scopeLabel = useId();

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = async (values: KeyForm) => {
    try {
      const created = await createKey(values).unwrap();
      form.reset();
      onCreated(created);
    } catch (caught) {
      enqueueSnackbar(formatText(intl, showApiError(form, caught)), { variant: 'error' });
    }
  };

  return (
    <FormDialog
      open={open}
      title={intl.formatMessage({ id: 'api-keys.create' })}
      busy={isLoading}
      submitLabel={intl.formatMessage({ id: 'api-keys.create' })}
      busyLabel={intl.formatMessage({ id: 'api-keys.create' })}
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      onClose={close}
    >
      <FormTextField
        control={form.control}
        name="name"
        id="api-key-name"
        label={intl.formatMessage({ id: 'api-keys.name' })}
        helperText={intl.formatMessage({ id: 'api-keys.nameHelp' })}
        keepSpace
        slotProps={{ htmlInput: { 'aria-required': true, maxLength: API_KEY_NAME_MAX } }}
      />
      <FormLabel id={scopeLabel}>{intl.formatMessage({ id: 'api-keys.scope' })}</FormLabel>
      <Controller
        control={form.control}
        name="scope"
        render={({ field }) => (
          <RadioGroup aria-labelledby={scopeLabel} value={field.value} onChange={(event) => field.onChange(event.target.value)}>
            {API_KEY_SCOPES.map((scope) => (
              <FormControlLabel key={scope} value={scope} control={<Radio />} label={intl.formatMessage({ id: `api-keys.scope.${scope}` })} />
            ))}
          </RadioGroup>
        )}
      />
    </FormDialog>
  );
}
