import { Edit, SimpleForm, useNotify, useRedirect, type RaRecord } from 'react-admin';
import { ParentInputs, parentResolver, parentTransform } from './ParentInputs.tsx';

/** After a save: "Parent {name} updated", back to the contact's page. */
function useParentSaved(verb: 'created' | 'updated') {
  const notify = useNotify();
  const redirect = useRedirect();
  return {
    onSuccess: (record: RaRecord) => {
      const kind = record.type === 'Lead' ? 'Lead' : 'Parent';
      notify(`${kind} ${String(record.firstName)} ${String(record.lastName)} ${verb}`, {
        type: 'success',
      });
      redirect('show', 'parents', record.id);
    },
  };
}

export { useParentSaved };

/** Edit a parent or lead (pessimistic: the server's answer, and its 422s, decide). */
export function ParentEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={useParentSaved('updated')}
      transform={parentTransform}
    >
      <SimpleForm warnWhenUnsavedChanges noValidate resolver={parentResolver}>
        <ParentInputs />
      </SimpleForm>
    </Edit>
  );
}
