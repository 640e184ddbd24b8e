/** A rectangle of the source image in its own pixels (react-easy-crop's croppedAreaPixels). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The largest centred square of an image: the crop when the user moved nothing. */
export function centredSquare(width: number, height: number): PixelArea {
  const side = Math.min(width, height);
  return { x: (width - side) / 2, y: (height - side) / 2, width: side, height: side };
}

/**
 * The type a cropped avatar is saved as: canvas writes PNG and JPEG everywhere, so a JPEG
 * stays JPEG (smaller) and anything else (PNG, GIF, BMP) becomes PNG, which keeps transparency.
 */
export function croppedAvatarType(sourceType: string): 'image/jpeg' | 'image/png' {
  return /^image\/jpe?g$/i.test(sourceType) ? 'image/jpeg' : 'image/png';
}

/** The file name to go with the cropped type: `me.bmp` -> `me.png`. */
export function croppedAvatarName(fileName: string, type: 'image/jpeg' | 'image/png'): string {
  const base = fileName.replace(/\.[^./]*$/, '') || 'avatar';
  return `${base}.${type === 'image/jpeg' ? 'jpg' : 'png'}`;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read.'));
    image.src = src;
  });
}

export type CropImage = (
  src: string,
  area: PixelArea | null,
  size: number,
  type: 'image/jpeg' | 'image/png',
) => Promise<Blob>;

/**
 * Draws `area` of the image at `src` onto a `size` square canvas and encodes it (spec §5:
 * "crop output 750 square"). JPEG has no transparency, so it is laid on white, not black.
 */
export const cropImageToSquare: CropImage = async (src, area, size, type) => {
  const image = await loadImage(src);
  const from = area ?? centredSquare(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot crop images.');
  if (type === 'image/jpeg') {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size, size);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, from.x, from.y, from.width, from.height, 0, 0, size, size);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded.'))),
      type,
      0.92,
    );
  });
};
