/** Types of the part of `fontkit` (PDFKit's font engine) used here: whether a font has a glyph. */
declare module "fontkit" {
  interface Font {
    familyName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function openSync(path: string): Font;
}
