import { describe, expect, it } from 'vitest';
import { centredSquare, croppedAvatarName, croppedAvatarType } from './crop-image.ts';

describe('centredSquare', () => {
  it('takes the middle of a landscape image', () => {
    expect(centredSquare(1200, 800)).toEqual({ x: 200, y: 0, width: 800, height: 800 });
  });

  it('takes the middle of a portrait image', () => {
    expect(centredSquare(600, 1000)).toEqual({ x: 0, y: 200, width: 600, height: 600 });
  });
});

describe('croppedAvatarType', () => {
  it.each([
    ['image/jpeg', 'image/jpeg'],
    ['image/jpg', 'image/jpeg'],
    ['image/png', 'image/png'],
    ['image/gif', 'image/png'],
    ['image/bmp', 'image/png'],
  ])('saves %s as %s', (source, saved) => {
    expect(croppedAvatarType(source)).toBe(saved);
  });
});

describe('croppedAvatarName', () => {
  it('gives the name the saved type’s extension', () => {
    expect(croppedAvatarName('me.bmp', 'image/png')).toBe('me.png');
    expect(croppedAvatarName('holiday.photo.jpeg', 'image/jpeg')).toBe('holiday.photo.jpg');
    expect(croppedAvatarName('.png', 'image/png')).toBe('avatar.png');
  });
});
