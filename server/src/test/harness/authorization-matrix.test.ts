import { describeAuthorizationMatrix } from './matrix-suite.ts';

// Every role class the rules tell apart, on the embedded database.
describeAuthorizationMatrix('pglite', { label: 'every role class', keep: () => true });
