import { describe, expect, it } from 'vitest';
import { mirrorDeclaration } from './rtl';

describe('mirrorDeclaration (right-to-left styles)', () => {
  it.each([
    { name: 'position', input: ['left', '0'], expected: ['right', '0'] },
    { name: 'margin side', input: ['margin-right', '-12px'], expected: ['margin-left', '-12px'] },
    { name: 'padding side', input: ['padding-left', '16px'], expected: ['padding-right', '16px'] },
    { name: 'four-value margin', input: ['margin', '0 8px 0 16px'], expected: ['margin', '0 16px 0 8px'] },
    { name: 'two-value margin stays', input: ['margin', '0 8px'], expected: ['margin', '0 8px'] },
    { name: 'corner', input: ['border-top-left-radius', '4px'], expected: ['border-top-right-radius', '4px'] },
    { name: 'four radii', input: ['border-radius', '1px 2px 3px 4px'], expected: ['border-radius', '2px 1px 4px 3px'] },
    { name: 'two radii', input: ['border-radius', '4px 0'], expected: ['border-radius', '0 4px'] },
    { name: 'text alignment', input: ['text-align', 'left'], expected: ['text-align', 'right'] },
    { name: 'transform origin', input: ['transform-origin', 'top left'], expected: ['transform-origin', 'top right'] },
    { name: 'label offset', input: ['transform', 'translate(14px, 9px) scale(1)'], expected: ['transform', 'translate(-14px, 9px) scale(1)'] },
    { name: 'negative offset', input: ['transform', 'translateX(-100%)'], expected: ['transform', 'translateX(100%)'] },
    { name: 'zero offset', input: ['transform', 'translate(0, -1.5px) scale(0.75)'], expected: ['transform', 'translate(0, -1.5px) scale(0.75)'] },
    { name: 'rotation untouched', input: ['transform', 'rotate(180deg)'], expected: ['transform', 'rotate(180deg)'] },
    { name: 'logical property untouched', input: ['margin-inline-start', '8px'], expected: ['margin-inline-start', '8px'] },
    { name: 'unrelated property untouched', input: ['color', 'red'], expected: ['color', 'red'] },
    { name: 'calc values untouched', input: ['margin', 'calc(1px + 2px) 0 0 4px'], expected: ['margin', 'calc(1px + 2px) 0 0 4px'] },
  ])('$name', ({ input, expected }) => {
    expect(mirrorDeclaration(input[0] ?? '', input[1] ?? '')).toEqual(expected);
  });
});
