import { zodResolver } from '@hookform/resolvers/zod';
import {
  BooleanInput,
  Create,
  Edit,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useNotify,
  useRedirect,
  type RaRecord,
} from 'react-admin';
import {
  SESSION_TYPE_MAX_DURATION,
  SESSION_TYPE_MIN_DURATION,
  SESSION_TYPES,
  sessionTypeCreate,
  sessionTypeLabel,
  sessionTypesContract,
} from '@tp/domain';

const CLASS_CHOICES = SESSION_TYPES.map((id) => ({ id, name: sessionTypeLabel(id) }));

function SessionTypeInputs({ isCreate }: { isCreate: boolean }) {
  return (
    <>
      <ReferenceInput source="brandId" reference="brands">
        <SelectInput label="Brand" optionText="name" disabled={!isCreate} />
      </ReferenceInput>
      <TextInput source="name" />
      <SelectInput source="sessionClass" label="Class" choices={CLASS_CHOICES} />
      <TextInput source="sessionName" label="Session name" />
      <BooleanInput source="online" />
      <NumberInput
        source="minDuration"
        label="Minimum duration (minutes)"
        min={SESSION_TYPE_MIN_DURATION}
        max={SESSION_TYPE_MAX_DURATION}
      />
    </>
  );
}

/** Back to the brand the session type belongs to, with the spec's kind of toast. */
function useBackToBrand(verb: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  return {
    onSuccess: (record: RaRecord) => {
      notify(`Session type ${String(record.name)} ${verb}`, { type: 'success' });
      redirect('edit', 'brands', record.brandId as number);
    },
  };
}

const createResolver = zodResolver(sessionTypeCreate);
const updateResolver = zodResolver(sessionTypesContract.update!);

export function SessionTypeCreate() {
  return (
    <Create mutationOptions={useBackToBrand('created')}>
      <SimpleForm
        warnWhenUnsavedChanges
        noValidate
        resolver={createResolver}
        defaultValues={{ sessionClass: 'Course', online: true, minDuration: 15, sessionName: '' }}
      >
        <SessionTypeInputs isCreate />
      </SimpleForm>
    </Create>
  );
}

export function SessionTypeEdit() {
  return (
    <Edit mutationMode="pessimistic" mutationOptions={useBackToBrand('updated')}>
      <SimpleForm warnWhenUnsavedChanges noValidate resolver={updateResolver}>
        <SessionTypeInputs isCreate={false} />
      </SimpleForm>
    </Edit>
  );
}
