/**
 * A faster `labels` for jsdom's form controls, for the component tests' setup files.
 *
 * jsdom answers `input.labels` by walking the whole document and asking every label for its
 * control, and a label with `for` walks the document again to find it: the time grows with the
 * page's size times its labels. testing-library asks every element's labels on each
 * `*ByLabelText` query (and dom-accessibility-api on each accessible name), so on react-admin's
 * forms that was a quarter of a component test's CPU time. This answers the same list from the
 * labels that can label the control: its ancestor labels and the labels `for` its id, each
 * kept only if jsdom's own `control` (the spec's rule) names this control.
 */
const LABELABLE = [
  'HTMLButtonElement',
  'HTMLInputElement',
  'HTMLMeterElement',
  'HTMLOutputElement',
  'HTMLProgressElement',
  'HTMLSelectElement',
  'HTMLTextAreaElement',
] as const;

function labelsOf(control: HTMLElement): HTMLLabelElement[] | null {
  if (control instanceof HTMLInputElement && control.type === 'hidden') return null;
  const candidates = new Set<HTMLLabelElement>();
  for (let node = control.parentElement; node; node = node.parentElement) {
    if (node instanceof HTMLLabelElement) candidates.add(node);
  }
  const root = control.getRootNode();
  if (control.id && (root instanceof Document || root instanceof DocumentFragment)) {
    for (const label of root.querySelectorAll<HTMLLabelElement>('label[for]')) {
      if (label.htmlFor === control.id) candidates.add(label);
    }
  }
  return [...candidates]
    .filter((label) => label.control === control)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/** Replaces jsdom's `labels` getters; does nothing outside jsdom or where already done. */
export function installFastJsdomLabels(): void {
  if (!navigator.userAgent.includes('jsdom')) return;
  for (const name of LABELABLE) {
    const prototype = (globalThis as unknown as Record<string, { prototype: object } | undefined>)[
      name
    ]?.prototype;
    if (!prototype || Object.hasOwn(prototype, '__fastLabels')) continue;
    Object.defineProperty(prototype, 'labels', {
      configurable: true,
      get(this: HTMLElement) {
        return labelsOf(this);
      },
    });
    Object.defineProperty(prototype, '__fastLabels', { value: true });
  }
}
