import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useToast } from '@tp/ui';
import { useAppServices } from '../../app/AppServicesContext.ts';
import { FullPageSpinner } from '../auth/FullPageSpinner.tsx';
import { loadMessage } from './message-api.ts';

/** Spec §8: "Message route: 'I could not locate the student for that message. Weird.' titled 'Hmm, this is curious'". */
export const MESSAGE_NOT_LOCATED = {
  title: 'Hmm, this is curious',
  message: 'I could not locate the student for that message. Weird.',
} as const;

const DASHBOARD_URL = '/tutor/dashboard';

/**
 * `/tutor/messages/{messageId}` (spec §2): loads the message; a message about a student the
 * tutor may open goes to that student's contact tab, anything else (a message the server does
 * not let the tutor read, one about a course, none at all) to the dashboard with the spec's
 * error toast.
 */
export function MessageRedirect() {
  const messageId = Number(useParams().messageId);
  const { httpClient } = useAppServices();
  const navigate = useNavigate();
  const toast = useToast();

  useEffect(() => {
    const controller = new AbortController();
    const notLocated = () => {
      if (controller.signal.aborted) return;
      toast.error(MESSAGE_NOT_LOCATED.message, MESSAGE_NOT_LOCATED.title);
      void navigate(DASHBOARD_URL, { replace: true });
    };
    if (!Number.isInteger(messageId) || messageId <= 0) {
      notLocated();
      return () => controller.abort();
    }
    loadMessage(httpClient, messageId, controller.signal).then((message) => {
      if (controller.signal.aborted) return;
      if (message.studentId === null) return notLocated();
      void navigate(`/tutor/students/${message.studentId}/contact?messageId=${message.id}`, {
        replace: true,
      });
    }, notLocated);
    return () => controller.abort();
  }, [httpClient, messageId, navigate, toast]);

  return <FullPageSpinner />;
}
