import { useState } from 'react';
import type { LinkResult } from '~/domain/subscription-links/link-overview';
import { messageForError } from '../shared/error-messages';
import { applyServerErrors } from '../shared/server-errors';
import ConsentCheckbox, { useConsentForm } from './consent-checkbox';
import { SubmitButton } from '../shared/submit-button';

interface Props {
  /** Sends the link request; called only once the consent is ticked. */
  send: () => Promise<LinkResult>;
  onLinked: (result: LinkResult) => void;
  /** A failure the step handles itself (true), instead of showing the error message. */
  handleError?: (err: unknown) => boolean;
  secondary: { label: string; onClick: () => void };
}

/** The consent, "Liitä tilaus tiliin" and a way back: the end of both link steps. */
export default function ConsentLinkForm({ send, onLinked, handleError, secondary }: Props) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useConsentForm();

  const onSubmit = form.handleSubmit(async () => {
    setFormError(null);
    try {
      onLinked(await send());
    } catch (err) {
      if (handleError?.(err)) return;
      // A refused consent (which the form checks first) is shown beside the box as well.
      applyServerErrors(form, err, ['consent']);
      setFormError(messageForError(err));
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      {formError && (
        <p className="alert" role="alert">
          {formError}
        </p>
      )}
      <ConsentCheckbox form={form} />
      <p>
        <SubmitButton
          busy={form.formState.isSubmitting}
          label="Liitä tilaus tiliin"
          busyLabel="Liitetään…"
        />{' '}
        <button className="button button-secondary" type="button" onClick={secondary.onClick}>
          {secondary.label}
        </button>
      </p>
    </form>
  );
}
