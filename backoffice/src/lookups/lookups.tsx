import { SelectInput, type SelectInputProps } from 'react-admin';
import type { GradeLevel, Material, Originator, ShippingMethod } from '@tp/domain';
import { useLoaded } from '@tp/ui';
import { useHttpClient } from '../api/useHttpClient.ts';

/**
 * The look-ups the forms read from the server (spec staff-and-crm §7: GET /grade_levels, GET
 * /originators, GET /shipping_methods, GET /materials) instead of lists written into the app;
 * read when the input mounts.
 */
function useLookup<T>(path: string, key: string): T[] | undefined {
  const httpClient = useHttpClient();
  const { data } = useLoaded(
    (signal) =>
      httpClient<Record<string, T[]>>(path, { signal }).then(({ json }) => json[key] ?? []),
    path,
  );
  return data;
}

/** Grade levels; with withGradYear, each with the year its class graduates (the class picker). */
export function useGradeLevels(options: { withGradYear?: boolean } = {}): GradeLevel[] | undefined {
  const path = options.withGradYear
    ? '/api/v2/grade_levels?withGradYear=true'
    : '/api/v2/grade_levels';
  return useLookup<GradeLevel>(path, 'gradeLevels');
}

export function useOriginators(): Originator[] | undefined {
  return useLookup<Originator>('/api/v2/originators', 'originators');
}

export function useShippingMethods(): ShippingMethod[] | undefined {
  return useLookup<ShippingMethod>('/api/v2/shipping_methods', 'shippingMethods');
}

/** The materials a course may be given: the active ones (GET /materials). */
export function useMaterials(): Material[] | undefined {
  return useLookup<Material>('/api/v2/materials', 'materials');
}

/** A grade select (TK, K, 1 to 12) whose choices come from GET /grade_levels. */
export function GradeSelectInput(props: Omit<SelectInputProps, 'choices'>) {
  const levels = useGradeLevels();
  return <SelectInput {...props} choices={levels ?? []} isPending={levels === undefined} />;
}

/** An originator select whose choices come from GET /originators. */
export function OriginatorSelectInput(props: Omit<SelectInputProps, 'choices'>) {
  const originators = useOriginators();
  return (
    <SelectInput {...props} choices={originators ?? []} isPending={originators === undefined} />
  );
}

/** A shipping method select whose choices come from GET /shipping_methods; empty is none. */
export function ShippingMethodSelectInput(props: Omit<SelectInputProps, 'choices'>) {
  const methods = useShippingMethods();
  return <SelectInput {...props} choices={methods ?? []} isPending={methods === undefined} />;
}

/**
 * A material select whose choices come from GET /materials (the active ones). `kept` is the
 * record's own material: a choice while the list loads, and after, when it is retired (no
 * longer listed, yet the record keeps it), said so instead of showing as blank.
 */
export function MaterialSelectInput({
  kept,
  ...props
}: Omit<SelectInputProps, 'choices'> & { kept?: Material | null }) {
  const materials = useMaterials();
  const listed = materials ?? [];
  const isListed = !kept || listed.some((material) => material.id === kept.id);
  const choices = isListed
    ? listed
    : [...listed, { id: kept.id, name: materials ? `${kept.name} (retired)` : kept.name }];
  return <SelectInput {...props} choices={choices} isPending={materials === undefined} />;
}
