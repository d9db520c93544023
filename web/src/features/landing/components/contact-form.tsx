import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { FormattedMessage, useIntl } from 'react-intl';
import { ContactBody } from '../../../../../shared/api/schemas/contact';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from '../../../../../shared/domain/contact';
import { formatText } from '../../../lib/i18n/format-text';
import { sendContactMessage } from '../send-contact-message';

type FieldName = 'email' | 'full_name' | 'message';

/**
 * The landing contact form: the message is sent to the server, which mails it to the stage's support address
 * through the outbox; each field says what is wrong with it before anything is sent, and the visitor is told
 * whether the message is on its way.
 */
export function ContactForm() {
  const intl = useIntl();
  const [isLoading, setLoading] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = ContactBody.safeParse({
      full_name: String(data.get('full_name') ?? ''),
      email: String(data.get('email') ?? ''),
      message: String(data.get('message') ?? ''),
    });
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        found[field] ??= issue.message;
      }
      setErrors(found);
      setOutcome(null);
      return;
    }
    setErrors({});
    setLoading(true);
    try {
      setOutcome({ ok: true, text: await sendContactMessage(parsed.data) });
      form.reset();
    } catch (error) {
      setOutcome({ ok: false, text: error instanceof Error && error.message ? error.message : CONTACT_MESSAGES.notSent });
    } finally {
      setLoading(false);
    }
  };

  // The schema's messages are catalogue keys and refs, the server's answers text already in the language on screen.
  const fieldProps = (name: FieldName) => ({ name, error: Boolean(errors[name]), helperText: errors[name] && formatText(intl, errors[name]) });

  return (
    <Box component="form" aria-label={intl.formatMessage({ id: 'landing.contact.formLabel' })} noValidate onSubmit={(event) => void send(event)}>
      <TextField id="contact-email" label={intl.formatMessage({ id: 'landing.contact.email' })} type="email" {...fieldProps('email')} slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.emailMax } }} />
      <TextField id="contact-full-name" label={intl.formatMessage({ id: 'landing.contact.fullName' })} {...fieldProps('full_name')} slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.nameMax } }} />
      <TextField
        id="contact-message"
        label={intl.formatMessage({ id: 'landing.contact.message' })}
        multiline
        minRows={4}
        {...fieldProps('message')}
        slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.messageMax } }}
      />
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={isLoading}>
        <FormattedMessage id="landing.contact.send" />
      </Button>
      {outcome && (
        <Alert severity={outcome.ok ? 'success' : 'error'} role="status" sx={{ mt: 2 }}>
          {formatText(intl, outcome.text)}
        </Alert>
      )}
    </Box>
  );
}
