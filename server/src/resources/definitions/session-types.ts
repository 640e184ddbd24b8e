import { sessionTypesContract, type SessionType } from '@tp/domain';
import { sessionTypes } from '../../db/schema/index.ts';
import { defineResource } from '../define.ts';
import { booleanIs, integerIn, stringIn, textSearch } from '../filters.ts';

export const sessionTypesResource = defineResource({
  contract: sessionTypesContract,
  from: sessionTypes,
  fields: {
    id: sessionTypes.id,
    brandId: sessionTypes.brandId,
    name: sessionTypes.name,
    sessionClass: sessionTypes.sessionClass,
    sessionName: sessionTypes.sessionName,
    online: sessionTypes.online,
    minDuration: sessionTypes.minDuration,
    lockVersion: sessionTypes.lockVersion,
  },
  idColumn: sessionTypes.id,
  sortable: {
    id: sessionTypes.id,
    name: sessionTypes.name,
    session_class: sessionTypes.sessionClass,
    min_duration: sessionTypes.minDuration,
  },
  defaultOrder: { column: 'name', sort: 'asc' },
  filters: {
    brandId: integerIn(sessionTypes.brandId, 'Session types of these brands.'),
    sessionClass: stringIn(sessionTypes.sessionClass, 'Session class is one of these.'),
    online: booleanIs(sessionTypes.online, 'Online (true) or in person (false).'),
    query: textSearch({ name: sessionTypes.name }, 'Name contains (case-insensitive).'),
  },
  includes: {
    brand: { kind: 'belongsTo', target: 'brands', foreignKey: 'brandId' },
  },
  serialize: (row) => ({ ...row, sessionClass: row.sessionClass as SessionType }),
  write: { table: sessionTypes },
});
