import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { canOn, parentsContract, usersContract, type Parent } from '@tp/domain';
import { PendingConfirm } from '../actions/PendingConfirm.tsx';
import { useActionCall } from '../actions/useActionCall.ts';
import { useAuthUser } from '../auth/AuthUserContext.tsx';
import { AsideCard } from '../layout/AsideCard.tsx';
import { MergeParentDialog } from './MergeParentDialog.tsx';
import { ReassignDialog } from './ReassignDialog.tsx';
import { useParentAdvisors } from './useParentAdvisors.ts';

type AccountAction = 'lock' | 'unlock' | 'freeze' | 'unfreeze';
type ContactAction = 'activate' | 'deactivate';

/** What each confirmed action asks and answers. */
const CONFIRMS: Record<
  AccountAction | ContactAction,
  { title: string; content: string; done: string }
> = {
  lock: {
    title: 'Lock this account?',
    content:
      'The parent is signed out everywhere and must follow the unlock e-mail to sign in again.',
    done: 'The account has been locked.',
  },
  unlock: {
    title: 'Unlock this account?',
    content: 'The parent can sign in again.',
    done: 'The account has been unlocked.',
  },
  freeze: {
    title: 'Freeze this account?',
    content: 'The parent cannot sign in until the account is unfrozen.',
    done: 'The account has been frozen.',
  },
  unfreeze: {
    title: 'Unfreeze this account?',
    content: 'The parent can sign in again.',
    done: 'The account has been unfrozen.',
  },
  activate: {
    title: 'Mark this contact active?',
    content: 'The contact is listed among the active ones again.',
    done: 'The contact is active.',
  },
  deactivate: {
    title: 'Mark this contact inactive?',
    content: 'The contact stays on file but is listed as inactive.',
    done: 'The contact is inactive.',
  },
};

/**
 * The contact's actions, each shown only to those domain's rules allow: reassign, toggle
 * active, merge another contact into this one, and lock/unlock, freeze/unfreeze of the
 * account through the users actions (spec §4). Destructive ones ask first.
 */
export function ParentActions() {
  const parent = useRecordContext<Parent>();
  const { run: call, isSending } = useActionCall();
  const [asking, setAsking] = useState<AccountAction | ContactAction | null>(null);
  const [isReassigning, setReassigning] = useState(false);
  const [isMerging, setMerging] = useState(false);
  // Domain's rules on the record as it is now: useCanAccess caches its answer by record id,
  // and a reassign changes whether the contact is still the advisor's.
  const { user } = useAuthUser();
  const allows = (action: string) =>
    user !== null && parent !== undefined && canOn(parentsContract, user, action, parent);
  const canReassign = allows('reassign');
  const canToggle = allows('deactivate');
  const canMerge = user !== null && canOn(parentsContract, user, 'merge');
  // The account's rules decide on the account (a customer's, not a colleague's); they read
  // only its roles, so the contact's account is given as a parent's (cast for that reason).
  const canLock =
    user !== null &&
    parent !== undefined &&
    canOn(usersContract, user, 'lock', { id: parent.userId, roles: ['parent'] } as never);
  const advisors = useParentAdvisors(canReassign);
  if (!parent) return null;
  const { id: parentId, userId } = parent;

  const run = (action: AccountAction | ContactAction) =>
    void call<unknown>(
      (provider) =>
        action === 'activate' || action === 'deactivate'
          ? provider.action('parents', action, { id: parentId })
          : provider.action('users', action, { id: userId }),
      { success: CONFIRMS[action].done },
    );

  async function reassign(employeeId: number | null) {
    const outcome = await call(
      (provider) => provider.action('parents', 'reassign', { id: parentId, data: { employeeId } }),
      { success: 'The contact has been reassigned.' },
    );
    if (outcome.ok) setReassigning(false);
  }

  const buttons: { key: string; label: string; onClick(): void; color?: 'error' }[] = [];
  if (canReassign)
    buttons.push({ key: 'reassign', label: 'Reassign', onClick: () => setReassigning(true) });
  if (canToggle)
    buttons.push(
      parent.active
        ? { key: 'deactivate', label: 'Mark inactive', onClick: () => setAsking('deactivate') }
        : { key: 'activate', label: 'Mark active', onClick: () => setAsking('activate') },
    );
  if (canLock) {
    buttons.push(
      parent.isLocked
        ? { key: 'unlock', label: 'Unlock account', onClick: () => setAsking('unlock') }
        : { key: 'lock', label: 'Lock account', onClick: () => setAsking('lock'), color: 'error' },
    );
    buttons.push(
      parent.isFrozen
        ? { key: 'unfreeze', label: 'Unfreeze account', onClick: () => setAsking('unfreeze') }
        : {
            key: 'freeze',
            label: 'Freeze account',
            onClick: () => setAsking('freeze'),
            color: 'error',
          },
    );
  }
  if (canMerge)
    buttons.push({
      key: 'merge',
      label: 'Merge another contact…',
      onClick: () => setMerging(true),
    });
  if (buttons.length === 0) return null;

  return (
    <AsideCard title="Actions" minWidth={240}>
      <Stack spacing={1}>
        {buttons.map((button) => (
          <Button
            key={button.key}
            variant="outlined"
            color={button.color ?? 'primary'}
            disabled={isSending}
            onClick={button.onClick}
          >
            {button.label}
          </Button>
        ))}
      </Stack>
      <PendingConfirm
        pending={asking}
        title={(action) => CONFIRMS[action].title}
        content={(action) => CONFIRMS[action].content}
        onConfirm={run}
        onClose={() => setAsking(null)}
      />
      {isReassigning ? (
        <ReassignDialog
          title={`Reassign ${parent.firstName} ${parent.lastName}`}
          advisors={advisors}
          currentId={parent.employeeId}
          isSaving={isSending}
          onClose={() => setReassigning(false)}
          onConfirm={(employeeId) => void reassign(employeeId)}
        />
      ) : null}
      {isMerging ? <MergeParentDialog parent={parent} onClose={() => setMerging(false)} /> : null}
    </AsideCard>
  );
}
