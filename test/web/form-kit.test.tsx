import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { messageRef } from '../../shared/i18n/message-ref';
import { FormTextField } from '../../web/src/components/form/form-text-field';
import { useZodForm } from '../../web/src/components/form/use-zod-form';
import { catalogueIn, en, WithEnglish } from './support/intl';

// A schema as the shared ones are written: zod's own messages for the plain rules, a catalogue ref for its own.
const Plot = z.object({
  name: z.string().trim().min(1).max(5),
  size: z.string().refine((value) => Number(value) > 0, { message: messageRef('common.zod.tooSmallExclusive', { minimum: 0 }) }),
});

function PlotForm() {
  const form = useZodForm(Plot, { defaultValues: { name: '', size: '' } });
  return (
    <form aria-label="plot" noValidate onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}>
      <FormTextField control={form.control} name="name" label="name" />
      <FormTextField control={form.control} name="size" label="size" />
      <button type="submit">go</button>
    </form>
  );
}

describe('the form kit', () => {
  it("shows zod's own messages and a schema's refs in plain English", async () => {
    render(<PlotForm />, { wrapper: WithEnglish });
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByText(en('common.zod.required'))).toBeTruthy();
    expect(screen.getByText('Enter more than 0.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('name'), 'Northfield');
    expect(await screen.findByText('Enter at most 5 characters.')).toBeTruthy();
  });

  it('shows them in Hausa when the screen is in Hausa', async () => {
    render(<PlotForm />, { wrapper: ({ children }) => <WithEnglish catalogue={catalogueIn('ha')}>{children}</WithEnglish> });
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByText('Dole ne a cika wannan wurin.')).toBeTruthy();
    expect(screen.getByText('Rubuta fiye da 0.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('name'), 'Northfield');
    expect(await screen.findByText('Kar ka wuce haruffa 5.')).toBeTruthy();
  });
});
