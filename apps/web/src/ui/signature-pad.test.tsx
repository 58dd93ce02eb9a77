import { ZSignatureInput, type TSignatureInput } from '@app/shared/offers/offer-draft.schema';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { SignaturePad } from './signature-pad';

/** A 2D context that records the path drawn (jsdom has no canvas of its own). */
function fakeContext() {
  const lines: [number, number][] = [];
  const context = {
    setTransform: vi.fn(),
    clearRect: vi.fn(),
    beginPath: vi.fn(),
    moveTo: vi.fn((x: number, y: number) => lines.push([x, y])),
    lineTo: vi.fn((x: number, y: number) => lines.push([x, y])),
    stroke: vi.fn(),
  };
  return { context, lines };
}

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

function Harness({ onChange }: { onChange(value: TSignatureInput | null): void }) {
  const [value, setValue] = useState<TSignatureInput | null>(null);
  return (
    <SignaturePad
      label="Signature of Mei Lin"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('signature pad', () => {
  let drawn: ReturnType<typeof fakeContext>;
  beforeEach(() => {
    drawn = fakeContext();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => drawn.context as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => (drawn.lines.length > 1 ? PNG : 'data:,'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('turns pointer strokes (mouse, finger or pen) into a PNG data URL the shared schema accepts', async () => {
    const onChange = vi.fn();
    await renderWithApp(<Harness onChange={onChange} />);
    const canvas = await screen.findByRole('img', { name: 'Signature of Mei Lin: signing area, empty' });
    fireEvent.pointerDown(canvas, { pointerId: 1, pointerType: 'pen', clientX: 10, clientY: 20, button: 0 });
    fireEvent.pointerMove(canvas, { pointerId: 1, pointerType: 'pen', clientX: 40, clientY: 50 });
    fireEvent.pointerMove(canvas, { pointerId: 1, pointerType: 'pen', clientX: 90, clientY: 60 });
    fireEvent.pointerUp(canvas, { pointerId: 1, pointerType: 'pen', clientX: 90, clientY: 60 });

    expect(drawn.context.lineTo).toHaveBeenCalled();
    const value = onChange.mock.lastCall?.[0] as TSignatureInput;
    expect(value).toEqual({ method: 'drawn', image: PNG });
    expect(ZSignatureInput.safeParse(value).success).toBe(true);
    expect(screen.getByRole('img', { name: 'Signature of Mei Lin: signature drawn' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('a pointer that never presses draws nothing', async () => {
    const onChange = vi.fn();
    await renderWithApp(<Harness onChange={onChange} />);
    const canvas = await screen.findByRole('img', { name: /signing area/ });
    fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 40, clientY: 50 });
    fireEvent.pointerUp(canvas, { pointerId: 1, clientX: 40, clientY: 50 });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('signs with the keyboard alone: choose "Type my name" and type it', async () => {
    const onChange = vi.fn();
    await renderWithApp(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'Signature of Mei Lin' });
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Draw' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Type my name' })).toBeChecked();
    await user.type(screen.getByLabelText('Your full name, as your signature'), 'Mei Lin');
    expect(onChange).toHaveBeenLastCalledWith({ method: 'typed', typedName: 'Mei Lin' });
    expect(ZSignatureInput.safeParse(onChange.mock.lastCall?.[0]).success).toBe(true);
  });
});
