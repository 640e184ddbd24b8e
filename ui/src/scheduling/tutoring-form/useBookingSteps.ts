import { useState } from 'react';
import type { FieldErrors } from '@tp/domain';
import type { TutoringBookingAnswer } from './tutoring-api.ts';

export type BookingStep = 'form' | 'confirm' | 'outcome';

/**
 * The tutoring booking's states for every booker (spec §2 "Tutoring booking form with states
 * confirm, review and error"): the form, whose errors show once the booker tried to continue
 * and then follow the fixes; the confirm step; and the answer of the booking (the review or
 * the error state), from which the booker may go back to the form.
 */
export function useBookingSteps({
  errorsOf,
  send,
  onFailure,
  onBooked,
}: {
  /** The form's errors now (read on every render once shown). */
  errorsOf(): FieldErrors;
  /** Books; a rejection is a failure other than the error state (told by `onFailure`). */
  send(): Promise<TutoringBookingAnswer>;
  onFailure(error: unknown): void;
  onBooked?(): void;
}) {
  const [step, setStep] = useState<BookingStep>('form');
  const [hasTriedContinue, setHasTriedContinue] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const [answer, setAnswer] = useState<TutoringBookingAnswer | null>(null);
  const errors: FieldErrors = hasTriedContinue ? errorsOf() : {};

  return {
    step,
    errors,
    hasErrors: Object.keys(errors).length > 0,
    isSending,
    answer,
    /** To the confirm step when the form is complete (and `isAllowed`, a check of the booker's own). */
    onContinue(isAllowed = true) {
      setHasTriedContinue(true);
      if (Object.keys(errorsOf()).length === 0 && isAllowed) setStep('confirm');
    },
    onBook() {
      setIsSending(true);
      send().then(
        (result) => {
          setIsSending(false);
          setAnswer(result);
          setStep('outcome');
          if (result.kind === 'review') onBooked?.();
        },
        (error: unknown) => {
          setIsSending(false);
          onFailure(error);
        },
      );
    },
    backToForm() {
      setStep('form');
    },
    /** A new booking: the form again, its errors hidden until the next try. */
    restart() {
      setAnswer(null);
      setHasTriedContinue(false);
      setStep('form');
    },
  };
}
