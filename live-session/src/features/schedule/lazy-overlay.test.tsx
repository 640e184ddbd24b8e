import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Overlay } from './lazy-overlay.tsx';

// The "+N more" link the popup hangs from; render's cleanup does not know it.
const target = document.createElement('button');
afterEach(() => target.remove());

/** The month view's "+N more" popup as react-big-calendar draws it: shown, with its target. */
function renderPopup(onHide: (event: Event) => void) {
  document.body.append(target);
  render(
    <Overlay show rootClose placement="bottom" target={target} onHide={onHide}>
      {() => <div className="rbc-overlay">Tuesday’s items</div>}
    </Overlay>,
  );
}

describe('the calendar’s "+N more" popup', () => {
  it('closes on Escape', async () => {
    const onHide = vi.fn();
    renderPopup(onHide);
    expect(await screen.findByText('Tuesday’s items')).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('stays open for other keys, and for an Escape something above it has taken', async () => {
    const onHide = vi.fn();
    renderPopup(onHide);
    await screen.findByText('Tuesday’s items');
    fireEvent.keyDown(document.body, { key: 'Enter' });
    const taken = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    taken.preventDefault();
    document.body.dispatchEvent(taken);
    expect(onHide).not.toHaveBeenCalled();
  });
});
