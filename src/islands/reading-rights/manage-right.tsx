import { useState } from 'react';
import type { ReadingRightView, RemovedReadingRight } from '~/domain/reading-rights/rights-views';
import { removalQuestion, rightTitle } from '~/domain/reading-rights/rights-texts';
import { api } from '../shared/api-client';
import {
  READING_RIGHTS_PATH,
  isSubscriptionKey,
  subscriptionPaths,
  underEverySubscription,
} from '../shared/api-paths';
import ConfirmRemoval from '../shared/confirm-removal';
import { messageForError } from '../shared/error-messages';
import { refreshKeys } from '../shared/query';
import { pushAnalyticsEvent } from '../shared/analytics';

type State =
  | { step: 'idle' }
  | { step: 'confirming' }
  | { step: 'busy' }
  | { step: 'done'; message: string }
  | { step: 'error'; message: string };

/** Spec §9's event 94 (a right removed) to the tag manager's data layer. */
function pushRemoveEvent(answer: RemovedReadingRight): void {
  if (answer.analyticsEvent === null) return;
  pushAnalyticsEvent({
    event: 'reading-right',
    eventId: answer.analyticsEvent,
    eventName: 'removed',
  });
}

/**
 * Cancel an open invitation or remove a claimed right: asks first, then busy, then done (the
 * numbers everywhere reload) or the error with a way to try again (spec §4).
 */
export default function ManageRight({
  subscriptionNumber,
  right,
  onDone,
}: {
  subscriptionNumber: string;
  right: ReadingRightView;
  /** Told before the lists reload (they drop this right, and with it this button). */
  onDone?: (answer: RemovedReadingRight) => void;
}) {
  const [state, setState] = useState<State>({ step: 'idle' });
  const invitation = right.status === 'INVITED';
  const title = rightTitle(right);
  const action = invitation ? `Peru kutsu ${title}` : `Poista lukuoikeus ${title}`;

  async function confirm() {
    setState({ step: 'busy' });
    try {
      const answer = await api.delete<RemovedReadingRight>(
        subscriptionPaths.readingRight(subscriptionNumber, right.id),
      );
      pushRemoveEvent(answer);
      setState({ step: 'done', message: answer.message });
      onDone?.(answer);
      refreshKeys(READING_RIGHTS_PATH, underEverySubscription('reading-rights'), isSubscriptionKey);
    } catch (err) {
      setState({ step: 'error', message: messageForError(err) });
    }
  }

  if (state.step === 'done') {
    // The caller shows the message where it outlives this button.
    if (onDone) return null;
    return (
      <p className="notice" role="status">
        {state.message}
      </p>
    );
  }
  if (state.step === 'confirming' || state.step === 'busy') {
    return (
      <ConfirmRemoval
        question={removalQuestion(right)}
        confirmLabel={invitation ? 'Kyllä, peru kutsu' : 'Kyllä, poista'}
        groupLabel={`${action}?`}
        busy={state.step === 'busy'}
        onConfirm={() => void confirm()}
        onCancel={() => setState({ step: 'idle' })}
      />
    );
  }
  const errorId = `right-error-${right.id}`;
  return (
    <>
      {state.step === 'error' && (
        <p className="alert" role="alert" id={errorId}>
          {state.message}
        </p>
      )}
      <p>
        <button
          type="button"
          className="button button-secondary"
          aria-label={action}
          aria-describedby={state.step === 'error' ? errorId : undefined}
          onClick={() => setState({ step: 'confirming' })}
        >
          {invitation ? 'Peru kutsu' : 'Poista lukuoikeus'}
        </button>
      </p>
    </>
  );
}
