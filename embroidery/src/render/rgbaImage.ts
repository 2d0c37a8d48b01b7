/** Pixels in straight (not premultiplied) RGBA, row by row from the top left. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/**
 * Puts an image over an opaque background colour.
 * @param image the image (changed in place and returned)
 * @param colour 0xRRGGBB
 */
export function fillBackground(image: RgbaImage, colour: number): RgbaImage {
  const br = (colour >> 16) & 0xff;
  const bg = (colour >> 8) & 0xff;
  const bb = colour & 0xff;
  const { data } = image;
  for (let p = 0; p < data.length; p += 4) {
    const a = data[p + 3]! / 255;
    data[p] = data[p]! * a + br * (1 - a);
    data[p + 1] = data[p + 1]! * a + bg * (1 - a);
    data[p + 2] = data[p + 2]! * a + bb * (1 - a);
    data[p + 3] = 255;
  }
  return image;
}
