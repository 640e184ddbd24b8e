/**
 * The exams the exams service knows (spec sign-in-exams §3, §7 GET /api/exams.json): ACT, SAT
 * and PSAT, each in standard and extended time, with their form codes and scored sections. An
 * exam is one form of one type and timing; its id is its place in this catalogue, so the same
 * id names the same form on every server built from this code.
 */

export const EXAM_TYPES = ['ACT', 'SAT', 'PSAT'] as const;
export type ExamType = (typeof EXAM_TYPES)[number];

/** Spec §2 and §9: the practice exam subjects, the only values /practice-exam/{subject} takes. */
export const PRACTICE_EXAM_SUBJECTS = [
  'act',
  'act-extended-time',
  'psat',
  'psat-extended-time',
  'sat',
  'sat-extended-time',
] as const;
export type PracticeExamSubject = (typeof PRACTICE_EXAM_SUBJECTS)[number];

export function isPracticeExamSubject(value: string): value is PracticeExamSubject {
  return (PRACTICE_EXAM_SUBJECTS as readonly string[]).includes(value);
}

/** The subject of a type and timing: `act`, `act-extended-time`... */
export function examSubjectOf(type: ExamType, extendedTime: boolean): PracticeExamSubject {
  return `${type.toLowerCase()}${extendedTime ? '-extended-time' : ''}` as PracticeExamSubject;
}

/** The label of a subject: "ACT", "ACT Extended Time". */
export function examSubjectLabel(subject: PracticeExamSubject): string {
  const [type, ...rest] = subject.split('-');
  return rest.length > 0 ? `${type!.toUpperCase()} Extended Time` : type!.toUpperCase();
}

export interface ExamSection {
  key: string;
  name: string;
  minScore: number;
  maxScore: number;
}

export interface EssayScale {
  minScore: number;
  maxScore: number;
}

/** How a type's overall score comes from its sections: ACT's composite averages, SAT's adds. */
export type TotalRule = 'average' | 'sum';

export interface ExamTypeDefinition {
  type: ExamType;
  sections: readonly ExamSection[];
  minScore: number;
  maxScore: number;
  total: TotalRule;
  /** The essay and its score range, for the types that have one (PSAT has none). */
  essay: EssayScale | null;
  formCodes: readonly string[];
}

export const EXAM_TYPE_DEFINITIONS: Record<ExamType, ExamTypeDefinition> = {
  ACT: {
    type: 'ACT',
    sections: [
      { key: 'english', name: 'English', minScore: 1, maxScore: 36 },
      { key: 'math', name: 'Math', minScore: 1, maxScore: 36 },
      { key: 'reading', name: 'Reading', minScore: 1, maxScore: 36 },
      { key: 'science', name: 'Science', minScore: 1, maxScore: 36 },
    ],
    minScore: 1,
    maxScore: 36,
    total: 'average',
    essay: { minScore: 2, maxScore: 12 },
    formCodes: [
      '1572C',
      '1773F',
      '1874F',
      '2176C',
      'A10',
      'B05',
      'C03',
      'D06',
      'E25',
      'F12',
      'G16',
      'H31',
    ],
  },
  SAT: {
    type: 'SAT',
    sections: [
      { key: 'reading_writing', name: 'Reading and Writing', minScore: 200, maxScore: 800 },
      { key: 'math', name: 'Math', minScore: 200, maxScore: 800 },
    ],
    minScore: 400,
    maxScore: 1600,
    total: 'sum',
    essay: { minScore: 2, maxScore: 8 },
    formCodes: ['PT1', 'PT2', 'PT3', 'PT4', 'PT5', 'PT6', 'PT7', 'PT8', 'PT9', 'PT10'],
  },
  PSAT: {
    type: 'PSAT',
    sections: [
      { key: 'reading_writing', name: 'Reading and Writing', minScore: 160, maxScore: 760 },
      { key: 'math', name: 'Math', minScore: 160, maxScore: 760 },
    ],
    minScore: 320,
    maxScore: 1520,
    total: 'sum',
    essay: null,
    formCodes: ['PSAT1', 'PSAT2', 'PSAT3', 'PSAT4', 'PSAT5', 'PSAT6'],
  },
};

export interface Exam {
  id: number;
  examType: ExamType;
  extendedTime: boolean;
  subject: PracticeExamSubject;
  formCode: string;
  /** "ACT A10", "ACT Extended Time A10". */
  name: string;
  minScore: number;
  maxScore: number;
  sections: readonly ExamSection[];
  essay: EssayScale | null;
}

function buildCatalogue(): readonly Exam[] {
  const exams: Exam[] = [];
  for (const type of EXAM_TYPES) {
    const definition = EXAM_TYPE_DEFINITIONS[type];
    for (const extendedTime of [false, true]) {
      const subject = examSubjectOf(type, extendedTime);
      for (const formCode of definition.formCodes) {
        exams.push({
          id: exams.length + 1,
          examType: type,
          extendedTime,
          subject,
          formCode,
          name: `${examSubjectLabel(subject)} ${formCode}`,
          minScore: definition.minScore,
          maxScore: definition.maxScore,
          sections: definition.sections,
          essay: definition.essay,
        });
      }
    }
  }
  return exams;
}

export const EXAM_CATALOGUE: readonly Exam[] = /* @__PURE__ */ buildCatalogue();

/** The exam of an id, or null for an id the catalogue has not. */
export function examById(id: number): Exam | null {
  return EXAM_CATALOGUE[id - 1] ?? null;
}

/** The exam of a subject and form code (`sat-extended-time`, `PT3`), or null. */
export function examOf(subject: string, formCode: string): Exam | null {
  return EXAM_CATALOGUE.find((e) => e.subject === subject && e.formCode === formCode) ?? null;
}
