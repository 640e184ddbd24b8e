import { z } from 'zod';
import { ROLES, type AuthUser } from '@tp/domain';
import type { ClientConfig } from './client-config.ts';

/**
 * The sign-in calls' answers as zod schemas, for the OpenAPI document. Each `satisfies` the
 * domain type the handlers build, so the description cannot drift from what is sent.
 */

const spoofedBy = z
  .object({
    id: z.int().meta({ example: 1 }),
    firstName: z.string().meta({ example: 'Ada' }),
    lastName: z.string().meta({ example: 'Admin' }),
  })
  .nullable()
  .optional()
  .meta({ description: 'Set while spoofing (X-Spoof-User): the real, signed-in user.' });

const flags = z
  .object({
    essayGrader: z.boolean(),
    curriculumWork: z.boolean(),
    canEditPayrollHold: z.boolean(),
  })
  .meta({ description: 'Rights beyond the roles, as the apps check them.' });

export const authUserWire = z
  .object({
    id: z.int().meta({ example: 2 }),
    roles: z.array(z.enum(ROLES)).meta({ example: ['tutor'] }),
    firstName: z.string().meta({ example: 'Tara' }),
    lastName: z.string().meta({ example: 'Tutor' }),
    title: z.string().nullable(),
    phone: z.string().nullable().meta({ example: '+13125550142' }),
    email: z.string().meta({ example: 'tutor@demo.test' }),
    timeZone: z.string().nullable().meta({ example: 'America/New_York' }),
    language: z.string().meta({ example: 'en' }),
    homeUrl: z.string().meta({ example: '/tutor/dashboard' }),
    unconfirmedEmail: z.string().nullable(),
    tutorId: z.int().nullable(),
    employeeId: z.int().nullable(),
    studentId: z.int().nullable(),
    parentId: z.int().nullable(),
    flags,
    spoofedBy,
    examsApiToken: z.string().nullable().optional().meta({
      description:
        "The sign-in's exams token: send it to the exams service as `Authorization: Bearer <token>`.",
    }),
  })
  .meta({ id: 'AuthUser' }) satisfies z.ZodType<AuthUser>;

export const signedInAnswer = z.object({ user: authUserWire });
export const authUserAnswer = z.object({
  user: authUserWire.nullable().meta({ description: 'Null when nobody is signed in.' }),
});

export const clientConfigWire = z
  .object({
    version: z.string().meta({ example: '3.0.2' }),
    pogFormUrl: z.string().meta({
      example: '/policies/pog-form.html',
      description: 'The policies (POG) form a POG Form Due notice opens (POG_FORM_URL).',
    }),
    realtime: z
      .object({
        key: z.string(),
        cluster: z.string().meta({ example: 'local' }),
        wsHost: z.string().optional().meta({ example: 'localhost' }),
        wsPort: z.int().optional().meta({ example: 3000 }),
        wssPort: z.int().optional().meta({ example: 3000 }),
        forceTLS: z.boolean(),
        enabledTransports: z.tuple([z.literal('ws'), z.literal('wss')]),
        authEndpoint: z.string().meta({ example: '/api/auth/pusher/auth' }),
      })
      .meta({ description: 'pusher-js options, by their pusher-js names.' }),
    payments: z
      .discriminatedUnion('gateway', [
        z.object({ gateway: z.literal('test') }),
        z.object({
          gateway: z.literal('authorize-net'),
          apiLoginId: z.string(),
          clientKey: z.string(),
          acceptJsUrl: z.string(),
        }),
      ])
      .meta({
        description:
          'How the browser tokenises a card: the TEST form, or Accept.js with these public keys.',
      }),
    wikiUrl: z.string().nullable().meta({
      description: "The tutors' wiki the tutor app's navigation links to (WIKI_URL); null: none.",
    }),
    socialSignIn: z
      .object({
        facebook: z.boolean(),
        oidc: z.object({ name: z.string().meta({ example: 'Google' }) }).nullable(),
      })
      .meta({
        description:
          "The sign-in page's other ways in: Facebook (GET /api/auth/facebook) and an OpenID " +
          'Connect provider by its name (GET /api/auth/oidc); false / null when not configured.',
      }),
    examsApiUrl: z.string().meta({
      description:
        "The exams service's base (EXAMS_API_URL); '' for this server's own. Send the exams token as `Authorization: Bearer <token>`.",
    }),
    practiceExamVideos: z.record(z.string(), z.string().nullable()).meta({
      description: 'The practice video of each subject (PRACTICE_EXAM_VIDEO_URL), null: none.',
    }),
  })
  .meta({ id: 'ClientConfig' }) satisfies z.ZodType<ClientConfig>;

export const rolesAnswer = z.object({ roles: z.array(z.enum(ROLES)) });
export const titlesAnswer = z.object({
  titles: z.array(z.string()).meta({ example: ['Director', 'Tutor'] }),
});
