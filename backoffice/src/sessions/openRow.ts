/** Opens a session (in the session detail modal). */
export type OnOpen = (sessionId: number) => void;

/**
 * A list's rowClick that opens the clicked session in the modal: react-admin navigates nowhere
 * on `false`, and a row's checkbox still only selects it.
 */
export const openRow =
  (onOpen: OnOpen) =>
  (id: string | number): false => {
    onOpen(Number(id));
    return false;
  };
