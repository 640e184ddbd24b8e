import { useEffect, useState } from 'react';
import type { HttpClient } from '@tp/data-provider';
import {
  rowFromSession,
  type Assignment,
  type Course,
  type EditorSessionType,
  type Session,
  type SessionEditorRow,
  type SessionTypeRecord,
} from '@tp/domain';

type SessionWithStaff = Session & {
  assignments?: (Assignment & { employee?: { firstName: string; lastName: string } | null })[];
};

export interface EditorData {
  courseId: number | null;
  types: EditorSessionType[];
  rows: SessionEditorRow[];
}

export type EditorLoad =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; data: EditorData };

function tutorNamesOf(session: SessionWithStaff): string[] {
  return (session.assignments ?? [])
    .map((a) => (a.employee ? `${a.employee.firstName} ${a.employee.lastName}` : ''))
    .filter(Boolean);
}

/**
 * The brand's type a saved session was made as; for one saved without (older sessions), the
 * type of its class and mode (online or not), so its row can be saved again.
 */
function typeOfSession(session: Session, types: EditorSessionType[]): EditorSessionType | null {
  return (
    types.find((t) => t.id === session.sessionTypeId) ??
    types.find((t) => t.sessionClass === session.type && t.online === session.online) ??
    types.find((t) => t.sessionClass === session.type) ??
    null
  );
}

/**
 * What the editor needs when it opens: the sessions to edit (with their tutors), their course
 * and the course brand's session types (GET /session_types?brandId, spec §7).
 */
export function useEditorData(props: {
  open: boolean;
  httpClient: HttpClient;
  sessionIds: number[];
  courseId?: number | undefined;
  zone: string;
}): EditorLoad {
  const { open, httpClient, zone } = props;
  const idsKey = props.sessionIds.join(',');
  // Each answer is kept with the request it answers, so a new request reads as loading.
  const requestKey = `${idsKey}|${props.courseId ?? ''}|${zone}`;
  const [answer, setAnswer] = useState<{ key: string; load: EditorLoad } | null>(null);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const { signal } = controller;
    const ids = idsKey === '' ? [] : idsKey.split(',').map(Number);
    (async () => {
      const sessions = await Promise.all(
        ids.map(
          async (id) =>
            (
              await httpClient<{ session: SessionWithStaff }>(`/api/v2/sessions/${id}`, {
                query: { include: 'assignments.employee' },
                signal,
              })
            ).json.session,
        ),
      );
      const courseId = props.courseId ?? sessions[0]?.courseId ?? null;
      let types: SessionTypeRecord[] = [];
      if (courseId !== null) {
        const { course } = (
          await httpClient<{ course: Course }>(`/api/v2/courses/${courseId}`, { signal })
        ).json;
        types = (
          await httpClient<{ session_types: SessionTypeRecord[] }>('/api/v2/session_types', {
            query: { brandId: course.brandId, per: 100 },
            signal,
          })
        ).json.session_types;
      }
      const editorTypes: EditorSessionType[] = types.map((t) => ({
        id: t.id,
        name: t.name,
        sessionClass: t.sessionClass,
        online: t.online,
        minDuration: t.minDuration,
      }));
      const rows = [...sessions]
        .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
        .map((session) =>
          rowFromSession(session, typeOfSession(session, editorTypes), zone, tutorNamesOf(session)),
        );
      if (!signal.aborted)
        setAnswer({
          key: requestKey,
          load: { status: 'ready', data: { courseId, types: editorTypes, rows } },
        });
    })().catch((error: unknown) => {
      if (!signal.aborted) setAnswer({ key: requestKey, load: { status: 'error', error } });
    });
    return () => controller.abort();
  }, [open, httpClient, idsKey, props.courseId, zone, requestKey]);

  return answer?.key === requestKey ? answer.load : { status: 'loading' };
}
