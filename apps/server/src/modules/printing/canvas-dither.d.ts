/** Types of `canvas-dither` (1-bit dithering of RGBA pixels in place; the receipt encoder's own). */
declare module "canvas-dither" {
  interface Pixels {
    data: Uint8Array | Uint8ClampedArray;
    width: number;
    height: number;
  }
  const dither: {
    threshold<T extends Pixels>(image: T, threshold: number): T;
    atkinson<T extends Pixels>(image: T): T;
    floydsteinberg<T extends Pixels>(image: T): T;
  };
  export default dither;
}
