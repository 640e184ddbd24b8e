// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { installFastJsdomLabels } from './jsdom-labels.ts';

const jsdomLabels = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'labels')
  ? null
  : {
      input: Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'labels')!.get!,
      select: Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'labels')!.get!,
      button: Object.getOwnPropertyDescriptor(HTMLButtonElement.prototype, 'labels')!.get!,
    };

const PAGE = `
  <label for="name">Name</label><input id="name">
  <label>Wrapped <input id="wrapped"></label>
  <label for="both">First</label><label>Second <input id="both"></label>
  <label for="dup">Duplicate</label><input id="dup"><input id="dup">
  <label for="hidden">Hidden</label><input id="hidden" type="hidden">
  <label for="select">Select</label><select id="select"></select>
  <label>Two controls <input id="first-of-two"><input id="second-of-two"></label>
  <label for="elsewhere">Points elsewhere <input id="inside-but-not-for"></label><input id="elsewhere">
  <button id="unlabelled">Go</button>
  <label for="">Empty for <input id="empty-for"></label>
`;

/** The text of each label, as jsdom's own `labels` or the installed one answers. */
function labelTexts(element: Element, getter?: () => NodeListOf<HTMLLabelElement> | null) {
  const labels = getter ? getter.call(element) : (element as HTMLInputElement).labels;
  return labels === null ? null : Array.from(labels, (label) => label.textContent!.trim());
}

describe('the component tests’ faster jsdom labels', () => {
  it('answers what jsdom answers for every way a label names a control', () => {
    expect(jsdomLabels).not.toBeNull();
    document.body.innerHTML = PAGE;
    const controls = [...document.querySelectorAll('input, select, button')];
    const expected = controls.map((control) => {
      const getter =
        control instanceof HTMLSelectElement
          ? jsdomLabels!.select
          : control instanceof HTMLButtonElement
            ? jsdomLabels!.button
            : jsdomLabels!.input;
      return labelTexts(control, getter);
    });
    installFastJsdomLabels();
    expect(controls.map((control) => labelTexts(control))).toEqual(expected);
    // The cases above, spelled out.
    expect(labelTexts(document.getElementById('both')!)).toEqual(['First', 'Second']);
    expect(labelTexts(document.querySelector('input[type=hidden]')!)).toBeNull();
    expect(labelTexts(document.getElementById('second-of-two')!)).toEqual([]);
    expect(labelTexts(document.getElementById('inside-but-not-for')!)).toEqual([]);
  });
});
