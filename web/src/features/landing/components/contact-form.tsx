import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { supportMailto, useSupportEmail } from '../../../lib/config';

export const CONTACT_TEXTS = {
  opened: (address: string) => `Your mail app should have opened a message to ${address} with what you wrote. Send it from there and we will answer by e-mail.`,
  noAddress: 'Contact by e-mail is not set up for this site yet.',
} as const;

/**
 * The landing contact form (spec 1 §1: no validation). The product has no inbox of its own, so Send hands the
 * message to the visitor's mail app, addressed to the stage's support address, and says so.
 */
export function ContactForm() {
  const supportEmail = useSupportEmail();
  const [sent, setSent] = useState(false);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(true);
    if (!supportEmail) return;
    const data = new FormData(event.currentTarget);
    const name = String(data.get('full_name') ?? '').trim();
    const reply = String(data.get('email') ?? '').trim();
    const body = `${String(data.get('message') ?? '')}\n\n${name}${reply ? ` <${reply}>` : ''}`;
    window.location.href = `${supportMailto(supportEmail, `FieldWatch enquiry${name ? ` from ${name}` : ''}`)}&body=${encodeURIComponent(body)}`;
  };

  return (
    <Box component="form" aria-label="Contact" noValidate onSubmit={send}>
      <TextField id="contact-email" label="Email" type="email" name="email" />
      <TextField id="contact-full-name" label="Full Name" name="full_name" />
      <TextField id="contact-message" label="Message" name="message" multiline minRows={4} />
      <Button type="submit" variant="contained" sx={{ mt: 2 }}>
        Send
      </Button>
      {sent && (
        <Alert severity={supportEmail ? 'info' : 'warning'} role="status" sx={{ mt: 2 }}>
          {supportEmail ? CONTACT_TEXTS.opened(supportEmail) : CONTACT_TEXTS.noAddress}
          {supportEmail && (
            <>
              {' '}
              If nothing opened, write to <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>.
            </>
          )}
        </Alert>
      )}
    </Box>
  );
}
