import { describeAuditTrail } from './audit-trail-suite.ts';

describeAuditTrail('pglite');
