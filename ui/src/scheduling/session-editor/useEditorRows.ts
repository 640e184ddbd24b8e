import { useCallback, useMemo, useRef, useState } from 'react';
import {
  applyFormToRows,
  emptySessionEditorForm,
  rowsFromForm,
  sessionEditorFormErrors,
  sessionRowFieldErrors,
  type EditorSessionType,
  type FieldErrors,
  type SessionEditorForm,
  type SessionEditorRow,
} from '@tp/domain';

/** The fields of a row that a save sends: a loaded row is replaced only when one changed. */
const SAVED_FIELDS = [
  'sessionTypeId',
  'name',
  'date',
  'time',
  'duration',
  'employeesRequired',
  'place',
  'room',
] as const;

export const isRowChanged = (row: SessionEditorRow, original: SessionEditorRow | undefined) =>
  !original ||
  SAVED_FIELDS.some((field) => row[field] !== original[field]) ||
  // Absent and null both mean "typed, not looked up".
  (row.placeId ?? null) !== (original.placeId ?? null);

/** Rows in time order (local date then time: one zone for the whole table); a copy. */
const byStart = (rows: SessionEditorRow[]) =>
  [...rows].sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));

/** The form's values for a row (what "Apply to selected" would write back). */
export function formFromRow(row: SessionEditorRow, form: SessionEditorForm): SessionEditorForm {
  return {
    ...form,
    sessionTypeId: row.sessionTypeId,
    time: row.time,
    duration: row.duration,
    employeesRequired: row.employeesRequired,
    place: row.place,
    placeId: row.placeId ?? null,
    room: row.room,
    name: row.name,
  };
}

/**
 * The editor's table and form: rows added from the form (repeated weekly), selected,
 * applied to, duplicated and removed, with the loaded sessions remembered so a save sends
 * only what changed and deletes what was removed.
 */
export function useEditorRows(context: {
  zone: string;
  types: readonly EditorSessionType[];
  initialDate: string;
  /** Saved sessions as rows: replaced on save only if changed. */
  initialRows: SessionEditorRow[];
}) {
  const { zone, types } = context;
  const counter = useRef(0);
  const nextKey = useCallback(() => `new-${++counter.current}`, []);
  const [rows, setRows] = useState<SessionEditorRow[]>(context.initialRows);
  const [originals] = useState<Map<string, SessionEditorRow>>(
    () => new Map(context.initialRows.map((row) => [row.key, row])),
  );
  const [deletedIds, setDeletedIds] = useState<number[]>([]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [form, setForm] = useState<SessionEditorForm>(() => ({
    ...emptySessionEditorForm(),
    date: context.initialDate,
    // Spec §9: the default start time is 15:00 in the user's zone.
    time: '15:00',
  }));
  const [formErrors, setFormErrors] = useState<FieldErrors>({});
  /** Errors per row key: the rules' before a save, the server's after a refused one. */
  const [rowErrors, setRowErrors] = useState<Map<string, string[]>>(new Map());

  const typeOf = useCallback(
    (id: number | null) => types.find((type) => type.id === id) ?? null,
    [types],
  );
  const hasSelection = selected.size > 0;

  const changeForm = useCallback(
    (patch: Partial<SessionEditorForm>) => {
      setForm((current) => {
        const next = { ...current, ...patch };
        // The default duration is the type's minimum until one is typed.
        if (patch.sessionTypeId !== undefined && current.duration === null) {
          const type = types.find((t) => t.id === patch.sessionTypeId);
          if (type) next.duration = Math.max(type.minDuration, 60);
        }
        return next;
      });
    },
    [types],
  );

  /** Validates the form; the errors are shown on its fields. True when it may be used. */
  const checkForm = useCallback(() => {
    const errors = sessionEditorFormErrors(form, {
      sessionType: typeOf(form.sessionTypeId),
      hasSelection,
    });
    setFormErrors(errors);
    return Object.keys(errors).length === 0;
  }, [form, hasSelection, typeOf]);

  const addRows = useCallback(() => {
    if (!checkForm()) return false;
    const type = typeOf(form.sessionTypeId)!;
    setRows((current) => byStart([...current, ...rowsFromForm(form, type, zone, nextKey)]));
    return true;
  }, [checkForm, form, nextKey, typeOf, zone]);

  const applyToSelected = useCallback(() => {
    if (!checkForm()) return false;
    setRows((current) => applyFormToRows(current, selected, form, typeOf(form.sessionTypeId)!));
    return true;
  }, [checkForm, form, selected, typeOf]);

  const duplicateSelected = useCallback(() => {
    setRows((current) =>
      byStart([
        ...current,
        ...current
          .filter((row) => selected.has(row.key))
          .map((row) => ({ ...row, key: nextKey(), sessionId: null, tutorNames: [] })),
      ]),
    );
  }, [nextKey, selected]);

  const removeSelected = useCallback(() => {
    const removed = rows.filter((row) => selected.has(row.key));
    setDeletedIds((ids) => [
      ...ids,
      ...removed.flatMap((row) => (row.sessionId === null ? [] : [row.sessionId])),
    ]);
    setRows((current) => current.filter((row) => !selected.has(row.key)));
    setSelected(new Set());
  }, [rows, selected]);

  const toggle = useCallback(
    (key: string) => {
      const next = new Set(selected);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      // Selecting a first row shows its values in the form, ready to change and apply.
      const row = rows.find((r) => r.key === key);
      if (next.size === 1 && selected.size === 0 && row) setForm((f) => formFromRow(row, f));
      setSelected(next);
    },
    [rows, selected],
  );

  const toggleAll = useCallback(() => {
    if (selected.size === rows.length) {
      setSelected(new Set());
      return;
    }
    if (selected.size === 0 && rows[0]) setForm((f) => formFromRow(rows[0]!, f));
    setSelected(new Set(rows.map((row) => row.key)));
  }, [rows, selected]);

  /** The rows a save sends: new rows and loaded rows that changed. */
  const changedRows = useMemo(
    () => rows.filter((row) => isRowChanged(row, originals.get(row.key))),
    [originals, rows],
  );

  /** Checks each row to be sent by the rules; marks those at fault. True when all pass. */
  const checkRows = useCallback(() => {
    const errors = new Map<string, string[]>();
    for (const row of changedRows) {
      const type = typeOf(row.sessionTypeId);
      const fields = sessionRowFieldErrors(row, type);
      if (!type) fields.sessionTypeId = ["can't be blank"];
      const messages = Object.entries(fields).flatMap(([field, list]) =>
        list.map((message) => rowMessage(field, message)),
      );
      if (messages.length > 0) errors.set(row.key, messages);
    }
    setRowErrors(errors);
    return errors.size === 0;
  }, [changedRows, typeOf]);

  return {
    rows,
    form,
    formErrors,
    rowErrors,
    selected,
    hasSelection,
    deletedIds,
    changedRows,
    isDirty: changedRows.length > 0 || deletedIds.length > 0,
    changeForm,
    addRows,
    applyToSelected,
    duplicateSelected,
    removeSelected,
    toggle,
    toggleAll,
    checkRows,
    setRowErrors,
  };
}

const LABELS: Record<string, string> = {
  sessionTypeId: 'Type',
  replacesId: 'Session',
  duration: 'Duration',
  employeesRequired: 'Tutors required',
  place: 'Place',
  placeId: 'Place',
  room: 'Room number',
  name: 'Name',
  startsAt: 'Date',
};

/** A field's label for a row's alert ("Duration must be at least 30 minutes"); base has none. */
export function fieldLabel(field: string): string {
  return field === 'base' ? '' : (LABELS[field] ?? field);
}

/** "Duration must be at least 30 minutes"; a message that is a sentence already stands alone. */
export function rowMessage(field: string, message: string): string {
  return /^[A-Z]/.test(message) ? message : `${fieldLabel(field)} ${message}`.trim();
}
